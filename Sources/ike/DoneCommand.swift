import ArgumentParser
import IkeCore

/// `ike done ID…`: marks tasks done, all or none.
struct DoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "done", abstract: "Mark tasks done.")

    @OptionGroup var store: StoreOptions
    @Argument(help: "Task ids as shown by `ike list`, or uids (or the start of one).") var ids: [TaskID]

    func run() throws {
        try setDone(true, ids: ids, store: store)
    }
}

/// `ike undone ID…`: marks tasks open again.
struct UndoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "undone", abstract: "Mark tasks not done.")

    @OptionGroup var store: StoreOptions
    @Argument(help: "Task ids as shown by `ike list`, or uids (or the start of one).") var ids: [TaskID]

    func run() throws {
        try setDone(false, ids: ids, store: store)
    }
}

/// `ike cancel ID…`: closes tasks without doing them.
struct CancelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel",
        abstract:
            "Cancel tasks: closed, not done (a repeating task stops repeating); `ike undone` reopens them.")

    @OptionGroup var store: StoreOptions
    @Argument(help: "Task ids as shown by `ike list`, or uids (or the start of one).") var ids: [TaskID]

    func run() throws {
        let taskStore = try store.openExisting()
        for item in try taskStore.cancel(ids: try ids.resolve(in: taskStore)).items {
            CLIOutput.line("Cancelled \(item.id ?? 0): \(CLIOutput.visible(item.shownTitle))")
        }
    }
}

/// `ike skip ID…`: skips the current occurrence of recurring tasks.
struct SkipCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "skip",
        abstract: "Skip this occurrence of repeating tasks: the next deadline, with nothing marked done.")

    @OptionGroup var store: StoreOptions
    @Argument(help: "Task ids as shown by `ike list`, or uids (or the start of one).") var ids: [TaskID]

    func run() throws {
        let taskStore = try store.openExisting()
        let resolved = try ids.resolve(in: taskStore)
        for id in resolved {
            guard let item = try taskStore.item(id: id) else { throw StoreError.unknownID(id) }
            if item.repeats?.rule == nil || item.isDone {
                throw CLIError(
                    description:
                        "task \(id) “\(CLIOutput.visible(item.shownTitle))” has no occurrence to "
                        + "skip (it \(item.isDone ? "is \(item.status.words)" : "does not repeat")); nothing was "
                        + "changed")
            }
        }
        for item in try taskStore.skipOccurrence(ids: resolved).items {
            CLIOutput.line("Skipped \(item.id ?? 0): \(CLIOutput.visible(item.shownTitle))" + next(item))
        }
    }
}

/// Sets the done state of every task in `ids` in one transaction; an unknown id changes nothing. A
/// repeating task comes back open: the line says its next deadline. Reopening an occurrence puts its series
/// back to it: the line names the series and the deadline it is due again. A cancelled task stays
/// cancelled when marked done, and its line says so.
private func setDone(_ done: Bool, ids: [TaskID], store: StoreOptions) throws {
    let taskStore = try store.openExisting()
    let items = try taskStore.setDone(done, ids: try ids.resolve(in: taskStore)).items
    for item in items {
        if done && item.isCancelled {
            let id = item.id ?? 0
            CLIOutput.line(
                "Cancelled \(id): \(CLIOutput.visible(item.shownTitle)); it stays cancelled, not done "
                    + "(ike undone \(id) reopens it)")
            continue
        }
        let advanced = done && !item.isDone
        let putBack = !done && item.repeats?.rule != nil
        CLIOutput.line(
            "\(done ? "Done" : "Not done") \(item.id ?? 0): \(CLIOutput.visible(item.shownTitle))"
                + (advanced ? next(item) : "") + (putBack ? dueAgain(item) : ""))
    }
}

/// "; due again Monday 1 February 2027 08:30": where a series stands after an occurrence was reopened.
private func dueAgain(_ item: TodoItem) -> String {
    let time = item.deadlineTime.map { " \($0)" } ?? ""
    return item.deadline.map { "; due again \($0.longDescription)\(time)" } ?? ""
}

/// "; next due Mon 7 Dec 2026" (with the task's time of day when it has one), or "; done for good" when
/// the series is over.
private func next(_ item: TodoItem) -> String {
    if item.isDone { return "; the last time, done for good" }
    let time = item.deadlineTime.map { " \($0)" } ?? ""
    return item.deadline.map { "; next due \($0.longDescription)\(time)" } ?? ""
}
