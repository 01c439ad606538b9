import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// The focus card (issue 35, item 4): a work period under way with its checklist, paused, and waiting
/// after a break, at 80×24, 40×12 and 120×40.
@Suite("Focus card snapshots")
struct FocusCardSnapshotTests {
    static let item: TodoItem = {
        var item = task("보고서 쓰기: the quarterly report")
        item.notes = "Numbers from finance.\n- [x] 개요 outline\n- [ ] figures\n- [ ] summary\n- [ ] send it"
        return item
    }()

    /// A `width`×`height` list screen with the card open on `item`, `elapsed` seconds into a work period.
    func focusState(width: Int, height: Int, elapsed: Double = 312) -> AppState {
        var preferences = AppPreferences()
        var state = AppState(
            size: Size(width: width, height: height), options: DisplayOptions(),
            now: LocalMoment(startOf: LocalDate(iso: "2026-11-22")!), preferences: preferences)
        _ = reduce(&state, .tick(1000))
        _ = reduce(&state, .showScreen(.review))
        _ = reduce(&state, .review(.deckBuilt(.all, [Self.item.uid])))
        _ = reduce(
            &state,
            .review(
                .loaded(
                    ReviewSnapshot(counts: TaskCounts(open: 1, done: 0), sourceCounts: nil, card: Self.item)))
        )
        _ = reduce(&state, .openFocus)
        _ = reduce(&state, .focus(.periodBegan(id: 1, uid: Self.item.uid)))
        _ = reduce(&state, .focus(.moveSelection(by: 1)))
        _ = reduce(&state, .tick(1000 + elapsed))
        return state
    }

    @Test(arguments: [(80, 24), (40, 12), (120, 40)])
    func working(width: Int, height: Int) {
        assertSnapshot(
            AppView.render(focusState(width: width, height: height)), named: "focus-work-\(width)x\(height)")
    }

    @Test func pausedSaysSoInWords() {
        var state = focusState(width: 80, height: 24)
        _ = reduce(&state, .focus(.togglePause))
        let text = AppView.render(state).plainText
        #expect(text.contains("Focus · Work 1 of 4 · ⏱ 19:48 paused"))
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func waitingAfterABreak(width: Int, height: Int) {
        var state = focusState(width: width, height: height)
        _ = reduce(&state, .tick(1000 + 25 * 60))
        _ = reduce(&state, .tick(1000 + 30 * 60 + 1))
        #expect(state.focus.session?.isWaiting == true)
        assertSnapshot(AppView.render(state), named: "focus-waiting-\(width)x\(height)")
    }
}
