import ArgumentParser
import IkeCore

/// `ike rm ID…`: deletes tasks, all or none.
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Delete tasks.")

    @OptionGroup var store: StoreOptions
    @Argument(help: "Task ids as shown by `ike list`.") var ids: [TaskID]

    func run() throws {
        let taskStore = try store.openStore()
        let (items, _) = try taskStore.change { writer in
            try ids.map { id in
                let item = try writer.requireItem(id: id.value)
                try writer.delete(uid: item.uid)
                return item
            }
        }
        for item in items { CLIOutput.line("Deleted \(item.id ?? 0): \(CLIOutput.visible(item.title))") }
    }
}
