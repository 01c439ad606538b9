import IkeCore
import Testing

/// Days of the month with ordinal endings ("dec 11th", "21st dec 2027"), and hints whose examples read.
@Suite struct DeadlineOrdinalTests {
    /// A Sunday, as in the other parser tests.
    private static let today = LocalDate(iso: "2026-11-22")!

    private static let ordinals = [
        (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"),
        (21, "21st"), (22, "22nd"), (23, "23rd"), (31, "31st"),
    ]

    /// Four-letter ordinals ("11th") once passed for a year after the month, and "dec 11th" was refused.
    @Test(arguments: ordinals)
    func everyOrdinalInBothOrdersAndWithAYear(_ day: Int, _ ordinal: String) throws {
        let parser = DeadlineParser(today: Self.today)
        let december = LocalDate(year: 2026, month: 12, day: day)!
        for text in [
            "dec \(ordinal)", "\(ordinal) dec", "Dec \(ordinal)", "\(ordinal) December",
            "december \(ordinal)",
        ] {
            #expect(try parser.parse(text) == december, "\(text)")
        }
        let nextYear = LocalDate(year: 2027, month: 12, day: day)!
        for text in [
            "dec \(ordinal) 2027", "\(ordinal) dec 2027", "Dec \(ordinal), 2027", "\(ordinal) December 2027",
        ] {
            #expect(try parser.parse(text) == nextYear, "\(text)")
        }
    }

    @Test(arguments: [("dec 11th", "2026-12-11"), ("dec 21st", "2026-12-21"), ("Dec 27th", "2026-12-27")])
    func theReportedInputs(_ text: String, _ expected: String) throws {
        #expect(try DeadlineParser(today: Self.today).parse(text) == LocalDate(iso: expected))
    }

    /// A hint's example is the parser's own text and reads as a date, never the input spliced back in.
    @Test(arguments: [
        ("nov", "give a day too, e.g. 27 Nov"),
        ("Sept", "give a day too, e.g. 27 Sep"),
        ("nov 2027", "give a day too, e.g. 27 Nov 2027"),
        ("DECEMBER 2030", "give a day too, e.g. 27 Dec 2030"),
        ("jan 0999", "give a day too, e.g. 27 Jan 0999"),
        ("+d", "expected a number after “+”, e.g. +3d"),
        ("-x", "expected a number after “-”, e.g. -3d"),
    ])
    func hintsGiveExamplesThatRead(_ text: String, _ reason: String) throws {
        let parser = DeadlineParser(today: Self.today)
        do {
            _ = try parser.parse(text)
            Issue.record("“\(text)” parsed")
        } catch {
            #expect(error.message == "could not read “\(text)” as a date: \(reason)")
            let example = try #require(reason.components(separatedBy: "e.g. ").last)
            #expect(try parser.parse(example) != nil, "the example “\(example)” does not read")
        }
    }
}
