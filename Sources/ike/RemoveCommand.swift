import ArgumentParser
import IkeCore

/// `ike rm ID…`: deletes tasks, all or none.
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Delete tasks.")

    @OptionGroup var store: StoreOptions
    @Argument(help: "Task ids as shown by `ike list`, or uids (or the start of one).") var ids: [TaskID]

    func run() throws {
        let taskStore = try store.openExisting()
        let items = try taskStore.delete(ids: try ids.resolve(in: taskStore)).items
        for item in items { CLIOutput.line("Deleted \(item.id ?? 0): \(CLIOutput.visible(item.shownTitle))") }
    }
}
