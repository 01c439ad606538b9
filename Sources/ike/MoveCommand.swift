import ArgumentParser
import IkeCore

/// `ike move ID (--before ID | --after ID | --top | --bottom)`: writes one row.
struct MoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "move", abstract: "Move a task in the list.")

    @OptionGroup var store: StoreOptions
    @Argument(help: "The task to move.") var id: TaskID
    @Option(name: .long, help: "Put it directly before this task.") var before: TaskID?
    @Option(name: .long, help: "Put it directly after this task.") var after: TaskID?
    @Flag(name: .long, help: "Put it at the top.") var top = false
    @Flag(name: .long, help: "Put it at the bottom.") var bottom = false

    func validate() throws {
        let given = [before != nil, after != nil, top, bottom].filter { $0 }.count
        if given != 1 {
            throw ValidationError("say where: exactly one of --before ID, --after ID, --top, --bottom")
        }
        if before == id || after == id { throw ValidationError("a task cannot move relative to itself") }
    }

    func run() throws {
        let taskStore = try store.openExisting()
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
}
