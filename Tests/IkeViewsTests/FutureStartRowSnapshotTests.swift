import Foundation
import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// A task not started yet, when shown (`W`, issue 34), is dim and says when it starts where its
/// deadline would be ("from Fri"); once started, its row is as any other.
@Suite("Rows of tasks not started yet")
struct FutureStartRowSnapshotTests {
    static func starting(
        _ title: String, on start: String, at time: TimeOfDay? = nil, due: String? = nil
    )
        -> TodoItem
    {
        var item = task(title, due: due)
        item.start = LocalDate(iso: start)
        item.startTime = time
        return item
    }

    static let items = [
        task("Call the bank", due: "2026-11-27"),
        starting("Plan the party", on: "2026-11-23", due: "2026-12-20"),
        starting("Book the hall", on: "2026-12-15"),
        starting("Water the plants", on: today.iso, at: TimeOfDay(hour: 18, minute: 30)),
        starting("Pay rent", on: today.iso, due: "2026-11-27"),
    ]

    @Test func aRowNotStartedIsDimAndSaysItsStart() throws {
        var state = listState(items: Self.items)
        state.list.showsFutureStarts = true
        let screen = AppView.render(state)
        assertSnapshot(screen, named: "future-start-rows-80x24")
        func row(_ title: String) throws -> Int {
            try #require((0..<screen.height).first { screen.line($0).contains(title) })
        }
        #expect(screen.line(try row("Plan the party")).contains("from tomorrow"))
        #expect(screen.line(try row("Book the hall")).contains("from 15 Dec"))
        #expect(screen.line(try row("Water the plants")).contains("from today 18:30"))
        // Started this morning: its deadline, not its start, and not dim.
        let rent = try row("Pay rent")
        #expect(screen.line(rent).contains(" Fri") && !screen.line(rent).contains("from"))
        let dim = try #require(screen.column(of: "Book", row: try row("Book the hall")))
        #expect(screen[dim, try row("Book the hall")].style.attributes.contains(.dim))
        let plain = try #require(screen.column(of: "Pay", row: rent))
        #expect(!screen[plain, rent].style.attributes.contains(.dim))
        let narrow = AppView.render(listState(width: 40, height: 12, items: Self.items, ascii: true))
        assertSnapshot(narrow, named: "future-start-rows-ascii-40x12")
    }

    @Test func theMatrixSaysTheStartToo() {
        let state = matrixState(quadrants: [.doFirst: [Self.starting("Book the hall", on: "2026-12-15")]])
        #expect(AppView.render(state).plainText.contains("from 15 Dec"))
    }

    @Test func anEmptyListSaysHowManyWait() {
        var state = listState(items: [])
        state.list.notStartedCount = 3
        #expect(
            AppView.render(state).plainText.contains(
                "Nothing to do now: 3 tasks start later. Press W to show them."))
    }
}
