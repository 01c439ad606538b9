extension RecurrenceRule {
    /// How many periods the search for a next date looks at before calling a series over: enough for
    /// "every 29 February" (8 years) and "every 31st" at any interval that can reach one, and a bound on a
    /// rule that can never occur again (the 30th of every twelfth month from a February).
    static let searchLimit = 4_000

    /// The deadline after `previous`, the `occurrence`th date of the series (counting from 1), when the
    /// task was done on `doneOn`; `nil` when the series is over (COUNT or UNTIL reached, or no date left
    /// before the year 10000).
    ///
    /// On schedule, the next date is the first one the rule gives after `previous`, counting periods from
    /// `previous`'s own (weeks from Monday, as RRULE's default WKST); a previous deadline that is not itself
    /// an occurrence (edited by hand) still leads to the rule's next date after it. After completion, it is
    /// `interval` periods after `doneOn` (a month after 31 January is 28 or 29 February).
    public func next(after previous: LocalDate, doneOn: LocalDate? = nil, occurrence: Int = 1) -> LocalDate? {
        if case .count(let count) = end, occurrence >= count { return nil }
        let candidate: LocalDate?
        switch anchor {
        case .completion: candidate = Self.step(doneOn ?? previous, frequency, by: interval)
        case .schedule: candidate = nextOnSchedule(after: previous)
        }
        guard let candidate, LocalDate.supportedYears.contains(candidate.year) else { return nil }
        if case .until(let last) = end, candidate > last { return nil }
        return candidate
    }

    /// The first date of a series starting on `day`: `day` itself when the rule allows it, else the rule's
    /// next date after it (a rule set on a task without a deadline gives it this one). `nil` when the rule
    /// has no date from `day` on.
    public func first(onOrAfter day: LocalDate) -> LocalDate? {
        if anchor == .completion || candidates(inPeriodOf: day, reference: day).contains(day) {
            if case .until(let last) = end, day > last { return nil }
            return day
        }
        return next(after: day, occurrence: 0)
    }

    private func nextOnSchedule(after previous: LocalDate) -> LocalDate? {
        var period = Self.periodStart(of: previous, frequency)
        if let found = candidates(inPeriodOf: period, reference: previous).first(where: { $0 > previous }) {
            return found
        }
        for _ in 0..<Self.searchLimit {
            period = Self.step(period, frequency, by: interval)
            guard period.year <= LocalDate.supportedYears.upperBound else { return nil }
            if let found = candidates(inPeriodOf: period, reference: previous).first(where: { $0 > previous })
            {
                return found
            }
        }
        return nil
    }

    /// The dates the rule gives in the period holding `day`, in order; `reference` (the series' previous
    /// date) supplies the weekday, day or date a rule without BYDAY or BYMONTHDAY repeats.
    func candidates(inPeriodOf day: LocalDate, reference: LocalDate) -> [LocalDate] {
        let start = Self.periodStart(of: day, frequency)
        switch frequency {
        case .daily:
            let dayMatches =
                (weekdays.isEmpty || weekdays.contains { $0.weekday == start.weekday })
                && (monthDays.isEmpty || monthDays.contains { Self.monthDay($0, of: start) == start })
            return dayMatches ? [start] : []
        case .weekly:
            let days = weekdays.isEmpty ? [reference.weekday] : weekdays.map(\.weekday)
            return Set(days.map { start.adding(days: $0.rawValue - 1) }).sorted()
        case .monthly:
            var dates: Set<LocalDate>
            if monthDays.isEmpty && weekdays.isEmpty {
                dates = LocalDate(year: start.year, month: start.month, day: reference.day).map { [$0] } ?? []
            } else if weekdays.isEmpty {
                dates = Set(monthDays.compactMap { Self.monthDay($0, of: start) })
            } else {
                dates = Set(weekdays.flatMap { Self.days(of: $0, inMonthOf: start) })
                if !monthDays.isEmpty {
                    // RFC 5545: BYDAY limits what BYMONTHDAY gives in a monthly rule.
                    dates.formIntersection(monthDays.compactMap { Self.monthDay($0, of: start) })
                }
            }
            return dates.sorted()
        case .yearly:
            return LocalDate(year: start.year, month: reference.month, day: reference.day).map { [$0] } ?? []
        }
    }

    /// The first day of the period holding `day`.
    static func periodStart(of day: LocalDate, _ frequency: Frequency) -> LocalDate {
        switch frequency {
        case .daily: day
        case .weekly: day.startOfWeek
        case .monthly: day.startOfMonth
        case .yearly: LocalDate(year: day.year, month: 1, day: 1) ?? day
        }
    }

    /// `day` moved `count` periods on (months and years clamped to a shorter month's end).
    static func step(_ day: LocalDate, _ frequency: Frequency, by count: Int) -> LocalDate {
        switch frequency {
        case .daily: day.adding(days: count)
        case .weekly: day.adding(days: 7 * count)
        case .monthly: day.adding(months: count)
        case .yearly: day.adding(months: 12 * count)
        }
    }

    /// The `number`th day of the month holding `day` (negative: from its end), or `nil` when that month
    /// has no such day.
    static func monthDay(_ number: Int, of day: LocalDate) -> LocalDate? {
        let length = day.endOfMonth.day
        let value = number > 0 ? number : length + 1 + number
        return LocalDate(year: day.year, month: day.month, day: value)
    }

    /// The days of the month holding `day` that `entry` names: every such weekday, or the `ordinal`th one
    /// (the last for -1).
    static func days(of entry: WeekdayEntry, inMonthOf day: LocalDate) -> [LocalDate] {
        let first = day.startOfMonth
        let offset = (entry.weekday.rawValue - first.weekday.rawValue + 7) % 7
        var all: [LocalDate] = []
        var date = first.adding(days: offset)
        while date.month == first.month {
            all.append(date)
            date = date.adding(days: 7)
        }
        guard let ordinal = entry.ordinal else { return all }
        let index = ordinal > 0 ? ordinal - 1 : all.count + ordinal
        return all.indices.contains(index) ? [all[index]] : []
    }
}
