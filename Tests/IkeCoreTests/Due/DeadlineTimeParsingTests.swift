import IkeCore
import Testing

/// Deadlines typed with a time of day, read against an injected today (no clock is consulted).
@Suite("Deadlines with a time: parsing")
struct DeadlineTimeParsingTests {
    /// Sunday 22 November 2026.
    static let parser = DeadlineParser(today: LocalDate(iso: "2026-11-22")!)

    static func read(_ text: String) throws -> String? {
        try parser.parseDeadline(text)?.description
    }

    static func message(_ text: String) -> String? {
        do {
            _ = try parser.parseDeadline(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: [
        ("fri 15:00", "2026-11-27 15:00"), ("tomorrow 9am", "2026-11-23 09:00"),
        ("2026-12-01 08:30", "2026-12-01 08:30"), ("today 17:30", "2026-11-22 17:30"),
        ("Fri at 3:30 PM", "2026-11-27 15:30"), ("next tue 9:05", "2026-11-24 09:05"),
        ("next fri 9:05", "2026-11-27 09:05"),
        ("27 nov 2026 12am", "2026-11-27 00:00"), ("tomorrow 12pm", "2026-11-23 12:00"),
        ("tomorrow 9 pm", "2026-11-23 21:00"), ("2026-12-01T08:30", "2026-12-01 08:30"),
        ("in 3 days 7:00", "2026-11-25 07:00"), ("Fri 27 Nov 15:00", "2026-11-27 15:00"),
        // A time alone is today's, passed or not: the day never depends on the clock's minute.
        ("9pm", "2026-11-22 21:00"), ("00:05", "2026-11-22 00:05"), ("at 6am", "2026-11-22 06:00"),
        // Without a time, as before.
        ("fri", "2026-11-27"), ("nov 27", "2026-11-27"), ("2026-12-01", "2026-12-01"),
    ])
    func readsTheDateAndTheTime(text: String, expected: String) throws {
        #expect(try Self.read(text) == expected)
    }

    @Test func whatIsWrittenReadsBack() throws {
        let deadline = Deadline(date: LocalDate(iso: "2027-01-05")!, time: TimeOfDay(hour: 7, minute: 45))
        #expect(try Self.parser.parseDeadline(deadline.description) == deadline)
        #expect(
            try Self.parser.parseDeadline(
                deadline.shortDescription.replacingOccurrences(of: "Jan", with: "Jan 2027")) == deadline)
    }

    @Test(arguments: [
        ("25:00", "could not read “25:00” as a time: there is no hour 25 (times run from 00:00 to 23:59)"),
        ("fri 9:60", "could not read “fri 9:60” as a time: there is no minute 60"),
        (
            "fri 13pm",
            "could not read “fri 13pm” as a time: with am or pm the hour is 1 to 12 (or write 13:00 without them)"
        ),
        (
            "tomorrow 9:5",
            "could not read “tomorrow 9:5” as a time: write the minutes with two digits, e.g. 9:05"
        ),
        ("fri 1:2:3", "could not read “fri 1:2:3” as a time: write times as 15:00, 9:30 or 9am"),
    ])
    func timesThatAreNotTimesAreErrors(text: String, expected: String) {
        #expect(Self.message(text) == expected)
    }

    @Test func aTimeOnAnUnreadableDateQuotesTheWholeInput() {
        let message = Self.message("someday 9pm")
        #expect(message?.hasPrefix("could not read “someday 9pm” as a date") == true)
        #expect(
            Self.message("31 feb 9pm")
                == "could not read “31 feb 9pm” as a date: February has at most 29 days")
    }

    @Test func aDateOnlyReadStillRefusesATime() {
        #expect(throws: DeadlineParseError.self) { try Self.parser.parse("fri 15:00") }
    }

    @Test func theFirstWeekdayRuleSeesThroughTheTime() {
        #expect(DeadlineParser.dependsOnFirstWeekday("next fri 15:00"))
        #expect(!DeadlineParser.dependsOnFirstWeekday("fri 15:00"))
    }

    @Test func quickAddTakesTheTimeAfterDue() {
        let line = QuickAddLine("Call the bank due:fri 15:00 #work", today: LocalDate(iso: "2026-11-22")!)
        #expect(line.title == "Call the bank")
        #expect(
            line.deadline == LocalDate(iso: "2026-11-27")
                && line.deadlineTime == TimeOfDay(hour: 15, minute: 0))
        #expect(line.tags.count == 1)
        let spaced = QuickAddLine("Dentist due:next fri at 9 am", today: LocalDate(iso: "2026-11-22")!)
        #expect(spaced.title == "Dentist" && spaced.deadline == LocalDate(iso: "2026-11-27"))
        #expect(spaced.deadlineTime == TimeOfDay(hour: 9, minute: 0))
        let plain = QuickAddLine("Pay rent due:fri 3 times", today: LocalDate(iso: "2026-11-22")!)
        #expect(plain.title == "Pay rent 3 times" && plain.deadlineTime == nil)
    }

    @Test func quickAddRefusesAWrongTime() {
        let line = QuickAddLine("Call due:fri 25:00", today: LocalDate(iso: "2026-11-22")!)
        #expect(line.deadline == nil)
        #expect(line.deadlineError?.contains("there is no hour 25") == true)
    }

    @Test func aTimeOfDayReadsBackFromMinutes() {
        #expect(TimeOfDay(minutes: 0)?.description == "00:00")
        #expect(TimeOfDay(minutes: 1439)?.description == "23:59")
        #expect(TimeOfDay(minutes: 1440) == nil && TimeOfDay(minutes: -1) == nil)
    }
}
