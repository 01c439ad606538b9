import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// The Repeat field of the edit form: the rule in words, its next dates under it, what it skips, and an
/// unreadable rule's error in place.
@Suite("Repeat field snapshots")
struct RepeatFieldSnapshotTests {
    /// The form with the keyboard in the Repeat field holding `text`, its deadline "4 dec".
    func repeating(_ text: String, width: Int = 80, height: Int = 24, ascii: Bool = false) -> AppState {
        formState(width: width, height: height, color: !ascii, ascii: ascii) {
            $0.focus = .repeats
            $0.repeats.setText(text)
        }
    }

    @Test func aRuleShowsItsNextThreeDates() {
        assertSnapshot(renderForm(repeating("every 2 weeks")), named: "form-repeat-80x24")
        assertSnapshot(
            renderForm(repeating("every 2 weeks", width: 40, height: 12)), named: "form-repeat-40x12")
        let text = renderForm(repeating("every 2 weeks")).plainText
        #expect(text.contains("→ next Fri 4 Dec, Fri 18 Dec, Fri 1 Jan"))
    }

    @Test func aDayNotEveryMonthHasSaysWhatIsSkipped() {
        let state = formState {
            $0.focus = .repeats
            $0.deadline.setText("31 dec")
            $0.repeats.setText("every month on the 31st")
        }
        assertSnapshot(renderForm(state), named: "form-repeat-31st-80x24")
        let text = renderForm(state).plainText
        #expect(text.contains("Thu 31 Dec, Sun 31 Jan, Wed 31 Mar"))
        #expect(text.contains("months without a") && text.contains("31st are skipped"))
    }

    @Test func anUnreadableRuleIsAnErrorInPlaceAndBlocksTheSave() {
        assertSnapshot(renderForm(repeating("every 0 days")), named: "form-repeat-error-80x24")
        assertSnapshot(
            renderForm(repeating("every 0 days", width: 40, height: 12, ascii: true)),
            named: "form-repeat-error-ascii-40x12")
        var form = EditFormState(item: formTask)
        form.repeats.setText("every 0 days")
        #expect(form.validated(today: today) == nil && form.showsErrors)
        form.repeats.setText("every weekday")
        #expect(form.validated(today: today)?.repeats??.rule?.words == "every weekday")
    }

    @Test func aCustomRuleIsKeptWhileItsWordsAreUntouched() {
        var item = formTask
        let custom = TaskRepeat.custom(CustomRepeat(.iCalendar, "FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU"))
        item.repeats = custom
        var form = EditFormState(item: item)
        #expect(form.repeats.text == "custom (FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU)")
        #expect(form.validated(today: today)?.repeats == custom)
        form.repeats.setText("none")
        #expect(form.validated(today: today)?.repeats == .some(nil))
        let text = renderForm(formState(item: item) { $0.focus = .repeats }).plainText
        #expect(text.contains("custom: ike keeps this rule but cannot compute its dates"))
    }
}
