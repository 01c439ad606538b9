import IkeCore

/// Reads a `--due` phrase as the app does, weeks starting on the settings file's `first_weekday`; the file
/// is read only for the phrases that day changes ("next week", "next fri", "this week"), so `ike add
/// --due fri` reads no file and cannot be stopped by one.
enum DueArgument {
    /// The deadline `text` names on `today` (a date, and a time when it ends in one: `fri 15:00`), or `nil`
    /// for blank text.
    static func parse(_ text: String, today: LocalDate, settings: SettingsOption) throws -> Deadline? {
        let firstWeekday =
            DeadlineParser.dependsOnFirstWeekday(text)
            ? try SettingsLoader.load(option: settings.config).app.firstWeekday ?? .monday : .monday
        return try DeadlineParser(today: today, firstWeekday: firstWeekday).parseDeadline(text)
    }

    /// The start `text` names: "someday", or a phrase as `parse` reads it.
    static func parseStart(_ text: String, today: LocalDate, settings: SettingsOption) throws -> Deadline? {
        try Deadline.isSomeday(text)
            ? Deadline(date: .someday) : parse(text, today: today, settings: settings)
    }

    /// " (starts Monday 30 November 2026 at 08:00)", as add and edit report a start; " (someday)"; nothing
    /// without one.
    static func startDescribed(_ item: TodoItem) -> String {
        if item.isSomeday { return " (someday)" }
        guard let start = item.start else { return "" }
        return " (starts \(start.longDescription)\(item.startTime.map { " at \($0)" } ?? ""))"
    }

    /// " (due Friday 27 November 2026 at 15:00" and the repeat rule's words), as add and edit report it.
    static func described(_ item: TodoItem) -> String {
        guard let deadline = item.deadline else { return "" }
        let time = item.deadlineTime.map { " at \($0)" } ?? ""
        return " (due \(deadline.longDescription)\(time)\(RepeatArgument.suffix(item)))"
    }
}
