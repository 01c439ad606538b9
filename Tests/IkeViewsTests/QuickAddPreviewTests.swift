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

    @Test func thePreviewNamesTheStart() {
        let text = AppView.render(typing("Plan the party start:mon 9:00")).plainText
        #expect(text.contains("Adds “Plan the party” · starts Monday 23 November 2026 09:00"), "\(text)")
    }

    @Test func aPlainLineHasNoPreview() {
        let text = AppView.render(typing("Buy milk tomorrow")).plainText
        #expect(!text.contains("Adds “"))
    }
}

/// Tags drawn after titles on the list: dim, and cut before the title is.
@Suite("Tags after titles")
struct TagRowTests {
    func state(width: Int, title: String) -> AppState {
        var item = task(title)
        item.tags = try! TagSet(parsing: ["family", "@phone"])
        return listState(width: width, items: [item, task("Other")])
    }

    @Test func tagsFollowTheTitle() {
        let text = AppView.render(state(width: 80, title: "Call mom")).plainText
        #expect(text.contains("Call mom @phone #family"))
    }

    @Test func tagsGiveWayBeforeTheTitle() {
        let text = AppView.render(state(width: 40, title: "Call mom about the weekend trip")).plainText
        #expect(text.contains("Call mom about the weekend trip"))
        #expect(!text.contains("@phone"))
    }

    @Test func theQuickAddPreviewNamesTheTags() {
        var state = listState()
        state.mode = .quickAdd(TextField("Call mom #family"))
        state.status = nil
        #expect(AppView.render(state).plainText.contains("Adds “Call mom” · #family"))
    }
}
