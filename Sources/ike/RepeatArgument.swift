import IkeCore

/// Reads a `--repeat` value as the form and quick add do: a repeat phrase ("every 2 weeks", `every`
/// optional), an RRULE (`FREQ=WEEKLY;BYDAY=MO`; one ike cannot follow is kept as it is), or `none` to stop
/// repeating. The settings file is read only for an "until" date the first weekday moves.
enum RepeatArgument {
    /// The words that stop a task repeating.
    static let noneWords: Set<String> = ["none", "never", "no", "off", ""]

    /// `.some(nil)` for none, else the repeat `text` names.
    static func parse(_ text: String, today: LocalDate, settings: SettingsOption) throws -> TaskRepeat? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        try RecurrencePhraseError.checkShown(trimmed)
        if noneWords.contains(trimmed.lowercased()) { return nil }
        if trimmed.uppercased().hasPrefix("FREQ=") || trimmed.uppercased().hasPrefix("RRULE:") {
            let value = trimmed.uppercased().hasPrefix("RRULE:") ? String(trimmed.dropFirst(6)) : trimmed
            return RecurrenceRule(rrule: value).map(TaskRepeat.rule)
                ?? .custom(CustomRepeat(.iCalendar, value))
        }
        let until = trimmed.lowercased().range(of: "until ").map { String(trimmed[$0.upperBound...]) }
        let firstWeekday =
            until.map(DeadlineParser.dependsOnFirstWeekday) == true
            ? try SettingsLoader.load(option: settings.config).app.firstWeekday ?? .monday : .monday
        return .rule(try RecurrencePhrase.parse(trimmed, today: today, firstWeekday: firstWeekday))
    }

    /// ", every 2 weeks" for a task that repeats, else nothing: what `ike add` and `ike edit` print after
    /// the deadline.
    static func suffix(_ item: TodoItem) -> String {
        item.repeats.map { ", " + $0.words } ?? ""
    }
}
