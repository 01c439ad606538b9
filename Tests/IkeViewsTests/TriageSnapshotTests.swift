import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// The matrix with urgency from near deadlines and the inbox of tasks never placed (issue 35, item 5), at
/// the three reference sizes, compared as text.
@Suite("Matrix triage snapshots")
struct TriageSnapshotTests {
    /// Important tasks due today and tomorrow without the urgent flag: in Do first by their deadlines
    /// (`urgent_within` 2), beside flagged ones; Delegate holds one urgent by its deadline too.
    static let quadrants: [Quadrant: [TodoItem]] = [
        .doFirst: [
            task("Call the bank", important: true, urgent: true, due: "2026-11-27"),
            task("Hand in the report", important: true, due: "2026-11-23"),
            task("Pay rent", important: true, urgent: true, due: "2026-11-22"),
            task("Book the dentist", important: true, due: "2026-11-24"),
        ],
        .schedule: [
            task("Write thesis outline", important: true, due: "2026-12-15"),
            task("Plan training", important: true),
        ],
        .delegate: [
            task("Reply to newsletter", urgent: true, due: "2026-11-23"),
            task("Return the parcel", due: "2026-11-21"),
        ],
        .eliminate: [placed(task("Sort old photos"))],
    ]

    /// Tasks added without a flag, never placed.
    static let inbox = [
        task("Look into a new phone plan"), task("Fix the bike light", due: "2026-11-23"),
        task("Read the lease"), task("Call grandma"),
    ]

    static func placed(_ item: TodoItem) -> TodoItem {
        var copy = item
        copy.isTriaged = true
        return copy
    }

    /// The matrix of `width`×`height` with the inbox, its keys there when `inboxFocused`.
    func state(width: Int, height: Int, inboxFocused: Bool, ascii: Bool = false) -> AppState {
        var state = matrixState(
            width: width, height: height, quadrants: Self.quadrants, selected: [.doFirst: 1], ascii: ascii)
        state.matrix.inbox = Self.inbox
        state.matrix.inboxTotal = Self.inbox.count
        state.matrix.isInboxFocused = inboxFocused
        state.matrix.inboxIndex = 1
        state.counts = TaskCounts(open: 13, done: 0)
        return state
    }

    @Test func gridAt80x24WithTheInboxOnOneLine() {
        assertSnapshot(
            AppView.render(state(width: 80, height: 24, inboxFocused: false)), named: "triage-80x24")
    }

    @Test func stackedAt40x12WithTheInboxOpen() {
        assertSnapshot(
            AppView.render(state(width: 40, height: 12, inboxFocused: true)), named: "triage-inbox-40x12")
    }

    @Test func stackedAt40x12WithTheInboxOnOneLine() {
        assertSnapshot(
            AppView.render(state(width: 40, height: 12, inboxFocused: false)), named: "triage-40x12")
    }

    @Test func gridAt120x40WithTheInboxOpen() {
        assertSnapshot(
            AppView.render(state(width: 120, height: 40, inboxFocused: true)), named: "triage-inbox-120x40")
    }

    @Test func asciiAt80x24() {
        assertSnapshot(
            AppView.render(state(width: 80, height: 24, inboxFocused: true, ascii: true)),
            named: "triage-ascii-80x24")
    }

    @Test func theMarkIsDrawnOnlyForUrgencyByDeadline() {
        let buffer = AppView.render(state(width: 120, height: 40, inboxFocused: false))
        let lines = buffer.plainText.split(separator: "\n").map(String.init)
        let marked = lines.filter { $0.contains("◷") }
        #expect(marked.count == 3, "\(marked)")
        #expect(marked.allSatisfy { !$0.contains("Call the bank") && !$0.contains("Reply to newsletter") })
        #expect(lines.contains { $0.contains("Return the parcel") && $0.contains("◷") })
    }
}
