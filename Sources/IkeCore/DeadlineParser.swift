/// Reads the deadlines people type ("tomorrow", "next fri", "+3d", "27 nov", "2026-12-01") from a today.
public struct DeadlineParser: Sendable {
    /// The date that "today", "fri" and "+3d" count from.
    public let today: LocalDate
    /// The day weeks start on (`first_weekday` in the settings file), for "next week", "next fri" and
    /// "this week".
    public let firstWeekday: Weekday

    /// A parser that counts from `today`, injected so results do not depend on the clock.
    public init(today: LocalDate, firstWeekday: Weekday = .monday) {
        self.today = today
        self.firstWeekday = firstWeekday
    }

    /// Whether `text` is one of the phrases counted in weeks, whose date the first weekday moves: "next
    /// week", "this week" and "next DAY" ("this fri" is the coming Friday whatever day weeks start on).
    public static func dependsOnFirstWeekday(_ text: String) -> Bool {
        var words = text.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init)
        if let split = try? TimeOfDayPhrase.split(words, input: text) { words = split.dateWords }
        guard words.count == 2 else { return false }
        if words[1] == "week" { return words[0] == "next" || words[0] == "this" }
        return words[0] == "next" && DeadlineVocabulary.weekdays[String(words[1])] != nil
    }

    /// The date `text` names, `nil` for blank text (no deadline), or an error saying what was not understood.
    ///
    /// Case is ignored and spaces are trimmed and collapsed; the error quotes the input as typed.
    public func parse(_ text: String) throws(DeadlineParseError) -> LocalDate? {
        let input = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !input.isEmpty else { return nil }
        // Commas only separate ("nov 27, 2027"); the original case is kept to quote words back in errors.
        let original = input.split { $0 == " " || $0 == "," }.map(String.init)
        return try DeadlineReading(input: input, original: original, today: today, firstWeekday: firstWeekday)
            .date()
    }

    /// The deadline `text` names, with a time of day when it ends in one (`fri 15:00`, `tomorrow 9am`,
    /// `2026-12-01 08:30`, `today at 17:30`); `nil` for blank text.
    ///
    /// A time typed alone (`9pm`, `15:00`) is today's, even when it has passed: the result never depends
    /// on the clock's minute, and the preview shows the day (Docs/Decisions.md, 2026-11-25 · Deadlines
    /// with a time). The date part reads as `parse` reads it; errors quote the whole input.
    public func parseDeadline(_ text: String) throws(DeadlineParseError) -> Deadline? {
        let input = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !input.isEmpty else { return nil }
        let words = input.split { $0 == " " || $0 == "," }.map(String.init)
        guard let (dateWords, time) = try TimeOfDayPhrase.split(words, input: input) else {
            let date = try DeadlineReading(
                input: input, original: words, today: today, firstWeekday: firstWeekday
            )
            .date()
            return Deadline(date: date)
        }
        guard !dateWords.isEmpty else { return Deadline(date: today, time: time) }
        let date = try DeadlineReading(
            input: input, original: dateWords, today: today, firstWeekday: firstWeekday
        )
        .date()
        return Deadline(date: date, time: time)
    }
}
