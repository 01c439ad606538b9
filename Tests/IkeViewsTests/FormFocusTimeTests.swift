import IkeCore
import IkeTerm
import Testing

@testable import IkeApp
@testable import IkeViews

/// The edit form's read-only Focus row: a task's focus time in all, shown when there is some, the first
/// row to give way on a short screen.
@Suite("Edit form: focus time")
struct FormFocusTimeTests {
    private func row(of text: String, in buffer: ScreenBuffer) -> Int? {
        (0..<buffer.height).first { buffer.line($0).contains(text) }
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func theTotalShowsUnderTheFieldsWhenThereIsSome(width: Int, height: Int) throws {
        let buffer = renderForm(formState(width: width, height: height) { $0.focusSeconds = 4500 })
        let y = try #require(row(of: "Focus", in: buffer))
        #expect(buffer.line(y).contains("Focus      1 h 15 min"), "\(buffer.line(y))")
        // Under the fields, above the checkboxes.
        #expect(try #require(row(of: "Tags", in: buffer)) < y)
        #expect(try #require(row(of: "Important", in: buffer)) > y)
        assertSnapshot(buffer, named: "form-focus-time-\(width)x\(height)")
    }

    @Test func noFocusTimeNoRow() {
        #expect(row(of: "Focus", in: renderForm(formState())) == nil)
    }

    @Test func onASmallScreenTheRowGivesWayFirst() {
        let without = renderForm(formState(width: 40, height: 12))
        let with = renderForm(formState(width: 40, height: 12) { $0.focusSeconds = 4500 })
        #expect(row(of: "Focus", in: with) == nil)
        #expect(with.snapshot == without.snapshot, "nothing else gave way for it")
    }

    @Test func theFormsOpeningReadBringsTheTotal() {
        var state = formState()
        _ = reduce(&state, .form(.parentRead(title: nil, steps: 0, focusSeconds: 1500)))
        guard case .editForm(let form) = state.mode else {
            Issue.record("the form closed")
            return
        }
        #expect(form.focusSeconds == 1500)
        #expect(DurationText.words(seconds: form.focusSeconds) == "25 min")
    }

    @Test func timeIsSaidInWords() {
        #expect(
            [3, 59, 60, 1500, 3600, 4500, 7260].map(DurationText.words(seconds:)) == [
                "3 s", "59 s", "1 min", "25 min", "1 h", "1 h 15 min", "2 h 1 min",
            ])
    }
}
