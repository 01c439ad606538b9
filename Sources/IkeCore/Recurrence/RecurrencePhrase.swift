/// Reads the repeat phrases people type ("every 3 days", "every weekday", "every 2 weeks on mon, thu",
/// "every month on the 15th", "every last fri", "every year", "every 3 days after done", with an optional
/// "until 31 dec" or "10 times") into a `RecurrenceRule`; the form, quick add and the command line share it.
/// "every" may be left out ("2 weeks", "mon, thu"), and one word may say it all ("weekly", "biweekly").
public enum RecurrencePhrase {
    /// What a phrase that cannot be read says, with the forms that can.
    public static let examples =
        "every day, every weekday, every 2 weeks, every mon, thu, every month on the 15th, every last fri, "
        + "every year, every 3 days after done"

    /// The rule `text` names, counting an "until" date from `today` (weeks from `firstWeekday`).
    public static func parse(
        _ text: String, today: LocalDate, firstWeekday: Weekday = .monday
    ) throws(RecurrencePhraseError) -> RecurrenceRule {
        var words = text.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init)
            .filter { $0 != "and" && $0 != "&" }
        guard !words.isEmpty else { throw .unreadable(text) }
        var end: RecurrenceRule.End?
        if let until = words.firstIndex(of: "until") {
            let dateText = words[(until + 1)...].joined(separator: " ")
            guard !dateText.isEmpty,
                let date = try? DeadlineParser(today: today, firstWeekday: firstWeekday).parse(dateText)
            else { throw .badEnd(text, "“until” needs a date, e.g. until 31 dec") }
            end = .until(date)
            words.removeSubrange(until...)
        } else if let last = words.last, last == "times" || last == "time" {
            guard words.count >= 2, let count = DeadlineVocabulary.number(Substring(words[words.count - 2])),
                count >= 1
            else { throw .badEnd(text, "say how many times, e.g. 10 times") }
            end = .count(min(count, 1_000_000))
            words.removeLast(2)
            if words.last == "for" { words.removeLast() }
        }
        // After the end, as the rule's words put it: "every 3 days after done, 5 times".
        var anchor = RecurrenceRule.Anchor.schedule
        for ending in [
            ["after", "done"], ["after", "completion"], ["after", "completed"], ["after", "it's", "done"],
        ]
        where words.count > ending.count && Array(words.suffix(ending.count)) == ending {
            anchor = .completion
            words.removeLast(ending.count)
        }
        var reading = Reading(text: text, words: words)
        let rule = try reading.rule(end: end, anchor: anchor)
        // Every word must be part of the rule: "every weekday due:mon" is not "every weekday".
        guard reading.current == nil else { throw .unreadable(text) }
        return rule
    }
}

/// Why a repeat phrase could not be read; the message quotes the phrase as typed.
public enum RecurrencePhraseError: Error, Hashable, Sendable, CustomStringConvertible {
    case unreadable(String)
    case invalid(String, String)
    case badEnd(String, String)
    /// The text holds a control or invisible character (`CustomRepeat.hiddenCharacter`).
    case hiddenCharacter(String, Unicode.Scalar)

    /// Throws `hiddenCharacter` when `text` holds a control or invisible character.
    public static func checkShown(_ text: String) throws(RecurrencePhraseError) {
        if let scalar = CustomRepeat.hiddenCharacter(in: text) { throw .hiddenCharacter(text, scalar) }
    }

    public var description: String { message }

    /// The sentence shown beside the field or printed by the command line.
    public var message: String {
        switch self {
        case .unreadable(let text):
            "could not read “\(text)” as a repeat (try \(RecurrencePhrase.examples))"
        case .invalid(let text, let why), .badEnd(let text, let why):
            "could not read “\(text)” as a repeat: \(why)"
        case .hiddenCharacter(let text, let scalar):
            "a repeat rule cannot hold control or invisible characters: “\(TagError.visible(text))” holds "
                + TagError.codePoint(scalar)
        }
    }
}

/// One phrase's words after the anchor and the end are taken off.
private struct Reading {
    let text: String
    var words: [String]
    var index = 0

    static let units: [String: RecurrenceRule.Frequency] = [
        "day": .daily, "days": .daily, "week": .weekly, "weeks": .weekly, "month": .monthly,
        "months": .monthly, "year": .yearly, "years": .yearly,
    ]
    /// One word for a whole rule: its frequency and interval.
    static let shortcuts: [String: (RecurrenceRule.Frequency, Int)] = [
        "daily": (.daily, 1), "weekly": (.weekly, 1), "monthly": (.monthly, 1), "yearly": (.yearly, 1),
        "annually": (.yearly, 1), "biweekly": (.weekly, 2), "fortnightly": (.weekly, 2),
        "quarterly": (.monthly, 3),
    ]
    static let ordinals: [String: Int] = [
        "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5,
        "5th": 5, "last": -1,
    ]

    var current: String? { index < words.count ? words[index] : nil }

    mutating func take(_ word: String) -> Bool {
        guard current == word else { return false }
        index += 1
        return true
    }

    mutating func rule(
        end: RecurrenceRule.End?, anchor: RecurrenceRule.Anchor
    ) throws(RecurrencePhraseError) -> RecurrenceRule {
        guard let first = current else { throw .unreadable(text) }
        if let (frequency, interval) = Self.shortcuts[first] {
            index += 1
            return try finish(frequency, interval: interval, end: end, anchor: anchor)
        }
        // "every" is understood: "2 weeks", "mon, thu" and "weekday" read as "every 2 weeks" … do.
        _ = take("every") || take("each")
        var interval = 1
        let following = index + 1 < words.count ? words[index + 1] : ""
        if take("other") {
            interval = 2
        } else if let word = current, let ordinal = Self.ordinals[word], ordinal >= 2,
            Self.units[following] != nil
        {
            // "every second day", "every 3rd week": an interval, as "every 2 days" says it.
            interval = ordinal
            index += 1
        } else if let word = current,
            word.first == "-" || word.first == "+" || word.allSatisfy(\.isASCIIDigit)
        {
            guard let number = DeadlineVocabulary.number(Substring(word.drop { $0 == "+" })) else {
                throw .invalid(text, "the interval must be a whole number of at least 1")
            }
            guard number >= 1 else { throw .invalid(text, "the interval must be at least 1") }
            interval = number
            index += 1
        }
        guard let word = current else { throw .unreadable(text) }
        if let frequency = Self.units[word] {
            index += 1
            return try finish(frequency, interval: interval, end: end, anchor: anchor)
        }
        guard interval == 1 else { throw .unreadable(text) }
        if word == "weekday" || word == "weekdays" {
            index += 1
            return try make(
                .weekly,
                weekdays: Weekday.allCases.filter(RecurrenceRule.workWeek.contains).map { .init($0) },
                end: end, anchor: anchor)
        }
        if word == "weekend" || word == "weekends" {
            index += 1
            return try make(.weekly, weekdays: [.init(.saturday), .init(.sunday)], end: end, anchor: anchor)
        }
        if DeadlineVocabulary.weekdays[word] != nil {
            return try make(.weekly, weekdays: try weekdayList(ordinal: nil), end: end, anchor: anchor)
        }
        // "every last fri", "every 2nd tue", "every 15th", "every last day": monthly.
        return try finish(.monthly, interval: 1, end: end, anchor: anchor, daysWithoutOn: true)
    }

    /// The rest after the unit: nothing, or `on` and the days of the period.
    mutating func finish(
        _ frequency: RecurrenceRule.Frequency, interval: Int, end: RecurrenceRule.End?,
        anchor: RecurrenceRule.Anchor, daysWithoutOn: Bool = false
    ) throws(RecurrencePhraseError) -> RecurrenceRule {
        guard daysWithoutOn || take("on") || take("every") else {
            guard current == nil else { throw .unreadable(text) }
            return try make(frequency, interval: interval, end: end, anchor: anchor)
        }
        _ = take("the")
        switch frequency {
        case .weekly:
            return try make(
                .weekly, interval: interval, weekdays: try weekdayList(ordinal: nil), end: end, anchor: anchor
            )
        case .monthly:
            var monthDays: [Int] = []
            var weekdays: [RecurrenceRule.WeekdayEntry] = []
            while current != nil {
                _ = take("the")
                guard let word = current else { break }
                // "2nd" is an ordinal before a weekday or "day" ("the 2nd tue"), else a day of the month.
                let following = index + 1 < words.count ? words[index + 1] : ""
                if let ordinal = Self.ordinals[word],
                    following == "day" || DeadlineVocabulary.weekdays[following] != nil
                {
                    index += 1
                    if take("day") {
                        monthDays.append(ordinal)
                    } else {
                        weekdays += try weekdayList(ordinal: ordinal, single: true)
                    }
                } else if let day = DeadlineVocabulary.dayOfMonth(word), (1...31).contains(day) {
                    monthDays.append(day)
                    index += 1
                } else {
                    throw .unreadable(text)
                }
            }
            guard !monthDays.isEmpty || !weekdays.isEmpty else { throw .unreadable(text) }
            if !monthDays.isEmpty && !weekdays.isEmpty {
                throw .invalid(text, "name days of the month or weekdays, not both")
            }
            return try make(
                .monthly, interval: interval, weekdays: weekdays, monthDays: monthDays, end: end,
                anchor: anchor)
        case .daily, .yearly:
            throw .invalid(text, "only weekly and monthly repeats name days")
        }
    }

    /// Weekday names up to the end (one only when `single`), each with `ordinal`.
    mutating func weekdayList(
        ordinal: Int?, single: Bool = false
    ) throws(RecurrencePhraseError) -> [RecurrenceRule.WeekdayEntry] {
        var entries: [RecurrenceRule.WeekdayEntry] = []
        while let word = current, let weekday = DeadlineVocabulary.weekdays[word] {
            if !entries.contains(where: { $0.weekday == weekday }) {
                entries.append(.init(weekday, ordinal: ordinal))
            }
            index += 1
            if single { break }
        }
        guard !entries.isEmpty, single || current == nil else {
            throw .invalid(text, "“\(current ?? "")” is not a weekday")
        }
        return entries
    }

    func make(
        _ frequency: RecurrenceRule.Frequency, interval: Int = 1,
        weekdays: [RecurrenceRule.WeekdayEntry] = [],
        monthDays: [Int] = [], end: RecurrenceRule.End?, anchor: RecurrenceRule.Anchor
    ) throws(RecurrencePhraseError) -> RecurrenceRule {
        guard
            let rule = RecurrenceRule(
                frequency, interval: interval, weekdays: weekdays, monthDays: monthDays, end: end,
                anchor: anchor)
        else {
            let problem =
                RecurrenceRule.problem(
                    frequency, interval: interval, weekdays: weekdays, monthDays: monthDays, end: end,
                    anchor: anchor)
                ?? "not a repeat ike can follow"
            throw .invalid(text, problem)
        }
        return rule
    }
}
