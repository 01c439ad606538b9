/// The words the parser knows, all lowercase.
enum DeadlineVocabulary {
    enum Unit { case day, week, month, year }

    static let relativeDays = [
        "today": 0, "tomorrow": 1, "tmr": 1, "tmrw": 1, "tom": 1, "yesterday": -1,
    ]

    static let units: [String: Unit] = [
        "d": .day, "day": .day, "days": .day,
        "w": .week, "wk": .week, "wks": .week, "week": .week, "weeks": .week,
        "m": .month, "mo": .month, "month": .month, "months": .month,
        "y": .year, "yr": .year, "yrs": .year, "year": .year, "years": .year,
    ]

    static let weekdays: [String: Weekday] = {
        var table: [String: Weekday] = ["tues": .tuesday, "thur": .thursday, "thurs": .thursday]
        for weekday in Weekday.allCases {
            table[weekday.name.lowercased()] = weekday
            table[weekday.shortName.lowercased()] = weekday
        }
        return table
    }()

    static let months: [String: Int] = {
        var table = ["sept": 9]
        for (index, name) in LocalDate.monthNames.enumerated() {
            table[name.lowercased()] = index + 1
            table[String(name.prefix(3)).lowercased()] = index + 1
        }
        return table
    }()

    /// ASCII digits as a number; too many digits give `Int.max`, which every caller rejects as too far.
    static func number(_ digits: Substring) -> Int? {
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(digits) ?? Int.max
    }

    /// A day of the month as typed: digits with an optional ordinal ending ("27", "27th", "1st").
    static func dayOfMonth(_ word: String) -> Int? {
        let digits = word.prefix { $0.isASCIIDigit }
        let ending = word.dropFirst(digits.count)
        guard ending.isEmpty || ["st", "nd", "rd", "th"].contains(ending) else { return nil }
        return number(digits)
    }
}

extension Character {
    /// 0–9 only: `isNumber` alone admits other scripts' digits and fractions.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
