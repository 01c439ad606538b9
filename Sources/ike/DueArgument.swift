import IkeCore

/// Reads a `--due` phrase as the app does, weeks starting on the settings file's `first_weekday`; the file
/// is read only for the phrases that day changes ("next week", "next fri", "this week"), so `ike add
/// --due fri` reads no file and cannot be stopped by one.
enum DueArgument {
    /// The date `text` names on `today`, or `nil` for blank text.
    static func parse(_ text: String, today: LocalDate, settings: SettingsOption) throws -> LocalDate? {
        let firstWeekday =
            DeadlineParser.dependsOnFirstWeekday(text)
            ? try SettingsLoader.load(option: settings.config).app.firstWeekday ?? .monday : .monday
        return try DeadlineParser(today: today, firstWeekday: firstWeekday).parse(text)
    }
}
