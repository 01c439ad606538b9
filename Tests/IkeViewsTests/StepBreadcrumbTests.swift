import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// A step's row shows its parent's title, dim, before its own (issue 33, item 2): cut to a third of the
/// title's room so the title stays, `>` in ASCII, none for a parent that is not here.
@Suite("Steps' breadcrumbs")
struct StepBreadcrumbTests {
    static func state(width: Int = 80, height: Int = 24, ascii: Bool = false) -> AppState {
        var pack = task("Pack the books")
        pack.parentUID = "move"
        var waiting = task("Label the boxes")
        waiting.parentUID = "not-here"
        var cjk = task("引っ越しの荷造り")
        cjk.parentUID = "move-jp"
        var state = listState(
            width: width, height: height, items: [task("Move flat"), pack, waiting, cjk], ascii: ascii)
        state.list.parentTitles = ["move": "Move flat", "move-jp": "新しいアパートへ引っ越す準備をする"]
        return state
    }

    @Test func aStepShowsItsParentBeforeItsTitle() {
        let wide = AppView.render(Self.state()).plainText
        #expect(wide.contains("Move flat › Pack the books"), "\(wide)")
        #expect(wide.contains(" Label the boxes"), "\(wide)")
        #expect(!wide.contains("› Label"))
        let ascii = AppView.render(Self.state(ascii: true)).plainText
        #expect(ascii.contains("Move flat > Pack the books"), "\(ascii)")
        // Narrow, the crumb gives way to the title: a third of the room at most.
        let narrow = AppView.render(Self.state(width: 40, height: 12))
        assertSnapshot(narrow, named: "step-breadcrumbs-40x12")
        #expect(narrow.plainText.contains("引っ越しの荷造り"), "\(narrow.plainText)")
    }
}

/// The matrix and the review card show a step with its parent's title (issue 33, item 4), and a revealed
/// card shows the checklist as boxes (item 5).
@Suite("Steps on the matrix and the review card")
struct StepElsewhereTests {
    @Test func aMatrixStepShowsItsParent() {
        var step = task("Pack the books", important: true, urgent: true)
        step.parentUID = "uid-Move flat"
        var state = matrixState(quadrants: [.doFirst: [step]])
        state.matrix.parentTitles = ["uid-Move flat": "Move flat"]
        let text = AppView.render(state).plainText
        // A quadrant is narrow: the crumb gets a third of the room, the title the rest.
        #expect(text.contains("Move fl… › Pack the books"), "\(text)")
    }

    @Test func theReviewCardShowsItsParentAndItsChecklist() {
        var state = reviewState()
        guard var round = state.review.round, var card = round.card else {
            Issue.record("no card")
            return
        }
        card.notes = "Before Friday\n- [x] Buy boxes\n- [ ] Tape"
        round.card = card
        round.cardParentTitle = "Move flat"
        round.isRevealed = true
        state.review.round = round
        let screen = AppView.render(state)
        assertSnapshot(screen, named: "review-step-checklist-80x24")
        let text = screen.plainText
        #expect(text.contains("Move flat ›"), "\(text)")
        #expect(
            text.contains("☑ Buy boxes") && text.contains("☐ Tape") && text.contains("Before Friday"),
            "\(text)")
    }
}
