import ArgumentParser
import IkeCore

/// `ike edit ID [--title T] [--notes N] [--due D] [--[no-]important] [--[no-]urgent] [--quadrant Q]`.
struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a task's fields (only those given).")

    @OptionGroup var store: StoreOptions
    @Argument(help: "The task id.") var id: TaskID
    @Option(name: .shortAndLong, help: "New title.") var title: String?
    @Option(name: .shortAndLong, help: "New notes (empty to clear).") var notes: String?
    @Option(name: [.customLong("due"), .customShort("d")], help: "New deadline; empty to clear.") var due:
        String?
    @Flag(inversion: .prefixedNo, help: "Mark it important or not.") var important: Bool?
    @Flag(inversion: .prefixedNo, help: "Mark it urgent or not.") var urgent: Bool?
    @Option(name: .shortAndLong, help: "Quadrant: do, schedule, delegate or eliminate.") var quadrant:
        Quadrant?

    func validate() throws {
        if title == nil && notes == nil && due == nil && important == nil && urgent == nil && quadrant == nil
        {
            throw ValidationError(
                "nothing to change: give --title, --notes, --due, --important, --urgent or --quadrant")
        }
        if let title, TodoItem.normalizedTitle(title) == nil {
            throw ValidationError("a task needs a title that is not empty")
        }
        if quadrant != nil && (important != nil || urgent != nil) {
            throw ValidationError(
                "--quadrant sets both flags; do not combine it with --important or --urgent")
        }
    }

    func run() throws {
        let taskStore = try store.openExisting()
        let deadline = try due.map { try DeadlineParser(today: taskStore.environment.today).parse($0) }
        let fields = TaskEdit(
            title: title, notes: notes, deadline: deadline, important: important, urgent: urgent,
            quadrant: quadrant)
        let item = try taskStore.edit(id: id.value, fields).item
        CLIOutput.line("Edited \(item.id ?? 0): \(CLIOutput.visible(item.title))")
    }
}
