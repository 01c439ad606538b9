import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// The plan and shutdown decks (issue 35): their cards' own side words, the "when?" question, and the
/// summaries (today's estimates against the day's capacity; planned against done, and the run of days).
@Suite("Plan and shutdown deck snapshots")
struct PlanDeckSnapshotTests {
    static let cards: [TodoItem] = {
        var report = task("Send the quarterly report", important: true, urgent: true, due: "2026-11-21")
        report.estimate = 90
        var call = task("할머니께 전화하기 📞", due: "2026-11-23")
        call.estimate = 20
        return [report, call, task(longTitle)]
    }()

    /// A `width`×`height` screen in a round of `source` over `cards`, the first `decided` decided as
    /// `kind` (the store then holding the next card on top).
    func deckState(
        _ source: ReviewSource, width: Int, height: Int, decided: Int = 0,
        kind: ReviewDecision.Kind = .planned
    ) -> AppState {
        var state = AppState(
            size: Size(width: width, height: height), options: DisplayOptions(),
            today: LocalDate(iso: "2026-11-22")!)
        for action: Action in [
            .tick(1000), .showScreen(.review), .review(.deckBuilt(source, Self.cards.map(\.uid))),
        ] {
            _ = reduce(&state, action)
        }
        _ = reduce(&state, .review(.loaded(snapshot(state))))
        for _ in 0..<decided {
            _ = reduce(&state, .review(.decide(kind)))
            _ = reduce(&state, .review(.loaded(snapshot(state))))
        }
        _ = reduce(&state, .tick(1010))
        return state
    }

    func snapshot(_ state: AppState, dayPlan: DayPlan? = nil) -> ReviewSnapshot {
        let top = state.review.round?.deck.first
        var snapshot = ReviewSnapshot(
            counts: TaskCounts(open: 3, done: 0), sourceCounts: nil, card: Self.cards.first { $0.uid == top })
        snapshot.dayPlan = dayPlan
        return snapshot
    }

    @Test(arguments: [(80, 24), (40, 12), (120, 40)])
    func planCard(width: Int, height: Int) {
        let state = deckState(.plan, width: width, height: height, decided: 1)
        assertSnapshot(AppView.render(state), named: "plan-card-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func whenQuestion(width: Int, height: Int) {
        var state = deckState(.plan, width: width, height: height)
        _ = reduce(&state, .review(.askWhen))
        assertSnapshot(AppView.render(state), named: "plan-when-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (40, 12), (120, 40)])
    func planSummaryOverTheDaysCapacity(width: Int, height: Int) {
        var state = deckState(.plan, width: width, height: height, decided: 3)
        let plan = DayPlan(open: 5, done: 0, estimatedMinutes: 410, unestimated: 2)
        _ = reduce(&state, .review(.loaded(snapshot(state, dayPlan: plan))))
        assertSnapshot(AppView.render(state), named: "plan-summary-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func shutdownCard(width: Int, height: Int) {
        let state = deckState(.shutdown, width: width, height: height)
        assertSnapshot(AppView.render(state), named: "shutdown-card-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (40, 12), (120, 40)])
    func shutdownSummary(width: Int, height: Int) {
        var state = deckState(.shutdown, width: width, height: height, decided: 3, kind: .tomorrow)
        _ = reduce(&state, .review(.loaded(snapshot(state, dayPlan: DayPlan(open: 0, done: 4)))))
        _ = reduce(&state, .review(.dayPlanRecorded(streak: 0)))
        #expect(state.review.round?.recordedDay?.planned == 7)
        assertSnapshot(AppView.render(state), named: "shutdown-summary-\(width)x\(height)")
    }
}
