import ArgumentParser
import IkeCore

/// `ike rm ID…`: deletes tasks, all or none.
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Delete tasks.")

    @OptionGroup var store: StoreOptions
    @Argument(help: "Task ids as shown by `ike list`.") var ids: [TaskID]

    func run() throws {
        let items = try store.openExisting().delete(ids: ids.map(\.value)).items
        for item in items { CLIOutput.line("Deleted \(item.id ?? 0): \(CLIOutput.visible(item.shownTitle))") }
    }
}
