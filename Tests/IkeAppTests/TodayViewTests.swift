import Foundation
import IkeCore
import Testing

@testable import IkeApp

/// The list's Today view (issue 35, item 1): planned for today or due today, and the open tasks planned for
/// a day gone by or overdue; `v` reaches it first from every task.
@Suite("The Today view")
struct TodayViewTests {
    @Test func todayHoldsThePlanTheDeadlinesAndYesterdaysUnfinishedPlan() throws {
        let store = try TaskStore.inMemory(environment: .fixed(at: testNow))
        let yesterday = testToday.adding(days: -1)
        let tasks: [(String, (inout TodoItem) -> Void)] = [
            ("Planned today", { $0.planned = testToday }),
            ("Planned yesterday, open", { $0.planned = yesterday }),
            (
                "Planned yesterday, done",
                {
                    $0.planned = yesterday; $0.isDone = true; $0.doneAt = testNow
                }
            ),
            ("Planned tomorrow", { $0.planned = testToday.adding(days: 1) }),
            (
                "Due today, done",
                {
                    $0.deadline = testToday; $0.isDone = true; $0.doneAt = testNow
                }
            ),
            ("Overdue, open", { $0.deadline = yesterday }),
            (
                "Overdue, done",
                {
                    $0.deadline = yesterday; $0.isDone = true; $0.doneAt = testNow
                }
            ),
            ("Nothing today", { _ in }),
        ]
        try store.change { writer in
            for (title, shape) in tasks {
                var item = try writer.newItem(title: title)
                shape(&item)
                try writer.insert(item, at: .bottom)
            }
        }
        var list = ListState()
        list.view = .all
        list.showNextView()
        #expect(list.view == .planned)
        var filter = list.listFilter(now: LocalMoment(startOf: testToday))
        filter.includeDone = true
        let titles = try store.items(filter).map(\.title)
        #expect(
            titles == ["Planned today", "Planned yesterday, open", "Due today, done", "Overdue, open"],
            "\(titles)")
    }
}
