import IkeCore
import IkeTerm
import Testing

@testable import IkeApp
@testable import IkeViews

/// The line under the frame says what Enter will add while quick add reads markers from the line.
@Suite("Quick add preview")
struct QuickAddPreviewTests {
    func typing(_ text: String) -> AppState {
        var state = listState()
        state.mode = .quickAdd(TextField(text))
        state.status = nil
        return state
    }

    @Test func thePreviewNamesTitleDeadlineAndFlags() {
        let text = AppView.render(typing("Pay rent due:fri !!!")).plainText
        #expect(text.contains("Adds “Pay rent” · due Friday 27 November 2026 · important · urgent"))
    }

    @Test func anUnreadableDueIsShownAsAnError() {
        let text = AppView.render(typing("Party due:blursday")).plainText
        #expect(text.contains("could not read “blursday”"))
    }

    @Test func aPlainLineHasNoPreview() {
        let text = AppView.render(typing("Buy milk tomorrow")).plainText
        #expect(!text.contains("Adds “"))
    }
}
