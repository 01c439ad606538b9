extension RecurrenceRule {
    /// The two-letter weekday names of RRULE's BYDAY, Monday first.
    static let rruleWeekdays = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]

    /// The rule an RRULE value names (`FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH`), or `nil` when it uses a part ike
    /// does not model (BYMONTH, BYSETPOS, BYHOUR…), repeats a part, or is not a valid rule: the caller then
    /// keeps the text as it is, so a rule from another app is never changed by being read.
    public init?(rrule text: String) {
        var frequency: Frequency?
        var interval = 1
        var weekdays: [WeekdayEntry] = []
        var monthDays: [Int] = []
        var end: End?
        var seen: Set<String> = []
        var weekStart = "MO"
        for part in text.split(separator: ";", omittingEmptySubsequences: true) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2 else { return nil }
            let name = pair[0].trimmingASCIISpaces.uppercased()
            let value = pair[1].trimmingASCIISpaces.uppercased()
            guard seen.insert(name).inserted, !value.isEmpty else { return nil }
            switch name {
            case "FREQ":
                guard let read = Frequency(rawValue: value) else { return nil }
                frequency = read
            case "INTERVAL":
                guard let read = Self.integer(value) else { return nil }
                interval = read
            case "COUNT":
                guard end == nil, let read = Self.integer(value) else { return nil }
                end = .count(read)
            case "UNTIL":
                guard end == nil, let date = Self.untilDate(value) else { return nil }
                end = .until(date)
            case "BYDAY":
                for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let entry = Self.weekdayEntry(item) else { return nil }
                    weekdays.append(entry)
                }
            case "BYMONTHDAY":
                for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let day = Self.integer(item, signed: true) else { return nil }
                    monthDays.append(day)
                }
            case "WKST":
                guard Self.rruleWeekdays.contains(value) else { return nil }
                weekStart = value
            default:
                return nil
            }
        }
        // Weeks counted from another day than Monday change which weeks "every 2 weeks on …" falls in; ike
        // counts from Monday, so such a rule stays text. With an interval of 1 every week counts anyway.
        if weekStart != "MO", interval != 1, frequency == .weekly { return nil }
        guard let frequency else { return nil }
        self.init(frequency, interval: interval, weekdays: weekdays, monthDays: monthDays, end: end)
    }

    /// The RRULE value of this rule, parts in RFC 5545's usual order; INTERVAL=1 is left out. The anchor
    /// is not an RRULE idea and is not in it.
    public var rrule: String {
        var parts = ["FREQ=\(frequency.rawValue)"]
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        if !weekdays.isEmpty {
            parts.append(
                "BYDAY="
                    + weekdays.map { entry in
                        (entry.ordinal.map(String.init) ?? "")
                            + Self.rruleWeekdays[entry.weekday.rawValue - 1]
                    }.joined(separator: ","))
        }
        if !monthDays.isEmpty {
            parts.append("BYMONTHDAY=" + monthDays.map(String.init).joined(separator: ","))
        }
        switch end {
        case .count(let count): parts.append("COUNT=\(count)")
        case .until(let date): parts.append("UNTIL=" + date.iso.filter { $0 != "-" })
        case nil: break
        }
        return parts.joined(separator: ";")
    }

    /// A BYDAY item: an optional signed ordinal and a two-letter weekday (`-1FR`, `2MO`, `TU`).
    private static func weekdayEntry(_ item: Substring) -> WeekdayEntry? {
        guard item.count >= 2, let index = rruleWeekdays.firstIndex(of: String(item.suffix(2))),
            let weekday = Weekday(rawValue: index + 1)
        else { return nil }
        let prefix = item.dropLast(2)
        if prefix.isEmpty { return WeekdayEntry(weekday) }
        guard let ordinal = integer(prefix, signed: true) else { return nil }
        return WeekdayEntry(weekday, ordinal: ordinal)
    }

    /// ASCII digits (with a sign when `signed`) as a number of at most six digits, so no value overflows.
    private static func integer(_ text: some StringProtocol, signed: Bool = false) -> Int? {
        var digits = Substring(text)
        var sign = 1
        if signed, let first = digits.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy(\.isASCIIDigit), let value = Int(digits)
        else { return nil }
        return sign * value
    }

    /// UNTIL as a date: `YYYYMMDD`, or a date-time whose date part is taken (deadlines are dates).
    private static func untilDate(_ value: String) -> LocalDate? {
        let datePart = value.prefix(8)
        guard datePart.count == 8, value.count == 8 || value.dropFirst(8).first == "T" else { return nil }
        let digits = Array(datePart)
        return LocalDate(
            iso: String(digits[0..<4]) + "-" + String(digits[4..<6]) + "-" + String(digits[6..<8]))
    }
}

extension Substring {
    /// Without spaces at either end (RRULE values from hand-written files sometimes carry them).
    fileprivate var trimmingASCIISpaces: Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
