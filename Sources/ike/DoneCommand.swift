import ArgumentParser
import IkeCore

/// `ike done ID… [--with-children|--only]`: marks tasks done, all or none. A task with open steps is
/// refused unless the flags say what becomes of them.
struct DoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "done", abstract: "Mark tasks done.")

    @OptionGroup var store: StoreOptions
    @Argument(help: "Task ids as shown by `ike list`, or uids (or the start of one).") var ids: [TaskID]
    @Flag(
        name: .customLong("with-children"),
        help: "Mark a task's open steps done too (a repeating step is left as it is).")
    var withChildren = false
    @Flag(name: .customLong("only"), help: "Mark only the tasks given done, leaving their steps open.")
    var only = false

    func validate() throws {
        if withChildren && only { throw ValidationError("use --with-children or --only, not both") }
    }

    func run() throws {
        let taskStore = try store.openExisting()
        var resolved = try ids.resolve(in: taskStore)
        if !only {
            var steps: [Int64] = []
            for id in resolved {
                guard let item = try taskStore.item(id: id), !item.isDone else { continue }
                let open = try taskStore.openSteps(of: item.uid)
                guard !open.isEmpty else { continue }
                guard withChildren else {
                    throw CLIError(
                        description:
                            "task \(id) “\(CLIOutput.visible(item.shownTitle))” has \(open.count) open "
                            + (open.count == 1 ? "step" : "steps")
                            + "; give --with-children to mark them done too, or --only to leave them open; "
                            + "nothing was changed")
                }
                for step in open where step.repeats == nil { steps.append(step.id ?? 0) }
                for step in open where step.repeats != nil {
                    CLIOutput.note(
                        "Left open \(step.id ?? 0): \(CLIOutput.visible(step.shownTitle)) (it repeats: done, it "
                            + "would move to its next date)")
                }
            }
            resolved += steps.filter { !resolved.contains($0) }
        }
        try setDone(true, ids: resolved, in: taskStore)
    }
}

/// `ike undone ID…`: marks tasks open again.
struct UndoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "undone", abstract: "Mark tasks not done.")

    @OptionGroup var store: StoreOptions
    @Argument(help: "Task ids as shown by `ike list`, or uids (or the start of one).") var ids: [TaskID]

    func run() throws {
        let taskStore = try store.openExisting()
        try setDone(false, ids: try ids.resolve(in: taskStore), in: taskStore)
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
private func setDone(_ done: Bool, ids: [Int64], in taskStore: TaskStore) throws {
    let items = try taskStore.setDone(done, ids: ids).items
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
