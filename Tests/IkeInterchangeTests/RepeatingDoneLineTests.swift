import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Issue 20, item 4: topydo's `do` on a `rec:` task leaves a done copy (in done.txt) and the next open one
/// (in todo.txt) with the same text, so the same uid. They are two tasks: the done copy is an occurrence,
/// never the open task's new state, and importing both files again changes nothing.
@Suite("todo.txt: done copies of repeating tasks")
struct RepeatingDoneLineTests {
    /// The tasks as `title done due`, in list order.
    static func summary(_ store: TaskStore) throws -> [String] {
        try store.items().map { "\($0.title) \($0.isDone ? "done" : "open") \($0.deadline?.iso ?? "-")" }
    }

    @Test(arguments: ["topydo", "topydo-uid"], [true, false])
    func theDoneCopyIsAnOccurrenceAndReimportsFlipNothing(folder: String, doneFirst: Bool) throws {
        let store = try makeStore()
        try importFixture(store, "\(folder)/todo-before.txt")
        let files = doneFirst ? ["done.txt", "todo.txt"] : ["todo.txt", "done.txt"]
        for file in files { try importFixture(store, "\(folder)/\(file)") }
        let expected = [
            "Water the plants open 2026-12-02", "Call mom about the trip open -",
            folder == "topydo"
                ? "Pay rent, then file the receipt open 2026-12-01" : nil,
            "Water the plants done 2026-11-20",
        ].compactMap { $0 }
        #expect(try Self.summary(store) == expected)
        // The open line is the repeating task (topydo's rec:1w: a week after done), the done copy an
        // occurrence of it.
        let water = try store.items().filter { $0.title == "Water the plants" }
        #expect(water.map { $0.repeats?.words } == ["every week after done", nil])
        #expect(water.map(\.seriesUID) == [nil, water[0].uid])
        for _ in 0..<2 {
            for file in files {
                let plan = try importFixture(store, "\(folder)/\(file)")
                #expect(plan.count(.add) + plan.count(.update) == 0, "\(file): \(plan.summary)")
            }
        }
        #expect(try Self.summary(store) == expected)
    }

    @Test func bothCopiesInOneFileAreTwoTasks() throws {
        let store = try makeStore()
        try importFixture(store, "topydo/todo-before.txt")
        let both = try fixture("topydo/done.txt") + fixture("topydo/todo.txt")
        let plan = try Importer(store: store).run(file: "todo.txt", bytes: both)
        #expect(plan.summary == "1 added, 1 updated, 2 unchanged")
        #expect(
            try Self.summary(store).filter { $0.hasPrefix("Water") } == [
                "Water the plants open 2026-12-02", "Water the plants done 2026-11-20",
            ])
    }

    @Test func aDoneTaskIkeExportedStaysThatTask() throws {
        let store = try storeHolding([
            TodoItem(
                uid: "w", title: "Water the plants", isDone: true, doneAt: testNow, createdAt: testNow,
                repeats: .rule(RecurrenceRule(.weekly, anchor: .completion)!))
        ])
        let text = try Exporter.export(store, as: .todoTxt).bytes
        let plan = try Importer(store: store).run(file: "todo.txt", bytes: text)
        #expect(plan.summary == "0 added, 0 updated, 1 unchanged")
    }

    @Test func aDoneLineWithoutRecStillClosesTheOpenTask() throws {
        let store = try makeStore()
        try importText(store, "2026-11-01 Buy milk\n")
        try importText(store, "x 2026-11-20 2026-11-01 Buy milk\n")
        #expect(try Self.summary(store) == ["Buy milk done -"])
    }

    @Test func twoDoneCopiesOfOneDayAreTwoOccurrences() throws {
        let store = try makeStore()
        let plan = try importText(
            store, "x 2026-11-20 Stretch rec:1d\nx 2026-11-20 Stretch rec:1d\n2026-11-20 Stretch rec:1d\n")
        #expect(plan.count(.add) == 3)
        #expect(Set(try store.items().map(\.uid)).count == 3)
    }
}
