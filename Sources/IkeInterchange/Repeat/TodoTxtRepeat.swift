import IkeCore

/// The todo.txt `rec:` word of topydo and Simpletask: `rec:1w` comes back a week after it was done,
/// `rec:+1m` a month after its previous due date (strict); units `d` `w` `m` `y`, and `b` (business
/// days), which ike does not model and keeps as text. A rule `rec:` cannot say (weekdays, days of the
/// month, an end) is written as ike's `rrule:` word instead: the RRULE value, with `;FROM=COMPLETION` for
/// after done; other apps keep it as an unknown `key:value` word.
enum TodoTxtRepeat {
    /// The repeat a `rec:` value names (without `rec:`); anything ike cannot follow is kept as text.
    static func read(rec value: String) -> TaskRepeat {
        var text = Substring(value)
        let strict = text.first == "+"
        if strict { text = text.dropFirst() }
        guard let unit = text.last, let frequency = frequency(unit), text.count >= 2, text.count <= 7,
            text.dropLast().allSatisfy { $0.isASCII && $0.isNumber }, let interval = Int(text.dropLast()),
            let rule = RecurrenceRule(
                frequency, interval: interval, anchor: strict ? .schedule : .completion)
        else {
            return .custom(CustomRepeat(.todoTxt, value))
        }
        return .rule(rule)
    }

    /// The repeat of an `rrule:` word's value (ike's own, see the type's summary).
    static func read(rrule value: String) -> TaskRepeat {
        ICalendarRepeat.read(rrule: value, from: nil)
    }

    /// The word that says `repeats` on a line: `rec:…` when it can, else `rrule:…`; `nil` for a rule kept
    /// in Taskwarrior's syntax, which todo.txt has no word for.
    static func word(_ repeats: TaskRepeat) -> String? {
        switch repeats {
        case .rule(let rule):
            if rule.weekdays.isEmpty, rule.monthDays.isEmpty, rule.end == nil {
                let unit: String
                switch rule.frequency {
                case .daily: unit = "d"
                case .weekly: unit = "w"
                case .monthly: unit = "m"
                case .yearly: unit = "y"
                }
                return "rec:" + (rule.anchor == .schedule ? "+" : "") + "\(rule.interval)" + unit
            }
            return "rrule:" + rule.rrule + (rule.anchor == .completion ? ";FROM=COMPLETION" : "")
        case .custom(let custom):
            // A space would end the word; such a text (an RRULE written with spaces) is not carried.
            guard !custom.text.contains(where: \.isWhitespace) else { return nil }
            switch custom.syntax {
            case .todoTxt: return "rec:" + custom.text
            case .iCalendar: return "rrule:" + custom.text
            case .taskwarrior: return nil
            }
        }
    }

    private static func frequency(_ unit: Character) -> RecurrenceRule.Frequency? {
        switch unit {
        case "d": .daily
        case "w": .weekly
        case "m": .monthly
        case "y": .yearly
        default: nil
        }
    }
}
