extension RecurrenceRule {
    /// The rule in the words `RecurrencePhrase` reads ("every 2 weeks on Mon, Thu", "every month on the last
    /// Fri", "every 3 days after done, 10 times"): what the form and the rows show, and what reads back as
    /// this same rule.
    public var words: String {
        var text = "every "
        let unit: String
        switch frequency {
        case .daily: unit = "day"
        case .weekly: unit = "week"
        case .monthly: unit = "month"
        case .yearly: unit = "year"
        }
        let plainWeekdays = weekdays.allSatisfy { $0.ordinal == nil }
        if frequency == .weekly, interval == 1, plainWeekdays, Set(weekdays.map(\.weekday)) == Self.workWeek,
            weekdays.count == 5
        {
            text += "weekday"
        } else {
            text += interval == 1 ? unit : "\(interval) \(unit)s"
            if !weekdays.isEmpty {
                text += " on " + (frequency == .monthly ? "the " : "")
                text += weekdays.map { entry in
                    (entry.ordinal.map { Self.ordinalWord($0) + " " } ?? "") + entry.weekday.shortName
                }.joined(separator: ", ")
            }
            if !monthDays.isEmpty {
                text +=
                    " on the "
                    + monthDays.map { $0 == -1 ? "last day" : Self.ordinalDay($0) }.joined(
                        separator: ", ")
            }
        }
        if anchor == .completion { text += " after done" }
        switch end {
        case .count(let count): text += ", \(count) \(count == 1 ? "time" : "times")"
        case .until(let date): text += " until \(date.day) \(date.shortMonthName) \(date.year)"
        case nil: break
        }
        return text
    }

    static let workWeek: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]

    /// "first" … "fifth", "last"; other negative ordinals as RRULE writes them, which the phrase cannot
    /// say (such a rule shows, but is edited as its RRULE).
    private static func ordinalWord(_ ordinal: Int) -> String {
        switch ordinal {
        case 1: "first"
        case 2: "second"
        case 3: "third"
        case 4: "fourth"
        case 5: "fifth"
        case -1: "last"
        default: "\(ordinal)"
        }
    }

    /// "1st", "2nd", "3rd", "15th", "22nd"; days counted from the month's end as "-2".
    private static func ordinalDay(_ day: Int) -> String {
        guard day > 0 else { return "\(day)" }
        let suffix: String
        switch (day % 10, day % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(day)\(suffix)"
    }
}
