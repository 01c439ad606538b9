import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// The list folds the done records of repeating tasks under their series (issue 32, friction 7): a filter
/// that folds them reads no such row, and its count, taken from the tally less the index of done
/// occurrences, is always the number of rows it reads.
@Suite("Done occurrences folded")
struct DoneOccurrenceFoldTests {
    @Test(arguments: [
        TaskFilter.all, TaskFilter(quadrant: .doFirst), TaskFilter(includeDone: false),
        TaskFilter(includeOpen: false),
        TaskFilter(text: "water"),
    ])
    func theCountIsTheRowsAndNoDoneOccurrenceIsRead(_ base: TaskFilter) throws {
        let store = try makeStore()
        var series = TodoItem(
            uid: "plants", title: "Water plants", deadline: LocalDate(iso: "2026-11-20"), isImportant: true,
            isUrgent: true, createdAt: testNow)
        series.repeats = .rule(RecurrenceRule(.daily)!)
        try store.change { try $0.insert(series, at: .bottom) }
        for title in ["Pay rent", "Call the bank"] {
            try store.change { try $0.insert(try $0.newItem(title: title), at: .bottom) }
        }
        // Two occurrences done, and a plain task done.
        _ = try store.setDone(true, uids: ["plants"])
        _ = try store.setDone(true, uids: ["plants"])
        _ = try store.setDone(
            true, uids: [try #require(try store.items().first { $0.title == "Pay rent" }).uid])
        var folded = base
        folded.foldsDoneOccurrences = true
        let rows = try store.items(folded)
        #expect(!rows.contains { $0.isDone && $0.seriesUID != nil }, "\(rows.map(\.title))")
        #expect(try store.count(folded) == rows.count)
        var started = folded
        started.startedBy = LocalMoment(startOf: LocalDate(iso: "2026-11-22")!)
        #expect(try store.count(started) == (try store.items(started)).count)
        // Unfolded, the two occurrences are rows again where the filter keeps done tasks.
        let all = try store.items(base)
        #expect(all.count - rows.count == (base.includeDone ? 2 : 0), "\(all.map(\.title))")
        #expect(try store.count(base) == all.count)
    }
}
