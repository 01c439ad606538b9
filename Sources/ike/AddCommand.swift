import ArgumentParser
import IkeCore

/// `ike add TITLE… [--due D] [--start S] [--parent ID] [--repeat R] [--notes N] [--estimate E] [--planned D] [--important]
/// [--urgent] [--tag T]… [--top]`.
struct AddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a task (at the bottom of the list unless --top).")

    @OptionGroup var store: StoreOptions
    @Argument(help: "The title; several words are joined with spaces.") var words: [String]
    @Option(
        name: [.customLong("due"), .customShort("d")],
        help: "Deadline: 2026-12-01, fri, +3d, fri 15:00 or another phrase ike --help lists.")
    var due: String?
    @Option(
        name: .customLong("start"),
        help: "Not before this day (hidden until then): tomorrow, mon, 2026-12-01, next week 09:00, someday.")
    var start: String?
    @Option(
        name: .customLong("parent"),
        help: "Make it a step of this task (its id, or its uid or the start of it).")
    var parent: String?
    @Option(
        name: [.customLong("repeat"), .customShort("r")],
        help: ArgumentHelp(
            "Repeat: every day, every weekday, every 2 weeks, every mon, thu, every month on the 15th, "
                + "every last fri, every year, every 3 days after done (or an RRULE)."))
    var repeatRule: String?
    @Option(name: .shortAndLong, help: "Notes (several lines allowed).") var notes: String?
    @Option(name: [.customLong("estimate"), .customShort("e")], help: "How long it takes: 30m, 1h30m, 90.")
    var estimate: String?
    @Option(
        name: .customLong("planned"),
        help: "The day you plan to do it (today, fri, 2026-12-01): not a deadline.")
    var planned: String?
    @Flag(name: [.customLong("important"), .customShort("i")], help: "Mark it important.") var important =
        false
    @Flag(name: [.customLong("urgent"), .customShort("u")], help: "Mark it urgent.") var urgent = false
    @Option(name: .shortAndLong, help: "Quadrant: do, schedule, delegate or eliminate (sets both flags).")
    var quadrant: Quadrant?
    @Option(
        name: .customLong("tag"),
        help: "A tag (repeat for several): work, @phone; a leading + or # is dropped.")
    var tagNames: [String] = []
    @Flag(name: .long, help: "Put it at the top of the list.") var top = false
    @OptionGroup var settings: SettingsOption

    func validate() throws {
        if TodoItem.normalizedTitle(words.joined(separator: " ")) == nil {
            throw ValidationError("a task needs a title that is not empty")
        }
        if quadrant != nil && (important || urgent) {
            throw ValidationError(
                "--quadrant sets both flags; do not combine it with --important or --urgent")
        }
        _ = try TagArguments.parse(tagNames, option: "--tag")
        if let estimate { _ = try PlainArgument.value(estimate, for: .estimate, allowsNone: false) }
    }

    func run() throws {
        let taskStore = try store.openStore()
        let deadline = try DueArgument.parse(
            due ?? "", today: taskStore.environment.today, settings: settings)
        let repeats = try repeatRule.map {
            try RepeatArgument.parse($0, today: taskStore.environment.today, settings: settings)
        }
        var fields = TaskEdit(
            title: words.joined(separator: " "), notes: notes, deadline: deadline?.date,
            deadlineTime: deadline?.time,
            important: important,
            urgent: urgent, quadrant: quadrant, tags: try TagArguments.parse(tagNames, option: "--tag"),
            repeats: repeats)
        if let estimate {
            fields.plain[.estimate] = try PlainArgument.value(estimate, for: .estimate, allowsNone: false)
        }
        if let planned {
            fields.plain[.planned] = try PlainArgument.value(
                planned, for: .planned, allowsNone: false, today: taskStore.environment.today)
        }
        if let start {
            let day = try DueArgument.parseStart(
                start, today: taskStore.environment.today, settings: settings)
            fields.start = .some(day?.date)
            fields.startTime = day?.time
        }
        if let parent { fields.parent = try ParentArgument.uid(parent, in: taskStore) }
        let item = try taskStore.create(fields, at: top ? .top : .bottom).item
        var line = "Added \(item.id ?? 0): \(item.shownTitle)"
        line += DueArgument.described(item) + DueArgument.startDescribed(item)
        line += try ParentArgument.described(item, in: taskStore)
        line += TagArguments.suffix(item.tags)
        // The title, a custom repeat's text and the tags are user text, shown safely even in a log.
        CLIOutput.line(CLIOutput.visible(line))
    }
}

extension Quadrant: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument.lowercased() {
        case "do", "do-first", "dofirst", "first": self = .doFirst
        case "schedule": self = .schedule
        case "delegate": self = .delegate
        case "eliminate": self = .eliminate
        default: return nil
        }
    }
}
