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
        return try Reading(input: input, original: original, today: today, firstWeekday: firstWeekday).date()
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
            let date = try Reading(input: input, original: words, today: today, firstWeekday: firstWeekday)
                .date()
            return Deadline(date: date)
        }
        guard !dateWords.isEmpty else { return Deadline(date: today, time: time) }
        let date = try Reading(input: input, original: dateWords, today: today, firstWeekday: firstWeekday)
            .date()
        return Deadline(date: date, time: time)
    }
}

/// One parse of one input: the words and the helpers that turn them into a date or a precise error.
private struct Reading {
    let input: String
    let original: [String]
    let words: [String]
    let today: LocalDate
    let firstWeekday: Weekday

    init(input: String, original: [String], today: LocalDate, firstWeekday: Weekday) {
        self.input = input
        self.original = original
        self.words = original.map { $0.lowercased() }
        self.today = today
        self.firstWeekday = firstWeekday
    }

    func date() throws(DeadlineParseError) -> LocalDate {
        guard let first = words.first else { throw .unreadable(input) }
        if words.count == 1, let days = DeadlineVocabulary.relativeDays[first] {
            return try shifted(by: days, .day)
        }
        if first.hasPrefix("+") || first.hasPrefix("-") { return try signedOffset() }
        switch first {
        case "in": return try inPhrase()
        case "next": return try nextPhrase()
        case "this": return try thisPhrase()
        default: break
        }
        if words.count == 1, let weekday = DeadlineVocabulary.weekdays[first] {
            return try comingDay(weekday)
        }
        if words.count == 1, first.contains("-"), first.allSatisfy({ $0 == "-" || $0.isASCIIDigit }) {
            return try isoDate()
        }
        return try dayAndMonth()
    }

    // MARK: Relative forms

    /// `+3d`, `-2w`, `+1m`, `+1y`, `+3` (days); spaces after the sign are allowed (`+ 3 d`).
    private func signedOffset() throws(DeadlineParseError) -> LocalDate {
        let text = original.joined()
        let sign = text.first == "-" ? -1 : 1
        let body = text.dropFirst()
        let digits = body.prefix { $0.isASCIIDigit }
        guard let amount = DeadlineVocabulary.number(digits) else {
            let example = sign < 0 ? "-3d" : "+3d"
            throw .invalid(input, "expected a number after “\(example.prefix(1))”, e.g. \(example)")
        }
        let unitText = body.dropFirst(digits.count)
        if unitText.isEmpty { return try shifted(by: sign * amount, .day) }
        guard let unit = DeadlineVocabulary.units[unitText.lowercased()] else {
            throw .unknownUnit(input, String(unitText), accepted: "d, w, m or y")
        }
        return try shifted(by: sign * amount, unit)
    }

    /// `in 3 days`, `in 1 week`, `in 3d`, `in a month`.
    private func inPhrase() throws(DeadlineParseError) -> LocalDate {
        guard words.count <= 3 else { throw .unreadable(input) }
        return try amountAndUnit(Array(original.dropFirst()), after: "“in”, e.g. in 3 days")
    }

    /// A count and a unit, glued (`3d`) or apart (`3 days`), with `a`/`an` meaning one.
    private func amountAndUnit(
        _ parts: [String], after context: String
    ) throws(DeadlineParseError) -> LocalDate {
        let joined = parts.joined()
        let digits = joined.prefix { $0.isASCIIDigit }
        var amount = DeadlineVocabulary.number(digits)
        var unitText = joined.dropFirst(digits.count)
        if amount == nil, parts.count == 2, ["a", "an"].contains(parts[0].lowercased()) {
            amount = 1
            unitText = Substring(parts[1])
        }
        guard let amount else { throw .invalid(input, "expected a number after \(context)") }
        if unitText.isEmpty { return try shifted(by: amount, .day) }
        guard let unit = DeadlineVocabulary.units[unitText.lowercased()] else {
            throw .unknownUnit(input, String(unitText), accepted: "days, weeks, months or years")
        }
        return try shifted(by: amount, unit)
    }

    // The rules for weekdays and periods are settled in Docs/Decisions.md (2026-11-25): weeks run Monday
    // to Sunday unless the settings' first_weekday says otherwise, a bare weekday is never today, "this"
    // may be today, "next" names the following period.

    /// `next fri` (the Friday of next week), `next week` (its first day), `next month` (its 1st), `next
    /// year` (1 January): always a day of the week, month or year after the current one.
    private func nextPhrase() throws(DeadlineParseError) -> LocalDate {
        guard words.count == 2 else {
            if words.count == 1 { throw .invalid(input, "say what comes next, e.g. next fri or next week") }
            throw .unreadable(input)
        }
        let daysToNextWeek = today.days(until: today.startOfWeek(on: firstWeekday).adding(days: 7))
        switch words[1] {
        case "week": return try shifted(by: daysToNextWeek, .day)
        case "month": return try shifted(by: 1, .month).startOfMonth
        case "year": return LocalDate(year: try shifted(by: 1, .year).year, month: 1, day: 1)!
        default:
            guard let weekday = DeadlineVocabulary.weekdays[words[1]] else {
                throw .invalid(input, "“\(original[1])” is not a weekday")
            }
            return try shifted(by: daysToNextWeek + (weekday.rawValue - firstWeekday.rawValue + 7) % 7, .day)
        }
    }

    /// `this fri` (today on a Friday, this week's while it is ahead, next week's once it has passed),
    /// `this week` (its last day: Sunday, or the day before `firstWeekday`), `this month` (its last day),
    /// `this year` (31 December).
    private func thisPhrase() throws(DeadlineParseError) -> LocalDate {
        guard words.count == 2 else {
            if words.count == 1 { throw .invalid(input, "say which day, e.g. this fri") }
            throw .unreadable(input)
        }
        switch words[1] {
        case "week": return try shifted(by: today.days(until: today.endOfWeek(on: firstWeekday)), .day)
        case "month": return today.endOfMonth
        case "year": return LocalDate(year: today.year, month: 12, day: 31)!
        default:
            guard let weekday = DeadlineVocabulary.weekdays[words[1]] else {
                throw .invalid(input, "“\(original[1])” is not a weekday")
            }
            return try shifted(by: (weekday.rawValue - today.weekday.rawValue + 7) % 7, .day)
        }
    }

    /// The next `weekday` strictly after today, so on a Friday "fri" means a week ahead.
    private func comingDay(_ weekday: Weekday) throws(DeadlineParseError) -> LocalDate {
        let ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
        return try shifted(by: ahead == 0 ? 7 : ahead, .day)
    }

    /// Today moved by `amount` units, refusing anything outside the supported years instead of overflowing.
    private func shifted(
        by amount: Int, _ unit: DeadlineVocabulary.Unit
    ) throws(DeadlineParseError) -> LocalDate {
        let first = LocalDate(year: 1, month: 1, day: 1)!
        let last = LocalDate(year: 9999, month: 12, day: 31)!
        switch unit {
        case .day, .week:
            let (days, overflow) = amount.multipliedReportingOverflow(by: unit == .week ? 7 : 1)
            let (target, overflowAgain) = today.daysSinceEpoch.addingReportingOverflow(days)
            guard !overflow, !overflowAgain, (first.daysSinceEpoch...last.daysSinceEpoch).contains(target)
            else { throw .tooFar(input) }
            return LocalDate(daysSinceEpoch: target)
        case .month, .year:
            let (months, overflow) = amount.multipliedReportingOverflow(by: unit == .year ? 12 : 1)
            let (target, overflowAgain) = (today.year * 12 + today.month - 1).addingReportingOverflow(months)
            guard !overflow, !overflowAgain, (12...(9999 * 12 + 11)).contains(target) else {
                throw .tooFar(input)
            }
            return today.adding(months: months)
        }
    }

    // MARK: Calendar forms

    /// `2026-12-01`, strictly four-two-two digits, explaining dates that do not exist.
    private func isoDate() throws(DeadlineParseError) -> LocalDate {
        let parts = words[0].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.map(\.count) == [4, 2, 2] else {
            throw .invalid(input, "write dates as YYYY-MM-DD, e.g. 2026-12-01")
        }
        guard let month = Int(parts[1]), (1...12).contains(month) else {
            throw .invalid(input, "there is no month \(Int(parts[1]) ?? 0)")
        }
        return try exactDate(year: Int(parts[0])!, month: month, day: Int(parts[2])!)
    }

    /// `27 nov`, `nov 27`, `dec 1 2027`, `1 dec 2027`, optionally led by a weekday (`Fri 27 Nov`).
    private func dayAndMonth() throws(DeadlineParseError) -> LocalDate {
        // Accepting a leading weekday lets people retype what the app shows (`shortDescription`).
        guard words.count >= 3, let stated = DeadlineVocabulary.weekdays[words[0]] else {
            return try calendarDate(words, original)
        }
        let date = try calendarDate(Array(words.dropFirst()), Array(original.dropFirst()))
        guard date.weekday == stated else {
            let actual = "\(date.day) \(date.monthName) \(date.year) is a \(date.weekday.name)"
            throw .invalid(input, "\(actual), not a \(stated.name)")
        }
        return date
    }

    /// A day and a month in either order, with an optional four-digit year; `shown` keeps the typed case.
    private func calendarDate(_ word: [String], _ shown: [String]) throws(DeadlineParseError) -> LocalDate {
        guard (1...3).contains(word.count) else { throw .unreadable(input) }
        let month: Int
        let day: Int
        if word.count >= 2, let number = DeadlineVocabulary.dayOfMonth(word[0]) {
            if word.count == 2, DeadlineVocabulary.units[word[1]] != nil {
                return try amountAndUnit(shown, after: "“in”, e.g. in 3 days")
            }
            guard let named = DeadlineVocabulary.months[word[1]] else {
                if word.count == 2 { throw .invalid(input, "“\(shown[1])” is not a month") }
                throw .unreadable(input)
            }
            (month, day) = (named, number)
        } else if let named = DeadlineVocabulary.months[word[0]] {
            guard word.count >= 2 else {
                throw .invalid(input, "give a day too, e.g. \(example(month: named))")
            }
            // Four bare digits after a month are a year ("nov 2027"); "11th" is four characters but a day.
            if word.count == 2, word[1].count == 4, word[1].allSatisfy(\.isASCIIDigit) {
                let year = DeadlineVocabulary.number(word[1][...])
                throw .invalid(input, "give a day too, e.g. \(example(month: named, year: year))")
            }
            guard let number = DeadlineVocabulary.dayOfMonth(word[1]) else {
                throw .invalid(input, "“\(shown[1])” is not a day of the month")
            }
            (month, day) = (named, number)
        } else {
            throw .unreadable(input)
        }
        guard word.count == 3 else { return try nextOccurrence(month: month, day: day) }
        guard word[2].count == 4, let year = DeadlineVocabulary.number(word[2][...]) else {
            throw .invalid(input, "“\(shown[2])” is not a year (write all four digits, e.g. 2027)")
        }
        return try exactDate(year: year, month: month, day: day)
    }

    /// A date to show in a hint, written by the parser from values it understood (never the input's words,
    /// which is how "dec 11th" once got "e.g. dec 27 11th").
    private func example(month: Int, year: Int? = nil) -> String {
        let name = String(LocalDate.monthNames[month - 1].prefix(3))
        guard let year, LocalDate.supportedYears.contains(year) else { return "27 \(name)" }
        let digits = String(year)
        return "27 \(name) " + String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// The first `day` `month` on or after today (so "1 jan" in November is next year's).
    private func nextOccurrence(month: Int, day: Int) throws(DeadlineParseError) -> LocalDate {
        let name = LocalDate.monthNames[month - 1]
        let most = LocalDate.daysIn(month: month, year: 2000)
        guard day >= 1 else { throw .invalid(input, "there is no day 0") }
        guard day <= most else {
            throw .invalid(input, month == 2 ? "February has at most 29 days" : "\(name) has \(most) days")
        }
        // 29 February may be up to eight years away (2096 → 2104), so keep looking rather than guess.
        for year in today.year...LocalDate.supportedYears.upperBound {
            if let date = LocalDate(year: year, month: month, day: day), date >= today { return date }
        }
        throw .tooFar(input)
    }

    /// Exactly this date, or an error that says why it does not exist.
    private func exactDate(year: Int, month: Int, day: Int) throws(DeadlineParseError) -> LocalDate {
        guard year >= 1 else { throw .invalid(input, "there is no year 0") }
        guard day >= 1 else { throw .invalid(input, "there is no day 0") }
        guard let date = LocalDate(year: year, month: month, day: day) else {
            let name = LocalDate.monthNames[month - 1]
            throw .invalid(input, "\(name) \(year) has \(LocalDate.daysIn(month: month, year: year)) days")
        }
        return date
    }
}
