import IkeCore
import Testing

/// The repeat phrases people type, read into rules (shown as their RRULE and anchor), refused with a
/// message, and written back as words that read as the same rule.
@Suite struct RecurrencePhraseTests {
    /// A Sunday.
    static let today = LocalDate(iso: "2026-11-22")!

    static func read(_ text: String) throws -> String {
        let rule = try RecurrencePhrase.parse(text, today: today)
        return rule.rrule + (rule.anchor == .completion ? " after done" : "")
    }

    @Test(arguments: [
        ("every day", "FREQ=DAILY"), ("daily", "FREQ=DAILY"), ("Every Day", "FREQ=DAILY"),
        ("every weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"), ("every weekend", "FREQ=WEEKLY;BYDAY=SA,SU"),
        ("every 2 weeks", "FREQ=WEEKLY;INTERVAL=2"), ("every other week", "FREQ=WEEKLY;INTERVAL=2"),
        ("every mon, thu", "FREQ=WEEKLY;BYDAY=MO,TH"),
        ("every monday and thursday", "FREQ=WEEKLY;BYDAY=MO,TH"),
        ("every 2 weeks on mon, thu", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH"),
        ("every month on the 15th", "FREQ=MONTHLY;BYMONTHDAY=15"),
        ("every 15th", "FREQ=MONTHLY;BYMONTHDAY=15"),
        ("every 31st", "FREQ=MONTHLY;BYMONTHDAY=31"), ("every last day", "FREQ=MONTHLY;BYMONTHDAY=-1"),
        ("every month on the 1st and the last day", "FREQ=MONTHLY;BYMONTHDAY=1,-1"),
        ("every last fri", "FREQ=MONTHLY;BYDAY=-1FR"),
        ("every month on the last friday", "FREQ=MONTHLY;BYDAY=-1FR"),
        ("every 2nd tue", "FREQ=MONTHLY;BYDAY=2TU"),
        ("every 3 months on the first mon", "FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO"),
        ("every second day", "FREQ=DAILY;INTERVAL=2"), ("every 3rd week", "FREQ=WEEKLY;INTERVAL=3"),
        ("every year", "FREQ=YEARLY"), ("yearly", "FREQ=YEARLY"),
        ("every 3 days after done", "FREQ=DAILY;INTERVAL=3 after done"),
        ("every week after completion", "FREQ=WEEKLY after done"),
        ("every day until 31 dec", "FREQ=DAILY;UNTIL=20261231"),
        ("every fri 10 times", "FREQ=WEEKLY;BYDAY=FR;COUNT=10"),
        ("every month, for 3 times", "FREQ=MONTHLY;COUNT=3"),
        ("every 2 days after done, 5 times", "FREQ=DAILY;INTERVAL=2;COUNT=5 after done"),
        // Issue 32, bug 8: the one-word rules, and "every" understood.
        ("weekly", "FREQ=WEEKLY"), ("monthly", "FREQ=MONTHLY"), ("Biweekly", "FREQ=WEEKLY;INTERVAL=2"),
        ("fortnightly", "FREQ=WEEKLY;INTERVAL=2"), ("quarterly", "FREQ=MONTHLY;INTERVAL=3"),
        ("annually", "FREQ=YEARLY"), ("weekly until 31 dec", "FREQ=WEEKLY;UNTIL=20261231"),
        ("2 weeks", "FREQ=WEEKLY;INTERVAL=2"), ("mon, thu", "FREQ=WEEKLY;BYDAY=MO,TH"),
        ("weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("3 days after done", "FREQ=DAILY;INTERVAL=3 after done"),
    ])
    func readsAsTheRule(_ text: String, _ expected: String) throws {
        #expect(try Self.read(text) == expected)
        // The rule's own words read back as the same rule.
        let rule = try RecurrencePhrase.parse(text, today: Self.today)
        #expect(try RecurrencePhrase.parse(rule.words, today: Self.today) == rule, "\(rule.words)")
    }

    @Test(arguments: [
        ("every 0 days", "the interval must be at least 1"),
        ("every -1 weeks", "the interval must be a whole number of at least 1"),
        ("every 3 mon after done", "could not read"),
        ("every mon after done", "a rule counted from the day it was done cannot also name days"),
        ("every day on mon", "only weekly and monthly repeats name days"),
        ("every week on blursday", "“blursday” is not a weekday"),
        ("every 32nd", "could not read"), ("sometimes", "could not read"), ("every", "could not read"),
        ("every day until", "“until” needs a date"), ("every day 0 times", "say how many times"),
        ("every 1001 days", "the interval must be at most 1000"),
        ("every month on the 15th and the last fri", "not both"),
    ])
    func refusesWithAMessage(_ text: String, _ expected: String) {
        let error = #expect(throws: RecurrencePhraseError.self) {
            try RecurrencePhrase.parse(text, today: Self.today)
        }
        #expect(error?.message.contains(expected) == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("“\(text)”") == true)
    }

    @Test func wordsAreWhatRowsAndTheFormShow() throws {
        func words(_ text: String) throws -> String {
            try RecurrencePhrase.parse(text, today: Self.today).words
        }
        #expect(try words("every weekday") == "every weekday")
        #expect(try words("every 2 weeks on mon, thu") == "every 2 weeks on Mon, Thu")
        #expect(try words("every last fri") == "every month on the last Fri")
        #expect(try words("every 22nd") == "every month on the 22nd")
        #expect(try words("every 11th") == "every month on the 11th")
        #expect(try words("every 3 days after done, 5 times") == "every 3 days after done, 5 times")
        #expect(try words("every year until 2030-01-01") == "every year until 1 Jan 2030")
    }
}
