import IkeCore
import Testing

/// The weekday and period rules (README "Deadlines", Docs/Decisions.md 2026-11-25), written out by hand
/// for every day of one week so a rule cannot agree with itself by accident.
@Suite struct DeadlineWeekRuleTests {
    /// The phrases of the table, in the order each row lists its dates.
    private static let phrases = [
        "fri", "this fri", "next fri", "mon", "this mon", "next mon", "sun", "this sun", "next sun",
        "this week", "next week", "this month", "next month",
    ]

    struct Row: Sendable, CustomTestStringConvertible {
        let today: String
        let dates: [String]
        var testDescription: String { "today \(today)" }
    }

    // The week of Monday 23 November 2026; next week runs from Monday 30 November to Sunday 6 December.
    // Columns: fri, this fri, next fri, mon, this mon, next mon, sun, this sun, next sun,
    //          this week, next week, this month, next month.
    @Test(arguments: [
        Row(
            today: "2026-11-23",  // Monday
            dates: [
                "11-27", "11-27", "12-04", "11-30", "11-23", "11-30", "11-29", "11-29", "12-06",
                "11-29", "11-30", "11-30", "12-01",
            ]),
        Row(
            today: "2026-11-24",  // Tuesday: "next mon" is next week's Monday, never after "next week"
            dates: [
                "11-27", "11-27", "12-04", "11-30", "11-30", "11-30", "11-29", "11-29", "12-06",
                "11-29", "11-30", "11-30", "12-01",
            ]),
        Row(
            today: "2026-11-25",  // Wednesday
            dates: [
                "11-27", "11-27", "12-04", "11-30", "11-30", "11-30", "11-29", "11-29", "12-06",
                "11-29", "11-30", "11-30", "12-01",
            ]),
        Row(
            today: "2026-11-26",  // Thursday
            dates: [
                "11-27", "11-27", "12-04", "11-30", "11-30", "11-30", "11-29", "11-29", "12-06",
                "11-29", "11-30", "11-30", "12-01",
            ]),
        Row(
            today: "2026-11-27",  // Friday: "this fri" is today, "fri" a week ahead
            dates: [
                "12-04", "11-27", "12-04", "11-30", "11-30", "11-30", "11-29", "11-29", "12-06",
                "11-29", "11-30", "11-30", "12-01",
            ]),
        Row(
            today: "2026-11-28",  // Saturday: this week's Friday has passed, so "this fri" is next week's
            dates: [
                "12-04", "12-04", "12-04", "11-30", "11-30", "11-30", "11-29", "11-29", "12-06",
                "11-29", "11-30", "11-30", "12-01",
            ]),
        Row(
            today: "2026-11-29",  // Sunday: the week ends today, next week starts tomorrow
            dates: [
                "12-04", "12-04", "12-04", "11-30", "11-30", "11-30", "12-06", "11-29", "12-06",
                "11-29", "11-30", "11-30", "12-01",
            ]),
    ])
    func everyPhraseOnEveryDayOfAWeek(_ row: Row) throws {
        let parser = DeadlineParser(today: LocalDate(iso: row.today)!)
        for (phrase, expected) in zip(Self.phrases, row.dates) {
            #expect(try parser.parse(phrase)?.iso == "2026-" + expected, "“\(phrase)” on \(row.today)")
        }
    }

    /// Boundaries: a year's end, a month's end, the last supported days.
    @Test(arguments: [
        ("2026-12-31", "next week", "2027-01-04"), ("2026-12-31", "this week", "2027-01-03"),
        ("2026-12-31", "next month", "2027-01-01"), ("2026-12-31", "next fri", "2027-01-08"),
        ("2026-12-31", "this thu", "2026-12-31"), ("2026-12-31", "next year", "2027-01-01"),
        ("2026-12-30", "this year", "2026-12-31"), ("2028-02-03", "this month", "2028-02-29"),
        ("2028-01-31", "next month", "2028-02-01"), ("2026-11-22", "next year", "2027-01-01"),
    ])
    func boundaries(_ today: String, _ text: String, _ expected: String) throws {
        #expect(try DeadlineParser(today: LocalDate(iso: today)!).parse(text)?.iso == expected)
    }

    @Test(arguments: ["next week", "next fri", "this sun", "this week", "fri", "next month", "next year"])
    func nothingPastTheLastSupportedDay(_ text: String) {
        #expect(throws: DeadlineParseError.self) {
            try DeadlineParser(today: LocalDate(iso: "9999-12-31")!).parse(text)
        }
    }

    /// Over a whole year of todays: each phrase lands in the window its rule names, and "next <weekday>"
    /// is never after the Sunday of next week nor "next mon" after "next week".
    @Test func windowsHoldOnEveryDayOfAYear() throws {
        let first = LocalDate(iso: "2026-01-01")!
        for offset in 0..<366 {
            let today = first.adding(days: offset)
            let parser = DeadlineParser(today: today)
            let nextWeek = try #require(try parser.parse("next week"))
            #expect(nextWeek.weekday == .monday && (1...7).contains(today.days(until: nextWeek)))
            #expect(try parser.parse("next mon") == nextWeek, "\(today)")
            #expect(try parser.parse("this week") == nextWeek.adding(days: -1))
            for weekday in Weekday.allCases {
                let bare = try #require(try parser.parse(weekday.shortName))
                let this = try #require(try parser.parse("this \(weekday.name)"))
                let next = try #require(try parser.parse("next \(weekday.shortName)"))
                for date in [bare, this, next] { #expect(date.weekday == weekday, "\(today) \(weekday)") }
                #expect((1...7).contains(today.days(until: bare)), "\(weekday.shortName) on \(today)")
                #expect((0...6).contains(today.days(until: this)), "this \(weekday.shortName) on \(today)")
                #expect((0...6).contains(nextWeek.days(until: next)), "next \(weekday.shortName) on \(today)")
            }
        }
    }
}
