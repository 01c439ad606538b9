import Foundation
import IkeTestSupport
import Testing

@testable import IkeCore

/// When a recurring task comes back: examples at month ends, 29 February and weekday rules, RRULE text in
/// and out, and properties over random rules and many dates against a brute-force reading of the rule.
@Suite struct RecurrenceRuleTests {
    static func date(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    static func rule(_ phrase: String) throws -> RecurrenceRule {
        try RecurrencePhrase.parse(phrase, today: date("2026-11-22"))
    }

    /// The dates a rule gives after `start`, `count` of them.
    static func series(_ rule: RecurrenceRule, from start: String, count: Int) -> [String] {
        var dates: [String] = []
        var previous = date(start)
        for occurrence in 1...count {
            guard let next = rule.next(after: previous, occurrence: occurrence) else { break }
            dates.append(next.iso)
            previous = next
        }
        return dates
    }

    @Test func monthEndsAndLeapDaysAreSkippedNotMoved() throws {
        // 31 January monthly: months without a 31st are skipped (RFC 5545), never clamped.
        #expect(
            Self.series(try Self.rule("every month"), from: "2026-01-31", count: 3) == [
                "2026-03-31", "2026-05-31", "2026-07-31",
            ])
        #expect(
            Self.series(try Self.rule("every 31st"), from: "2026-01-31", count: 2) == [
                "2026-03-31", "2026-05-31",
            ])
        #expect(
            Self.series(try Self.rule("every year"), from: "2024-02-29", count: 2) == [
                "2028-02-29", "2032-02-29",
            ])
        #expect(
            Self.series(try Self.rule("every last day"), from: "2026-01-31", count: 3) == [
                "2026-02-28", "2026-03-31", "2026-04-30",
            ])
        // After completion a month after 31 January is the end of February.
        let afterDone = try Self.rule("every month after done")
        #expect(
            afterDone.next(after: Self.date("2026-01-15"), doneOn: Self.date("2026-01-31"))
                == Self.date("2026-02-28"))
    }

    @Test func weekdayRules() throws {
        // From Friday 27 November 2026.
        #expect(
            Self.series(try Self.rule("every weekday"), from: "2026-11-27", count: 3) == [
                "2026-11-30", "2026-12-01", "2026-12-02",
            ])
        #expect(
            Self.series(try Self.rule("every 2 weeks on mon, thu"), from: "2026-11-23", count: 4) == [
                "2026-11-26", "2026-12-07", "2026-12-10", "2026-12-21",
            ])
        #expect(
            Self.series(try Self.rule("every last fri"), from: "2026-11-27", count: 3) == [
                "2026-12-25", "2027-01-29", "2027-02-26",
            ])
        #expect(
            Self.series(try Self.rule("every 2nd tue"), from: "2026-11-10", count: 2) == [
                "2026-12-08", "2027-01-12",
            ])
        #expect(
            Self.series(try Self.rule("every 3 days after done"), from: "2026-11-22", count: 1) == [
                "2026-11-25"
            ])
    }

    @Test func aSeriesEndsAtItsCountOrUntil() throws {
        #expect(
            Self.series(try Self.rule("every day, 3 times"), from: "2026-11-22", count: 10) == [
                "2026-11-23", "2026-11-24",
            ])
        #expect(
            Self.series(try Self.rule("every week until 2026-12-07"), from: "2026-11-22", count: 10) == [
                "2026-11-29", "2026-12-06",
            ])
    }

    @Test func aRuleWithoutADeadlineStartsOnItsFirstDate() throws {
        let sunday = Self.date("2026-11-22")
        #expect(try Self.rule("every day").first(onOrAfter: sunday) == sunday)
        #expect(try Self.rule("every weekday").first(onOrAfter: sunday) == Self.date("2026-11-23"))
        #expect(try Self.rule("every month on the 15th").first(onOrAfter: sunday) == Self.date("2026-12-15"))
        #expect(try Self.rule("every last fri").first(onOrAfter: sunday) == Self.date("2026-11-27"))
        #expect(try Self.rule("every 22nd").first(onOrAfter: sunday) == sunday)
    }

    @Test(arguments: [
        "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=5", "FREQ=MONTHLY;BYDAY=-1FR",
        "FREQ=MONTHLY;BYMONTHDAY=1,-1",
        "FREQ=DAILY;UNTIL=20271231", "FREQ=YEARLY",
    ])
    func rruleRoundTrips(_ text: String) throws {
        let rule = try #require(RecurrenceRule(rrule: text))
        #expect(rule.rrule == text)
    }

    @Test func rruleReadsLooselyAndRefusesWhatItDoesNotModel() {
        #expect(RecurrenceRule(rrule: "freq=weekly; byday=mo ;interval=1")?.rrule == "FREQ=WEEKLY;BYDAY=MO")
        #expect(
            RecurrenceRule(rrule: "FREQ=DAILY;UNTIL=20261231T235959Z")?.end == .until(Self.date("2026-12-31"))
        )
        #expect(RecurrenceRule(rrule: "FREQ=WEEKLY;WKST=SU")?.rrule == "FREQ=WEEKLY")
        for text in [
            "FREQ=YEARLY;BYMONTH=3", "FREQ=MONTHLY;BYDAY=MO;BYSETPOS=-1", "FREQ=DAILY;COUNT=0", "INTERVAL=2",
            "FREQ=HOURLY", "FREQ=DAILY;FREQ=WEEKLY", "FREQ=DAILY;COUNT=2;UNTIL=20270101", "garbage", "",
            "FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=SA,SU", "FREQ=DAILY;INTERVAL=0",
            "FREQ=MONTHLY;BYMONTHDAY=32",
            "FREQ=MONTHLY;BYDAY=6FR", "FREQ=WEEKLY;BYDAY=-1FR", "FREQ=DAILY;INTERVAL=99999999999999999999",
        ] {
            #expect(RecurrenceRule(rrule: text) == nil, "\(text)")
        }
    }

    /// Whether `day` is a date of `rule` when every period counts (interval 1), read from the rule's parts
    /// directly; `start` is the series' first date (the weekday, day or date a bare rule repeats).
    static func matches(_ rule: RecurrenceRule, _ day: LocalDate, start: LocalDate) -> Bool {
        let length = day.endOfMonth.day
        let dayMatches =
            rule.monthDays.isEmpty
            || rule.monthDays.contains { $0 > 0 ? $0 == day.day : length + 1 + $0 == day.day }
        let weekdayMatches =
            rule.weekdays.isEmpty
            || rule.weekdays.contains { entry in
                guard entry.weekday == day.weekday else { return false }
                guard let ordinal = entry.ordinal else { return true }
                let fromStart = (day.day - 1) / 7 + 1
                let fromEnd = -((length - day.day) / 7 + 1)
                return ordinal == fromStart || ordinal == fromEnd
            }
        switch rule.frequency {
        case .daily: return dayMatches && weekdayMatches
        case .weekly: return rule.weekdays.isEmpty ? day.weekday == start.weekday : weekdayMatches
        case .monthly:
            if rule.weekdays.isEmpty && rule.monthDays.isEmpty { return day.day == start.day }
            return dayMatches && weekdayMatches
        case .yearly: return day.month == start.month && day.day == start.day
        }
    }

    /// The period `day` falls in, numbered so that consecutive periods differ by 1.
    static func periodNumber(_ day: LocalDate, _ frequency: RecurrenceRule.Frequency) -> Int {
        switch frequency {
        case .daily: day.daysSinceEpoch
        case .weekly: day.startOfWeek.daysSinceEpoch / 7
        case .monthly: day.year * 12 + day.month
        case .yearly: day.year
        }
    }

    static func randomRule(_ random: inout SplitMix) -> RecurrenceRule? {
        let frequency = RecurrenceRule.Frequency.allCases.randomElement(using: &random)!
        let interval = Bool.random(using: &random) ? 1 : Int.random(in: 2...4, using: &random)
        var weekdays: [RecurrenceRule.WeekdayEntry] = []
        var monthDays: [Int] = []
        switch (frequency, Int.random(in: 0...2, using: &random)) {
        case (.weekly, 1...), (.daily, 1):
            weekdays = Weekday.allCases.filter { _ in Bool.random(using: &random) }.map { .init($0) }
        case (.monthly, 1):
            monthDays = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                Bool.random(using: &random)
                    ? Int.random(in: 1...31, using: &random) : -Int.random(in: 1...3, using: &random)
            }
        case (.monthly, 2):
            weekdays = [
                .init(
                    Weekday.allCases.randomElement(using: &random)!,
                    ordinal: [1, 2, 3, 4, -1, -2].randomElement(using: &random)!)
            ]
        default: break
        }
        return RecurrenceRule(frequency, interval: interval, weekdays: weekdays, monthDays: monthDays)
    }

    /// Over 400 random rules from random days: each next date is later, is one of the rule's dates, lies a
    /// whole number of intervals on, and with an interval of 1 no date of the rule is skipped.
    @Test func nextDatesFollowTheRuleOverManyDates() throws {
        let seed = TestSeed(0x2E_C0_77)
        var random = SplitMix(seed: seed.value)
        var checked = 0
        for _ in 0..<400 {
            guard let rule = Self.randomRule(&random) else { continue }
            let from = LocalDate(daysSinceEpoch: Int.random(in: 18_000...25_000, using: &random))
            guard let start = rule.first(onOrAfter: from) else { continue }
            #expect(start >= from, "\(rule.rrule) from \(from), \(seed)")
            #expect(Self.matches(rule, start, start: start), "\(rule.rrule) first \(start), \(seed)")
            var previous = start
            for _ in 0..<12 {
                guard let next = rule.next(after: previous) else {
                    Issue.record("\(rule.rrule) ended after \(previous), \(seed)")
                    break
                }
                #expect(next > previous, "\(rule.rrule) \(previous) → \(next), \(seed)")
                #expect(
                    Self.matches(rule, next, start: start), "\(rule.rrule) \(previous) → \(next), \(seed)")
                let periods =
                    Self.periodNumber(next, rule.frequency) - Self.periodNumber(previous, rule.frequency)
                #expect(periods % rule.interval == 0, "\(rule.rrule) \(previous) → \(next), \(seed)")
                if rule.interval == 1 {
                    var day = previous.adding(days: 1)
                    while day < next {
                        #expect(
                            !Self.matches(rule, day, start: start), "\(rule.rrule) skipped \(day), \(seed)")
                        day = day.adding(days: 1)
                    }
                }
                previous = next
                checked += 1
            }
        }
        #expect(checked > 3_000, "\(seed)")
    }

    /// Over 300 random rules with a random end and anchor, completed on random days through
    /// `TodoItem.nextOccurrence`: a COUNT gives exactly that many occurrences, no deadline passes UNTIL, on
    /// schedule the next deadline is after the day it was done and one of the rule's dates, and after done
    /// it is the interval on from that day.
    @Test func completingRandomSeriesKeepsTheirEndsAndAnchors() throws {
        let seed = TestSeed(0x5E_21_E5)
        var random = SplitMix(seed: seed.value)
        var checked = 0
        for _ in 0..<300 {
            guard var rule = Self.randomRule(&random) else { continue }
            let from = LocalDate(daysSinceEpoch: Int.random(in: 18_000...25_000, using: &random))
            if rule.weekdays.isEmpty && rule.monthDays.isEmpty && Bool.random(using: &random) {
                rule.anchor = .completion
            }
            let count = Int.random(in: 1...6, using: &random)
            let until = from.adding(days: Int.random(in: 0...400, using: &random))
            rule.end = Bool.random(using: &random) ? .count(count) : .until(until)
            guard let start = rule.first(onOrAfter: from) else { continue }
            var item = TodoItem(
                uid: "u", title: "T", deadline: start, createdAt: Date(), repeats: .rule(rule))
            var occurrences = 1
            while occurrences < 1_000 {
                // Done on its day, or up to 10 days late.
                let doneOn = item.deadline!.adding(days: Int.random(in: 0...10, using: &random))
                guard let next = item.nextOccurrence(after: doneOn) else { break }
                let label =
                    "\(rule.rrule) \(rule.anchor) \(item.deadline!) done \(doneOn) → \(next.deadline), \(seed)"
                #expect(next.deadline > doneOn, "\(label)")
                if case .until(let last) = rule.end { #expect(next.deadline <= last, "\(label)") }
                if rule.anchor == .schedule {
                    #expect(Self.matches(rule, next.deadline, start: start), "\(label)")
                } else {
                    #expect(
                        next.deadline == RecurrenceRule.step(doneOn, rule.frequency, by: rule.interval),
                        "\(label)")
                }
                item.deadline = next.deadline
                item.repeats = next.repeats
                occurrences += 1
                checked += 1
            }
            if case .count(let total) = rule.end {
                // Done on time every time, a COUNT of n is n occurrences; late ones pass some over.
                #expect(occurrences <= total, "\(rule.rrule) gave \(occurrences), \(seed)")
            }
        }
        #expect(checked > 300, "\(seed)")
    }

    @Test func aCountIsExactlyThatManyOccurrencesWhenEachIsDoneOnTime() throws {
        for phrase in [
            "every day, 5 times", "every 2 weeks on mon, fri, 5 times", "every month on the 31st, 5 times",
        ] {
            let rule = try Self.rule(phrase)
            var item = TodoItem(
                uid: "u", title: "T", deadline: rule.first(onOrAfter: Self.date("2026-01-01")),
                createdAt: Date(),
                repeats: .rule(rule))
            var dates = [item.deadline!.iso]
            while let next = item.nextOccurrence(after: item.deadline!) {
                item.deadline = next.deadline
                item.repeats = next.repeats
                dates.append(next.deadline.iso)
            }
            #expect(dates.count == 5, "\(phrase): \(dates)")
        }
    }
}
