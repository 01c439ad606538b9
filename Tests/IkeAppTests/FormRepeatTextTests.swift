import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The edit form's Repeat field and hidden characters (issue 32, "Safe output" 4): a rule typed or pasted
/// with one is refused in place; a rule another app wrote with one is kept while the field is untouched,
/// so the task can still be saved.
@Suite("Edit form: hidden characters in the Repeat field")
struct FormRepeatTextTests {
    let today = LocalDate(iso: "2026-11-22")!

    @Test func aRuleFromAnotherAppWithAControlCharacterIsKeptWhileUntouched() {
        var item = task("Water plants", 0)
        let kept = TaskRepeat.custom(CustomRepeat(.iCalendar, "FREQ=DAILY;X-NOTE=\u{1B}[31mred"))
        item.repeats = kept
        let form = EditFormState(item: item)
        // The field cannot show the escape, so it holds the words without it.
        #expect(form.repeats.text == "custom (FREQ=DAILY;X-NOTE=[31mred)")
        #expect(form.parsedRepeat(today: today) == .success(kept))
    }

    @Test(arguments: ["FREQ=DAILY;X-NOTE=\u{202E}x", "every\u{200F} day", "FREQ=WEEKLY;X-A=\u{2066}b"])
    func aTypedRuleWithAnInvisibleCharacterIsRefusedInPlace(text: String) {
        var form = EditFormState(item: nil)
        form.repeats.setText(text)
        guard case .failure(let error) = form.parsedRepeat(today: today) else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(error.message.hasPrefix("a repeat rule cannot hold control or invisible characters"))
        #expect(!error.message.unicodeScalars.contains { $0.properties.generalCategory == .format })
        #expect(form.repeatNote(today: today)?.isError == true)
    }
}
