/// The calendar forms: `2026-12-01`, `1 dec`, `dec 1 2027`, with the error that says why a date does not exist.
extension DeadlineReading {
    /// `2026-12-01`, strictly four-two-two digits, explaining dates that do not exist.
    func isoDate() throws(DeadlineParseError) -> LocalDate {
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
    func dayAndMonth() throws(DeadlineParseError) -> LocalDate {
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
    func calendarDate(_ word: [String], _ shown: [String]) throws(DeadlineParseError) -> LocalDate {
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
    func example(month: Int, year: Int? = nil) -> String {
        let name = String(LocalDate.monthNames[month - 1].prefix(3))
        guard let year, LocalDate.supportedYears.contains(year) else { return "27 \(name)" }
        let digits = String(year)
        return "27 \(name) " + String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// The first `day` `month` on or after today (so "1 jan" in November is next year's).
    func nextOccurrence(month: Int, day: Int) throws(DeadlineParseError) -> LocalDate {
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
    func exactDate(year: Int, month: Int, day: Int) throws(DeadlineParseError) -> LocalDate {
        guard year >= 1 else { throw .invalid(input, "there is no year 0") }
        guard day >= 1 else { throw .invalid(input, "there is no day 0") }
        guard let date = LocalDate(year: year, month: month, day: day) else {
            let name = LocalDate.monthNames[month - 1]
            throw .invalid(input, "\(name) \(year) has \(LocalDate.daysIn(month: month, year: year)) days")
        }
        return date
    }
}
