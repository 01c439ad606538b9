import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// The chooser's sizes of the decks chosen by dates: each the number of cards its deck deals, tasks that
/// start after today (another app's start after a deadline) left out of both.
@Suite("The review chooser's deck sizes")
struct ReviewCountTests {
    func item(_ title: String, due: String, start: String? = nil, done: Bool = false) -> TodoItem {
        var item = TodoItem(
            uid: "uid-" + title, title: title, deadline: LocalDate(iso: due), isDone: done, createdAt: testNow
        )
        item.start = start.flatMap(LocalDate.init(iso:))
        return item
    }

    @Test func eachDatedDecksSizeIsTheNumberOfCardsItDeals() throws {
        let store = try makeStore()
        try store.change { writer in
            try writer.insertAll([
                item("Late", due: "2026-11-20"),
                item("Late, starts next month", due: "2026-11-20", start: "2026-12-15"),
                item("Late, started", due: "2026-11-21", start: "2026-11-01"),
                item("Late, done", due: "2026-11-19", done: true),
                item("Today", due: "2026-11-22"),
                item("Today, starts tomorrow", due: "2026-11-22", start: "2026-11-23"),
                item("This week", due: "2026-11-26"),
                item("Next week", due: "2026-12-02"),
            ])
        }
        let today = LocalDate(iso: "2026-11-22")!
        let counts = try store.reviewCounts(today: today)
        for source in [ReviewSource.overdue, .dueThisWeek, .due] {
            #expect(counts[source] == (try store.reviewDeck(source, today: today)).count, "\(source)")
        }
        #expect(counts[.overdue] == 2)
        #expect(counts[.due] == 3)
    }
}
