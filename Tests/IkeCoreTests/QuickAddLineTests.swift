import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// What quick add reads from a typed line.
@Suite("Quick add line")
struct QuickAddLineTests {
    /// Sunday 22 November 2026, as every core test.
    let today = LocalDate(iso: "2026-11-22")!

    func read(_ text: String) -> QuickAddLine { QuickAddLine(text, today: today) }

    @Test func dueTakesAnyDeadlinePhraseUpToThreeWords() {
        #expect(read("Pay rent due:fri").title == "Pay rent")
        #expect(read("Pay rent due:fri").deadline == LocalDate(iso: "2026-11-27"))
        #expect(read("Pay rent due:2026-12-01 now").deadline == LocalDate(iso: "2026-12-01"))
        #expect(read("Pay rent due:2026-12-01 now").title == "Pay rent now")
        let phrase = read("due:next week call the bank")
        #expect(phrase.deadline == LocalDate(iso: "2026-11-23") && phrase.title == "call the bank")
        let ordinal = read("Dentist due:dec 11th at noon")
        #expect(ordinal.deadline == LocalDate(iso: "2026-12-11") && ordinal.title == "Dentist at noon")
        #expect(read("Renew DUE:tomorrow").deadline == LocalDate(iso: "2026-11-23"))
    }

    @Test func bangsMarkUrgentImportantOrBoth() {
        let urgent = read("Call the bank !")
        #expect(urgent.isUrgent && !urgent.isImportant && urgent.title == "Call the bank")
        let important = read("!! Write the thesis")
        #expect(important.isImportant && !important.isUrgent && important.title == "Write the thesis")
        let both = read("Fire !!! drill")
        #expect(both.isImportant && both.isUrgent && both.title == "Fire drill")
    }

    @Test func titlesThatMerelyLookLikeMarkersStayWhole() {
        for text in [
            "Buy milk tomorrow", "Help!", "Say hi!! to Ana", "due date review", "Read due: diligence",
        ] {
            let line = read(text)
            #expect(line.title == text, "\(text)")
            #expect(!line.isUrgent && !line.isImportant && line.deadline == nil, "\(text)")
        }
        #expect(!read("Buy milk tomorrow").hasMarkers)
    }

    @Test func anUnreadableDueIsReportedAndTheWordLeavesTheTitle() {
        let line = read("Party due:blursday")
        #expect(line.deadline == nil && line.title == "Party")
        #expect(line.deadlineError?.contains("blursday") == true)
        #expect(line.hasMarkers)
    }
}

/// Quick add's `#word` tags (issue 15).
@Suite("Quick add tags")
struct QuickAddTagTests {
    let today = LocalDate(iso: "2026-11-22")!

    @Test func hashWordsBecomeTagsAndLeaveTheTitle() {
        let line = QuickAddLine("Call mom #family #Weekly", today: today)
        #expect(line.title == "Call mom")
        #expect(line.tags.names == ["family", "Weekly"])
        #expect(line.hasMarkers)
    }

    @Test func hashesThatAreNotTagsStayInTheTitle() {
        for text in ["Fix issue #1", "Tweet # later", "C# book", "Read #"] {
            let line = QuickAddLine(text, today: today)
            #expect(line.title == text && line.tags.isEmpty, "\(text)")
        }
    }
}

/// A title ending in "every …" repeats (issue 32, friction 1: `Water plants every 3 days` was stored as a
/// title with no hint).
@Suite("Quick add's trailing every")
struct QuickAddTrailingEveryTests {
    let today = LocalDate(iso: "2026-11-22")!

    @Test func aTrailingEveryPhraseIsTheRepeat() {
        let plants = QuickAddLine("Water plants every 3 days #home", today: today)
        #expect(plants.title == "Water plants" && plants.repeats?.words == "every 3 days")
        #expect(plants.tags.names == ["home"] && plants.hasMarkers)
        let mum = QuickAddLine("Call mum every Sunday due:sun", today: today)
        #expect(mum.title == "Call mum" && mum.repeats?.words == "every week on Sun")
        let longest = QuickAddLine("Check every box every 2 weeks on mon, thu", today: today)
        #expect(longest.title == "Check every box" && longest.repeats?.words == "every 2 weeks on Mon, Thu")
    }

    @Test func everyThatIsNoRepeatStaysInTheTitle() {
        for text in ["Read every book on the list", "every day", "Every", "Eat every 0 days", "Notice every"]
        {
            let line = QuickAddLine(text, today: today)
            #expect(line.title == text && line.repeats == nil && line.repeatError == nil, "\(text)")
        }
        // `repeat:` wins over a trailing phrase.
        let both = QuickAddLine("Gym every day repeat:weekday", today: today)
        #expect(both.title == "Gym every day" && both.repeats?.words == "every weekday")
    }
}

/// `repeat:` in quick add: the longest phrase that reads, `every` optional, an unreadable one an error.
@Suite("Quick add's repeat marker")
struct QuickAddRepeatTests {
    let today = LocalDate(iso: "2026-11-22")!

    @Test func theLongestPhraseThatReadsIsTheRule() {
        let line = QuickAddLine("Water plants repeat:every 3 days #home", today: today)
        #expect(line.title == "Water plants" && line.repeats?.words == "every 3 days")
        #expect(line.tags.names == ["home"] && line.hasMarkers)
        let short = QuickAddLine("Standup repeat:weekday due:mon", today: today)
        #expect(short.title == "Standup" && short.repeats?.words == "every weekday")
        #expect(short.deadline?.iso == "2026-11-23")
        let days = QuickAddLine("Gym repeat:every mon, thu Sweat", today: today)
        #expect(days.repeats?.words == "every week on Mon, Thu" && days.title == "Gym Sweat")
    }

    @Test func anUnreadableRuleIsTheLinesError() {
        let line = QuickAddLine("Water repeat:every 0 days", today: today)
        #expect(line.repeats == nil && line.markerError?.contains("every 0") == true)
        #expect(QuickAddLine("Repeat: the chorus", today: today).repeats == nil)
    }
}
