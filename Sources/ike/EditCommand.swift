import ArgumentParser
import IkeCore

/// `ike edit ID [--title T] [--notes N] [--due D] [--start S] [--parent ID|none] [--repeat R] [--estimate E] [--planned D] [--[no-]important] [--[no-]urgent]
/// [--quadrant Q] [--tag T]… [--untag T]…`.
struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a task's fields (only those given).")

    @OptionGroup var store: StoreOptions
    @Argument(help: "The task id, or its uid (or the start of it).") var id: TaskID
    @Option(name: .shortAndLong, help: "New title.") var title: String?
    @Option(name: .shortAndLong, help: "New notes (empty to clear).") var notes: String?
    @Option(
        name: [.customLong("due"), .customShort("d")],
        help: "New deadline, with a time if it has one (fri 15:00); empty to clear.") var due: String?
    @Option(
        name: .customLong("start"),
        help: "New start: not before this day (tomorrow, mon, next week 09:00, someday); empty to clear.")
    var start: String?
    @Option(
        name: .customLong("parent"),
        help: "Make it a step of this task (its id or uid); none to move it to the top level.")
    var parent: String?
    @Option(
        name: [.customLong("repeat"), .customShort("r")],
        help: "New repeat rule (every 2 weeks, every weekday, ... or an RRULE); none to stop repeating.")
    var repeatRule: String?
    @Option(
        name: [.customLong("estimate"), .customShort("e")],
        help: "New estimate of how long it takes (30m, 1h30m, 90); empty to clear.")
    var estimate: String?
    @Option(
        name: .customLong("planned"),
        help: "The day you plan to do it (today, fri, 2026-12-01); empty to clear.")
    var planned: String?
    // Four flags, each with its own help, rather than two inverted ones sharing one line.
    @Flag(name: .customLong("important"), help: "Mark it important.") var markImportant = false
    @Flag(name: .customLong("no-important"), help: "Mark it not important.") var unmarkImportant = false
    @Flag(name: .customLong("urgent"), help: "Mark it urgent.") var markUrgent = false
    @Flag(name: .customLong("no-urgent"), help: "Mark it not urgent.") var unmarkUrgent = false

    /// True, false, or nil for unchanged, from `--important` and `--no-important`.
    var important: Bool? { markImportant ? true : unmarkImportant ? false : nil }
    /// True, false, or nil for unchanged, from `--urgent` and `--no-urgent`.
    var urgent: Bool? { markUrgent ? true : unmarkUrgent ? false : nil }
    @Option(name: .shortAndLong, help: "Quadrant: do, schedule, delegate or eliminate.") var quadrant:
        Quadrant?
    @Option(name: .customLong("tag"), help: "Add a tag (repeat for several).") var tagNames: [String] = []
    @Option(name: .customLong("untag"), help: "Remove a tag the task has (repeat for several).")
    var untagNames: [String] = []
    @OptionGroup var settings: SettingsOption

    func validate() throws {
        if title == nil && notes == nil && due == nil && start == nil && parent == nil && repeatRule == nil
            && estimate == nil && planned == nil && important == nil
            && urgent == nil
            && quadrant == nil && tagNames.isEmpty && untagNames.isEmpty
        {
            throw ValidationError(
                "nothing to change: give --title, --notes, --due, --start, --parent, --repeat, --estimate, --planned, "
                    + "--important, "
                    + "--urgent, "
                    + "--quadrant, --tag or --untag")
        }
        if let estimate { _ = try PlainArgument.value(estimate, for: .estimate, allowsNone: true) }
        if markImportant && unmarkImportant {
            throw ValidationError("--important and --no-important contradict")
        }
        if markUrgent && unmarkUrgent { throw ValidationError("--urgent and --no-urgent contradict") }
        let added = try TagArguments.parse(tagNames, option: "--tag")
        let removed = try TagArguments.parse(untagNames, option: "--untag")
        if let both = added.first(where: removed.contains) {
            throw ValidationError("--tag and --untag both name “\(both.name)”")
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
        let deadline = try due.map {
            try DueArgument.parse($0, today: taskStore.environment.today, settings: settings)
        }
        let repeats: TaskRepeat?? = try repeatRule.map {
            try RepeatArgument.parse($0, today: taskStore.environment.today, settings: settings)
        }
        var fields = TaskEdit(
            title: title, notes: notes, deadline: deadline.map { $0?.date }, deadlineTime: deadline??.time,
            important: important, urgent: urgent,
            quadrant: quadrant, addTags: try TagArguments.parse(tagNames, option: "--tag"),
            removeTags: try TagArguments.parse(untagNames, option: "--untag"), repeats: repeats)
        if let estimate {
            fields.plain[.estimate] = .some(
                try PlainArgument.value(estimate, for: .estimate, allowsNone: true))
        }
        if let planned {
            fields.plain[.planned] = .some(
                try PlainArgument.value(
                    planned, for: .planned, allowsNone: true, today: taskStore.environment.today))
        }
        if let start {
            let day = try DueArgument.parseStart(
                start, today: taskStore.environment.today, settings: settings)
            fields.start = .some(day?.date)
            fields.startTime = day?.time
        }
        if let parent { fields.parent = try ParentArgument.uid(parent, in: taskStore) }
        let item = try taskStore.edit(id: try id.resolve(in: taskStore), fields).item
        var line = "Edited \(item.id ?? 0): \(item.shownTitle)"
        if repeatRule != nil || due != nil { line += DueArgument.described(item) }
        if start != nil { line += DueArgument.startDescribed(item) }
        if let parent {
            let moved = try ParentArgument.described(item, in: taskStore)
            line += moved.isEmpty && ParentArgument.isTopLevel(parent) ? " (at the top level)" : moved
        }
        // The title, a custom repeat's text and the tags are user text, shown safely even in a log.
        CLIOutput.line(CLIOutput.visible(line + TagArguments.suffix(item.tags)))
    }
}
