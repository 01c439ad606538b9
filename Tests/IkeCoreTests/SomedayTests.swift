import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// Someday (issue 34, item 2): a start that never comes, so every default view leaves the task out until
/// it is taken back, with no condition of its own; a task with a deadline cannot wait for someday.
@Suite("Someday")
struct SomedayTests {
    @Test func somedayIsReadAsAStartAndHidesTheTask() throws {
        let parser = DeadlineParser(today: LocalDate(iso: "2026-11-22")!)
        #expect(try Deadline.start(" Someday ", parser: parser) == Deadline(date: .someday))
        #expect(try Deadline.start("mon", parser: parser)?.date == LocalDate(iso: "2026-11-23"))
        let store = try makeStore()
        var edit = TaskEdit(title: "Learn the cello")
        edit.start = .some(.someday)
        let item = try store.create(edit, at: .bottom).item
        try store.add(titles: ["Buy milk"], at: .bottom)
        #expect(item.isSomeday && Deadline(date: item.start!).startDescription == "someday")
        var open = TaskFilter.open
        open.startedBy = store.environment.localNow
        #expect(try store.items(open).map(\.title) == ["Buy milk"])
        #expect(try store.count(open) == 1)
        // The filter's `someday` names them, and so shows them although their start never comes.
        var kept = open
        kept.expression = try FilterParser.parse("someday")
        #expect(try store.items(kept).map(\.title) == ["Learn the cello"])
        // Taken back: an edit that clears the start.
        var back = TaskEdit()
        back.start = .some(nil)
        try store.edit(uid: item.uid, back)
        #expect(try store.count(open) == 2)
    }

    @Test func aTaskWithADeadlineCannotWaitForSomeday() throws {
        let store = try makeStore()
        var edit = TaskEdit(title: "Pay rent", deadline: .some(LocalDate(iso: "2026-12-01")))
        edit.start = .some(.someday)
        do {
            _ = try store.create(edit, at: .bottom)
            Issue.record("someday with a deadline was taken")
        } catch let error as StoreError {
            #expect(error.description.contains("has a deadline, so it cannot wait for someday"), "\(error)")
        }
    }

    @Test func quickAddSaysSomeday() {
        let line = QuickAddLine("Learn the cello start:someday", today: LocalDate(iso: "2026-11-22")!)
        #expect(line.title == "Learn the cello" && line.start == Deadline(date: .someday))
    }
}
