import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// A deadline's time of day in the store: kept, cleared with its date, undone, carried by a recurring
/// task, refused without a date, and absent (not an error) in databases from before v12.
@Suite("Deadlines with a time: storage")
struct DeadlineTimeStoreTests {
    static let friday = LocalDate(iso: "2026-11-27")!
    static let threePM = TimeOfDay(hour: 15, minute: 0)!

    @Test func theTimeIsStoredAndReadBack() throws {
        let store = try makeStore()
        let created = try store.create(
            TaskEdit(title: "Call", deadline: Self.friday, deadlineTime: Self.threePM), at: .bottom
        ).item
        let read = try #require(try store.items().first)
        #expect(read.deadline == Self.friday && read.deadlineTime == Self.threePM)
        #expect(read == created)
        // A new deadline given without a time lasts the whole day.
        let moved = try store.edit(uid: created.uid, TaskEdit(deadline: Self.friday.adding(days: 1))).item
        #expect(moved.deadlineTime == nil)
    }

    @Test func clearingTheDeadlineClearsItsTimeAndUndoPutsBoth() throws {
        let store = try makeStore()
        let item = try store.create(
            TaskEdit(title: "Call", deadline: Self.friday, deadlineTime: Self.threePM), at: .bottom
        ).item
        let before = try store.items()
        let (cleared, mutation) = try store.setDeadline(nil, uids: [item.uid])
        #expect(cleared[0].deadline == nil && cleared[0].deadlineTime == nil)
        #expect(try store.items()[0].deadlineTime == nil)
        // Undo gives back the time (before holds it), redo clears it again.
        #expect(before[0].deadlineTime == Self.threePM)
        try expectInvertsCleanly(store, mutation, before: before)
    }

    @Test func movingTheDateKeepsTheTime() throws {
        let store = try makeStore()
        let item = try store.create(
            TaskEdit(title: "Call", deadline: Self.friday, deadlineTime: Self.threePM), at: .bottom
        ).item
        let moved = try store.setDeadline(Self.friday.adding(days: 3), uids: [item.uid]).items[0]
        #expect(moved.deadline?.iso == "2026-11-30" && moved.deadlineTime == Self.threePM)
    }

    @Test func aRecurringTaskKeepsItsTimeWhenItAdvances() throws {
        let store = try makeStore()
        let rule = try RecurrencePhrase.parse("every week", today: Self.friday)
        let item = try store.create(
            TaskEdit(
                title: "Standup", deadline: Self.friday, deadlineTime: Self.threePM, repeats: .rule(rule)),
            at: .bottom
        ).item
        let advanced = try store.setDone(true, uids: [item.uid]).items[0]
        #expect(advanced.deadline?.iso == "2026-12-04" && advanced.deadlineTime == Self.threePM)
        let occurrence = try #require(try store.items(.done).first)
        #expect(occurrence.deadline == Self.friday && occurrence.deadlineTime == Self.threePM)
    }

    @Test func theTableRefusesATimeWithoutADate() throws {
        let store = try makeStore()
        _ = try addTasks(store, ["Plain"])
        #expect(throws: DatabaseError.self) {
            try store.queue.write { db in try db.execute(sql: "UPDATE task SET deadlineTime = 600") }
        }
        #expect(throws: DatabaseError.self) {
            try store.queue.write { db in
                try db.execute(sql: "UPDATE task SET deadline = '2026-11-27', deadlineTime = 1440")
            }
        }
    }

    @Test func aDatabaseBeforeV12ReadsItsDeadlinesAsDateOnly() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        let unmigrated = try #require(try unmigratedTask(at: path, upTo: "v11-reminders-sent"))
        #expect(unmigrated.deadlineTime == nil && unmigrated.deadline?.iso == "2026-11-30")
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        let item = try #require(try store.items().first)
        #expect(item.deadline?.iso == "2026-11-30" && item.deadlineTime == nil)
        let timed = try store.edit(uid: "old", TaskEdit(deadline: item.deadline, deadlineTime: Self.threePM))
        #expect(timed.item.deadlineTime == Self.threePM)
    }
}
