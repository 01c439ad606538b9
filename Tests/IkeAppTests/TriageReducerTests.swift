import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The matrix's inbox and urgency from near deadlines (issue 35, item 5): the keys into and out of the
/// inbox, placing from it, and carrying a task that its deadline keeps urgent.
@Suite("Matrix triage reducer")
struct TriageReducerTests {
    func flagged(_ title: String, _ index: Int, _ quadrant: Quadrant, due: String? = nil) -> TodoItem {
        var item = task(title, index)
        item.quadrant = quadrant
        item.deadline = due.flatMap(LocalDate.init(iso:))
        return item
    }

    /// Do first: D1 and N (important, due tomorrow: urgent by its deadline) · Schedule: S1 · Delegate:
    /// none · Eliminate: E1 · inbox: I1 I2 (from `inbox`).
    func matrixState(inbox: [String] = ["I1", "I2"]) -> AppState {
        var state = loadedState([])
        state.screen = .matrix
        let quadrants: [Quadrant: [TodoItem]] = [
            .doFirst: [flagged("D1", 0, .doFirst), flagged("N", 1, .schedule, due: "2026-11-23")],
            .schedule: [flagged("S1", 2, .schedule)], .delegate: [],
            .eliminate: [flagged("E1", 3, .eliminate)],
        ]
        let waiting = inbox.enumerated().map { task($0.element, 10 + $0.offset) }
        _ = reduce(
            &state,
            .matrix(
                .loaded(
                    MatrixSnapshot(
                        quadrants: quadrants, totals: quadrants.mapValues(\.count),
                        counts: TaskCounts(open: 4 + waiting.count, done: 0), inbox: waiting,
                        inboxTotal: waiting.count))))
        return state
    }

    @Test func theInboxIsReachedByItsKeyAndByUpFromTheTopAndPlacesItsTasks() {
        var state = matrixState()
        #expect(KeyMap.standard.action(for: .char("b"), in: state) == .matrix(.toggleInbox))
        step(&state, .matrix(.toggleInbox)) { $0.matrix.isInboxFocused = true }
        #expect(state.selectedTask?.title == "I1")
        step(&state, .matrix(.move(dx: 0, dy: 1))) {
            $0.matrix.inboxIndex = 1
            $0.matrix.inboxUID = "uid-I2"
        }
        // Shift-↓ places into the quadrant the keys came from; the selection stays in the inbox.
        step(
            &state, .matrix(.carry(dx: 0, dy: 1)),
            expecting: [.change(.setQuadrant(uid: "uid-I2", .doFirst), label: "Placed in Do first: “I2”")])
        step(
            &state, .matrix(.carry(dx: 1, dy: 0)),
            expecting: [.change(.setQuadrant(uid: "uid-I2", .schedule), label: "Placed in Schedule: “I2”")])
        step(
            &state, .matrix(.carry(dx: -1, dy: 0)),
            expecting: [.change(.setQuadrant(uid: "uid-I2", .doFirst), label: "Placed in Do first: “I2”")])
        step(&state, .matrix(.carry(dx: 0, dy: -1))) {
            $0.status = StatusMessage("No quadrant that way: the quadrants are below the inbox")
        }
        // ↓ past the inbox's last task gives the keys back to the quadrant; ↑ from its top comes back.
        step(&state, .matrix(.move(dx: 0, dy: 1))) {
            $0.matrix.isInboxFocused = false
            $0.status = nil
        }
        #expect(state.selectedTask?.title == "D1")
        step(&state, .matrix(.move(dx: 0, dy: -1))) { $0.matrix.isInboxFocused = true }
        #expect(state.selectedTask?.title == "I2")
        // Tab from the inbox goes on to Do first; Shift-Tab from Do first back to the inbox.
        step(&state, .matrix(.cycle(by: 1))) { $0.matrix.isInboxFocused = false }
        step(&state, .matrix(.cycle(by: -1))) { $0.matrix.isInboxFocused = true }
    }

    @Test func anInboxEmptiedGivesTheKeysBack() {
        var state = matrixState(inbox: ["I1"])
        step(&state, .matrix(.toggleInbox)) { $0.matrix.isInboxFocused = true }
        let empty = MatrixSnapshot(
            quadrants: state.matrix.quadrants, totals: state.matrix.totals, counts: state.counts)
        step(&state, .matrix(.loaded(empty))) {
            $0.matrix.inbox = []
            $0.matrix.inboxTotal = 0
            $0.matrix.isInboxFocused = false
            $0.matrix.inboxUID = nil
        }
        step(&state, .matrix(.toggleInbox)) {
            $0.status = StatusMessage("The inbox is empty: every task is in a quadrant")
        }
    }

    @Test func aTaskUrgentByItsDeadlineStaysUrgentWhenCarriedOut() {
        var state = matrixState()
        step(&state, .matrix(.move(dx: 0, dy: 1))) {
            $0.matrix.selectedIndex[.doFirst] = 1
            $0.matrix.selectedUID[.doFirst] = "uid-N"
        }
        // No flag to take away: nothing changes, and the status line says why.
        step(&state, .matrix(.carry(dx: 1, dy: 0))) {
            $0.status = StatusMessage("“N” stays in Do first: due tomorrow, within 2 days (urgent_within)")
        }
        // With its flag too, the flag goes and the task stays where it shows, the focus with it.
        var both = state.matrix.quadrants
        both[.doFirst]![1].isUrgent = true
        let snapshot = MatrixSnapshot(quadrants: both, totals: state.matrix.totals, counts: state.counts)
        _ = reduce(&state, .matrix(.loaded(snapshot)))
        step(
            &state, .matrix(.carry(dx: 1, dy: 0)),
            expecting: [
                .change(
                    .setQuadrant(uid: "uid-N", .schedule),
                    label:
                        "Urgent flag off “N”; it stays in Do first: due tomorrow, within 2 days (urgent_within)"
                )
            ]
        ) { $0.status = nil }
        // Down to Delegate it goes: that quadrant is urgent.
        step(
            &state, .matrix(.carry(dx: 0, dy: 1)),
            expecting: [.change(.setQuadrant(uid: "uid-N", .delegate), label: "Moved to Delegate: “N”")]
        ) {
            $0.matrix.focused = .delegate
            $0.matrix.selectedUID[.delegate] = "uid-N"
        }
    }

    @Test func theMatrixAsksForTheUrgencyOfItsDay() {
        let state = matrixState()
        guard case .matrix(let query) = state.loadRequest else {
            Issue.record("not a matrix read")
            return
        }
        #expect(query.urgentThrough == LocalDate(iso: "2026-11-24"))
        var preferences = AppPreferences()
        preferences.urgency = UrgencyRule(days: 0)
        let zero = AppState(
            size: Size(width: 80, height: 24), options: DisplayOptions(),
            now: LocalMoment(startOf: testToday),
            preferences: preferences)
        #expect(zero.matrix.urgency.lastUrgentDay(today: testToday) == testToday)
    }
}
