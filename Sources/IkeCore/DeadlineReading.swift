/// One parse of one input: the words and the helpers that turn them into a date or a precise error.
struct DeadlineReading {
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
    func signedOffset() throws(DeadlineParseError) -> LocalDate {
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
    func inPhrase() throws(DeadlineParseError) -> LocalDate {
        guard words.count <= 3 else { throw .unreadable(input) }
        return try amountAndUnit(Array(original.dropFirst()), after: "“in”, e.g. in 3 days")
    }

    /// A count and a unit, glued (`3d`) or apart (`3 days`), with `a`/`an` meaning one.
    func amountAndUnit(
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
    func nextPhrase() throws(DeadlineParseError) -> LocalDate {
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
    func thisPhrase() throws(DeadlineParseError) -> LocalDate {
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
    func comingDay(_ weekday: Weekday) throws(DeadlineParseError) -> LocalDate {
        let ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
        return try shifted(by: ahead == 0 ? 7 : ahead, .day)
    }

    /// Today moved by `amount` units, refusing anything outside the supported years instead of overflowing.
    func shifted(
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
}
