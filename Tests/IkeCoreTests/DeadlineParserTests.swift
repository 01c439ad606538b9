import IkeCore
import Testing

/// The message for input that matches no form at all.
private func unreadable(_ input: String) -> String {
    "could not read “\(input)” as a date "
        + "(try 2026-12-01, today, tomorrow, fri, next fri, +3d, in 2 weeks, 27 nov)"
}

/// The message for a date outside years 1–9999.
private func tooFar(_ input: String) -> String {
    "could not read “\(input)” as a date: that is too far away (dates must be in the years 1 to 9999)"
}

@Suite struct DeadlineParserTests {
    /// A Sunday, the today most cases count from.
    private static let sunday = LocalDate(year: 2026, month: 11, day: 22)!

    private static func parse(_ text: String, today: String = "2026-11-22") throws -> String? {
        try DeadlineParser(today: LocalDate(iso: today)!).parse(text)?.iso
    }

    @Test(arguments: ["", " ", "   \t ", "\n"])
    func blankMeansNoDeadline(_ text: String) throws {
        #expect(try Self.parse(text) == nil)
    }

    @Test(arguments: [
        // ISO
        ("2026-12-01", "2026-12-01"), ("  2024-02-29 ", "2024-02-29"), ("2000-02-29", "2000-02-29"),
        ("2020-01-01", "2020-01-01"),
        // Words
        ("today", "2026-11-22"), ("TODAY", "2026-11-22"), ("tomorrow", "2026-11-23"), ("tmr", "2026-11-23"),
        ("tom", "2026-11-23"), ("Tomorrow ", "2026-11-23"), ("yesterday", "2026-11-21"),
        // Weekdays on a Sunday: the next one strictly after today.
        ("fri", "2026-11-27"), ("friday", "2026-11-27"), ("FRIDAY", "2026-11-27"), ("this fri", "2026-11-27"),
        ("this   Friday", "2026-11-27"), ("mon", "2026-11-23"), ("sun", "2026-11-29"),
        ("sunday", "2026-11-29"),
        ("sat", "2026-11-28"), ("tues", "2026-11-24"), ("thurs", "2026-11-26"),
        // Next: a day of next week (which starts tomorrow), or the first day of the next period.
        ("next fri", "2026-11-27"), ("next friday", "2026-11-27"), ("  next    FRI  ", "2026-11-27"),
        ("next mon", "2026-11-23"), ("next sun", "2026-11-29"), ("next week", "2026-11-23"),
        ("next month", "2026-12-01"), ("next year", "2027-01-01"),
        // This: today counts; the period's last day.
        ("this sun", "2026-11-22"), ("this week", "2026-11-22"), ("this month", "2026-11-30"),
        ("this year", "2026-12-31"),
        // Signed offsets
        ("+3d", "2026-11-25"), ("+3", "2026-11-25"), ("+2w", "2026-12-06"), ("+1m", "2026-12-22"),
        ("+1y", "2027-11-22"), ("-2d", "2026-11-20"), ("-1w", "2026-11-15"), ("-1m", "2026-10-22"),
        ("+0d", "2026-11-22"), ("+3D", "2026-11-25"), ("+ 3 d", "2026-11-25"), ("+10days", "2026-12-02"),
        ("-2", "2026-11-20"), ("+40d", "2027-01-01"),
        // In
        ("in 3 days", "2026-11-25"), ("in 1 day", "2026-11-23"), ("in 2 weeks", "2026-12-06"),
        ("in 1 week", "2026-11-29"), ("in 1 month", "2026-12-22"), ("in 2 months", "2027-01-22"),
        ("in 1 year", "2027-11-22"), ("in 3d", "2026-11-25"), ("in 3 d", "2026-11-25"),
        ("in 2w", "2026-12-06"),
        ("In 3 Days", "2026-11-25"), ("in a week", "2026-11-29"), ("in 3", "2026-11-25"),
        ("3 days", "2026-11-25"),
        // Day and month
        ("27 nov", "2026-11-27"), ("nov 27", "2026-11-27"), ("27 november", "2026-11-27"),
        ("November 27", "2026-11-27"), ("27th nov", "2026-11-27"), ("22 nov", "2026-11-22"),
        ("21 nov", "2027-11-21"), ("1 jan", "2027-01-01"), ("1 dec", "2026-12-01"), ("sept 3", "2027-09-03"),
        ("dec 1 2027", "2027-12-01"), ("1 dec 2027", "2027-12-01"), ("nov 27, 2027", "2027-11-27"),
        ("1 jan 2020", "2020-01-01"), ("29 feb", "2028-02-29"), ("29 feb 2028", "2028-02-29"),
        ("1st may", "2027-05-01"), ("Fri 27 Nov", "2026-11-27"), ("Friday 27 November 2026", "2026-11-27"),
    ])
    func onSunday(_ text: String, _ expected: String) throws {
        #expect(try Self.parse(text) == expected)
    }

    /// With weeks starting on Sunday (the settings' `first_weekday`), a Sunday is the first day of its week:
    /// "next week" is a week away and "this week" ends on Saturday. Words that do not name a week stay.
    @Test(arguments: [
        ("2026-11-22", "next week", "2026-11-29"), ("2026-11-22", "next fri", "2026-12-04"),
        ("2026-11-22", "next sun", "2026-11-29"), ("2026-11-22", "next sat", "2026-12-05"),
        ("2026-11-22", "this week", "2026-11-28"), ("2026-11-28", "this week", "2026-11-28"),
        ("2026-11-28", "next week", "2026-11-29"), ("2026-11-25", "next mon", "2026-11-30"),
        ("2026-11-22", "fri", "2026-11-27"), ("2026-11-22", "this fri", "2026-11-27"),
        ("2026-11-22", "next month", "2026-12-01"),
    ])
    func weeksFromSunday(_ today: String, _ text: String, _ expected: String) throws {
        let parser = DeadlineParser(today: LocalDate(iso: today)!, firstWeekday: .sunday)
        #expect(try parser.parse(text)?.iso == expected)
    }

    /// For every first weekday and every day of a fortnight, "next week" is the first day of the week after
    /// today's (as `ike list --week` counts weeks) and "next DAY" falls in that week; "this week" is the
    /// last day of today's.
    @Test func nextAndThisWeekAgreeWithTheWeekFilter() throws {
        for first in Weekday.allCases {
            for offset in 0..<14 {
                let today = Self.sunday.adding(days: offset)
                let parser = DeadlineParser(today: today, firstWeekday: first)
                let nextStart = today.startOfWeek(on: first).adding(days: 7)
                #expect(try parser.parse("next week") == nextStart, "\(first) \(today)")
                #expect(try parser.parse("this week") == today.endOfWeek(on: first), "\(first) \(today)")
                for day in Weekday.allCases {
                    let date = try #require(try parser.parse("next \(day.name)"))
                    #expect(
                        date.weekday == day && date.startOfWeek(on: first) == nextStart, "\(first) \(today)")
                }
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let today: String, text: String, expected: String
        var testDescription: String { "\(text) on \(today) → \(expected)" }
    }

    @Test(arguments: [
        // Month ends clamp.
        Case(today: "2026-01-31", text: "+1m", expected: "2026-02-28"),
        Case(today: "2028-01-31", text: "+1m", expected: "2028-02-29"),
        Case(today: "2028-01-31", text: "in 1 month", expected: "2028-02-29"),
        Case(today: "2026-03-31", text: "in 1 month", expected: "2026-04-30"),
        Case(today: "2026-03-31", text: "-1m", expected: "2026-02-28"),
        // Year end.
        Case(today: "2026-12-31", text: "tomorrow", expected: "2027-01-01"),
        Case(today: "2026-12-31", text: "+1d", expected: "2027-01-01"),
        Case(today: "2027-01-01", text: "yesterday", expected: "2026-12-31"),
        Case(today: "2026-12-31", text: "fri", expected: "2027-01-01"),
        Case(today: "2026-12-31", text: "31 dec", expected: "2026-12-31"),
        Case(today: "2026-12-31", text: "30 dec", expected: "2027-12-30"),
        // Leap days.
        Case(today: "2028-02-29", text: "+1y", expected: "2029-02-28"),
        Case(today: "2028-02-29", text: "in 4 years", expected: "2032-02-29"),
        Case(today: "2028-02-28", text: "tomorrow", expected: "2028-02-29"),
        Case(today: "2026-02-28", text: "tomorrow", expected: "2026-03-01"),
        Case(today: "2028-03-01", text: "29 feb", expected: "2032-02-29"),
        Case(today: "2096-03-01", text: "29 feb", expected: "2104-02-29"),
        Case(today: "2026-11-22", text: "2024-02-29", expected: "2024-02-29"),
        // On a Friday, `fri` is a week ahead, and so is `next fri` (next week's Friday).
        Case(today: "2026-11-27", text: "fri", expected: "2026-12-04"),
        Case(today: "2026-11-27", text: "next fri", expected: "2026-12-04"),
        Case(today: "2026-11-27", text: "sat", expected: "2026-11-28"),
        Case(today: "2026-11-27", text: "thu", expected: "2026-12-03"),
    ])
    func otherTodays(_ row: Case) throws {
        #expect(try Self.parse(row.text, today: row.today) == row.expected)
    }

    /// From each day of one week, every weekday name lands 1–7 days ahead on that weekday, `this` 0–6
    /// days ahead, and `next` in the Monday-to-Sunday week after this one.
    @Test(arguments: 23...29)
    func weekdaysFromEachDayOfAWeek(_ dayOfMonth: Int) throws {
        let today = LocalDate(year: 2026, month: 11, day: dayOfMonth)!
        let parser = DeadlineParser(today: today)
        for weekday in Weekday.allCases {
            let ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
            let expected = today.adding(days: ahead == 0 ? 7 : ahead)
            for text in [weekday.name, weekday.shortName, weekday.name.lowercased()] {
                #expect(try parser.parse(text) == expected, "\(text) on \(today.longDescription)")
            }
            #expect(try parser.parse("this \(weekday.shortName)") == today.adding(days: ahead))
            let nextWeek = LocalDate(iso: "2026-11-30")!.adding(days: weekday.rawValue - 1)
            #expect(try parser.parse("next \(weekday.name)") == nextWeek)
            let distance = today.days(until: expected)
            #expect((1...7).contains(distance))
        }
        // A concrete anchor so the loop above cannot agree with itself by accident.
        let wednesdays = [
            "2026-11-25", "2026-11-25", "2026-12-02", "2026-12-02", "2026-12-02", "2026-12-02", "2026-12-02",
        ]
        #expect(try parser.parse("wed")?.iso == wednesdays[dayOfMonth - 23])
    }

    @Test(arguments: [
        ("next blursday", "could not read “next blursday” as a date: “blursday” is not a weekday"),
        ("NEXT Blursday", "could not read “NEXT Blursday” as a date: “Blursday” is not a weekday"),
        ("this blursday", "could not read “this blursday” as a date: “blursday” is not a weekday"),
        ("next", "could not read “next” as a date: say what comes next, e.g. next fri or next week"),
        ("this", "could not read “this” as a date: say which day, e.g. this fri"),
        ("+3q", "could not read “+3q”: unknown unit “q” (use d, w, m or y)"),
        ("-2 Fortnights", "could not read “-2 Fortnights”: unknown unit “Fortnights” (use d, w, m or y)"),
        ("+d", "could not read “+d” as a date: expected a number after “+”, e.g. +3d"),
        ("-", "could not read “-” as a date: expected a number after “-”, e.g. -3d"),
        (
            "in 3 fortnights",
            "could not read “in 3 fortnights”: unknown unit “fortnights” (use days, weeks, months or years)"
        ),
        ("in", "could not read “in” as a date: expected a number after “in”, e.g. in 3 days"),
        (
            "in many days",
            "could not read “in many days” as a date: expected a number after “in”, e.g. in 3 days"
        ),
        ("xyz", unreadable("xyz")),
        ("  some   thing ", unreadable("some thing")),
        ("27", unreadable("27")),
        ("in 3 days from now", unreadable("in 3 days from now")),
        ("last fri", unreadable("last fri")),
        ("2026-02-30", "could not read “2026-02-30” as a date: February 2026 has 28 days"),
        ("2100-02-29", "could not read “2100-02-29” as a date: February 2100 has 28 days"),
        ("2026-04-31", "could not read “2026-04-31” as a date: April 2026 has 30 days"),
        ("2026-13-01", "could not read “2026-13-01” as a date: there is no month 13"),
        ("2026-00-10", "could not read “2026-00-10” as a date: there is no month 0"),
        ("2026-11-00", "could not read “2026-11-00” as a date: there is no day 0"),
        ("0000-01-01", "could not read “0000-01-01” as a date: there is no year 0"),
        ("2026-1-5", "could not read “2026-1-5” as a date: write dates as YYYY-MM-DD, e.g. 2026-12-01"),
        ("26-01-05", "could not read “26-01-05” as a date: write dates as YYYY-MM-DD, e.g. 2026-12-01"),
        ("31 nov", "could not read “31 nov” as a date: November has 30 days"),
        ("30 feb", "could not read “30 feb” as a date: February has at most 29 days"),
        ("0 dec", "could not read “0 dec” as a date: there is no day 0"),
        ("29 feb 2027", "could not read “29 feb 2027” as a date: February 2027 has 28 days"),
        ("27 blah", "could not read “27 blah” as a date: “blah” is not a month"),
        ("nov x", "could not read “nov x” as a date: “x” is not a day of the month"),
        ("nov", "could not read “nov” as a date: give a day too, e.g. 27 Nov"),
        ("nov 2027", "could not read “nov 2027” as a date: give a day too, e.g. 27 Nov 2027"),
        (
            "dec 1 27",
            "could not read “dec 1 27” as a date: “27” is not a year (write all four digits, e.g. 2027)"
        ),
        ("Mon 27 Nov", "could not read “Mon 27 Nov” as a date: 27 November 2026 is a Friday, not a Monday"),
        ("+99999999d", tooFar("+99999999d")),
        ("-99999999d", tooFar("-99999999d")),
        ("+99999999999999999999999999d", tooFar("+99999999999999999999999999d")),
        ("+9223372036854775807w", tooFar("+9223372036854775807w")),
        ("+1537228672809129301y", tooFar("+1537228672809129301y")),
        ("in 8000 years", tooFar("in 8000 years")),
        ("-2026y", tooFar("-2026y")),
    ])
    func errors(_ text: String, _ message: String) {
        #expect(throws: DeadlineParseError.self) { try Self.parse(text) }
        do {
            _ = try DeadlineParser(today: Self.sunday).parse(text)
            Issue.record("“\(text)” parsed")
        } catch {
            #expect(error.message == message)
            #expect(error.description == message)
            #expect(error.input == text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
    }

    @Test func limitsAreInclusive() throws {
        #expect(try Self.parse("+1d", today: "9999-12-30") == "9999-12-31")
        #expect(try Self.parse("-1d", today: "0001-01-02") == "0001-01-01")
        #expect(try Self.parse("-2025y", today: "2026-11-22") == "0001-11-22")
        #expect(throws: DeadlineParseError.self) { try Self.parse("tomorrow", today: "9999-12-31") }
        #expect(throws: DeadlineParseError.self) { try Self.parse("yesterday", today: "0001-01-01") }
        #expect(throws: DeadlineParseError.self) { try Self.parse("1 jan", today: "9999-12-31") }
    }

    @Test func errorsCompareByInputAndMessage() {
        let error = DeadlineParseError(input: "x", message: "m")
        #expect(error == DeadlineParseError(input: "x", message: "m"))
        #expect(error != DeadlineParseError(input: "y", message: "m"))
        #expect("\(error)" == "m")
    }
}
