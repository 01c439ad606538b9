import ArgumentParser
import IkeCore

/// `ike move ID (--before ID | --after ID | --top | --bottom | --under ID)`: writes one row (two for
/// `--under`, which also makes it a step).
struct MoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "move", abstract: "Move a task in the list.")

    @OptionGroup var store: StoreOptions
    @Argument(help: "The task to move.") var id: TaskID
    @Option(name: .long, help: "Put it directly before this task.") var before: TaskID?
    @Option(name: .long, help: "Put it directly after this task.") var after: TaskID?
    @Flag(name: .long, help: "Put it at the top.") var top = false
    @Flag(name: .long, help: "Put it at the bottom.") var bottom = false
    @Option(name: .long, help: "Make it a step of this task, after its last step.") var under: TaskID?

    func validate() throws {
        let given = [before != nil, after != nil, top, bottom, under != nil].filter { $0 }.count
        if given != 1 {
            throw ValidationError(
                "say where: exactly one of --before ID, --after ID, --top, --bottom, --under ID")
        }
        if before == id || after == id { throw ValidationError("a task cannot move relative to itself") }
    }

    func run() throws {
        let taskStore = try store.openExisting()
        if let under {
            let moved = try Self.moveUnder(
                id: try id.resolve(in: taskStore), parent: try under.resolve(in: taskStore), in: taskStore)
            CLIOutput.line(
                "Moved \(moved.id ?? 0): \(CLIOutput.visible(moved.shownTitle))"
                    + CLIOutput.visible(try ParentArgument.described(moved, in: taskStore)))
            return
        }
        let placement: IDPlacement
        if let before {
            placement = .before(id: try before.resolve(in: taskStore))
        } else if let after {
            placement = .after(id: try after.resolve(in: taskStore))
        } else {
            placement = top ? .top : .bottom
        }
        let item = try taskStore.move(id: try id.resolve(in: taskStore), to: placement).item
        CLIOutput.line("Moved \(item.id ?? 0): \(CLIOutput.visible(item.shownTitle))")
    }

    /// Makes the task `id` a step of `parent`, placed after the parent's last step (after the parent
    /// itself when it has none), in one change that undo takes back whole.
    static func moveUnder(id: Int64, parent: Int64, in store: TaskStore) throws -> TodoItem {
        guard let item = try store.item(id: id) else { throw StoreError.unknownID(id) }
        guard let parentItem = try store.item(id: parent) else { throw StoreError.unknownID(parent) }
        return try store.makeStep(uid: item.uid, of: parentItem.uid).item
    }
}
