import ArgumentParser
import IkeCore

/// `ike done ID…`: marks tasks done, all or none.
struct DoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "done", abstract: "Mark tasks done.")

    @OptionGroup var store: StoreOptions
    @Argument(help: "Task ids as shown by `ike list`.") var ids: [TaskID]

    func run() throws {
        try setDone(true, ids: ids, store: store)
    }
}

/// `ike undone ID…`: marks tasks open again.
struct UndoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "undone", abstract: "Mark tasks not done.")

    @OptionGroup var store: StoreOptions
    @Argument(help: "Task ids as shown by `ike list`.") var ids: [TaskID]

    func run() throws {
        try setDone(false, ids: ids, store: store)
    }
}

/// Sets the done state of every task in `ids` in one transaction; an unknown id changes nothing.
private func setDone(_ done: Bool, ids: [TaskID], store: StoreOptions) throws {
    let items = try store.openExisting().setDone(done, ids: ids.map(\.value)).items
    for item in items {
        CLIOutput.line("\(done ? "Done" : "Not done") \(item.id ?? 0): \(CLIOutput.visible(item.shownTitle))")
    }
}
