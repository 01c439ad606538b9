import Foundation
import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// The list's agenda view drawn (issue 34, item 3): headings with their counts, tasks under them, the
/// overdue heading in its style, CJK titles cut at the right column, at the reference sizes.
@Suite("Agenda snapshots")
struct AgendaSnapshotTests {
    static func due(_ title: String, _ date: String, at time: TimeOfDay? = nil) -> TodoItem {
        var item = task(title, due: date)
        item.deadlineTime = time
        return item
    }

    static func starting(_ title: String, _ date: String) -> TodoItem {
        var item = task(title)
        item.start = LocalDate(iso: date)
        return item
    }

    /// Sunday 22 November 2026 (the views' today).
    static let sections = [
        Agenda.Section(kind: .overdue, items: [due("Pay the fine", "2026-11-20")]),
        Agenda.Section(
            kind: .today,
            items: [
                due(
                    "은행에 전화하기 (call the bank about the mortgage)", "2026-11-22",
                    at: TimeOfDay(hour: 15, minute: 0)),
                due("Buy bread", "2026-11-22"), starting("Start the essay", "2026-11-22"),
            ]),
        Agenda.Section(
            kind: .day(LocalDate(iso: "2026-11-25")!),
            items: [due("Book flights to 東京", "2026-11-25"), due("Pack bags", "2026-11-25")]),
        Agenda.Section(kind: .startingSoon, items: [starting("Plan the party", "2026-11-27")]),
    ]

    static func agendaState(width: Int, height: Int, selected: Int = 1, ascii: Bool = false) -> AppState {
        var state = listState(width: width, height: height, items: [], ascii: ascii)
        state.list.view = .agenda
        state.list.agenda.sections = sections
        state.list.agenda.selectedIndex = selected
        return state
    }

    @Test func theAgendaAtTheReferenceSizes() throws {
        let screen = AppView.render(Self.agendaState(width: 80, height: 24))
        assertSnapshot(screen, named: "agenda-80x24")
        let text = screen.plainText
        for heading in ["Overdue", "Today · Sun 22 Nov", "Wed 25 Nov", "Starting soon"] {
            #expect(text.contains(heading), "\(heading)")
        }
        #expect(text.contains("the agenda"))
        let overdue = try #require((0..<screen.height).first { screen.line($0).contains("Overdue") })
        let x = try #require(screen.column(of: "Overdue", row: overdue))
        #expect(screen[x, overdue].style.attributes.contains(.bold))
        // The selection is on the second task, under Today.
        let selected = try #require((0..<screen.height).first { screen.line($0).contains("▸") })
        #expect(screen.line(selected).contains("은행에 전화하기"))
        assertSnapshot(
            AppView.render(Self.agendaState(width: 40, height: 12, ascii: true)), named: "agenda-ascii-40x12")
        assertSnapshot(AppView.render(Self.agendaState(width: 120, height: 40)), named: "agenda-120x40")
    }

    /// Only the longest overdue are read: the heading says how many of how many.
    @Test func aCutOverdueSectionSaysHowManyOfHowMany() {
        var state = Self.agendaState(width: 80, height: 24)
        state.list.agenda.sections[0].total = 29_834
        let line = AppView.render(state).line(3)
        #expect(line.contains("Overdue") && line.contains("1 of 29834"), "\(line)")
    }

    @Test func anEmptyAgendaSaysSo() {
        var state = Self.agendaState(width: 80, height: 24)
        state.list.agenda.sections = []
        #expect(
            AppView.render(state).plainText.contains("Nothing overdue, due or starting in the next 7 days"))
    }
}
