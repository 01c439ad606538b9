import Foundation
import GRDB
import IkeCoreTestSupport
import Synchronization
import Testing

@testable import IkeCore

/// An edit writes only the columns it changes (`TaskWriter.write(_:replacing:)`): SQLite rewrites an
/// index entry for every column an UPDATE's SET names, so naming them all made every toggle rewrite every
/// index of `task`. Read from SQLite's statement trace.
@Suite("Changed columns")
struct ChangedColumnsTests {
    @Test func markingDoneSetsOnlyTheStatusItsTimeAndTheEditTime() throws {
        let (store, clock) = try Self.store()
        let uid = try addTasks(store, ["Water the plants"])[0].uid
        clock.advance(by: 60)
        let updates = try Self.taskUpdates(store) { _ = try store.setDone(true, uids: [uid]) }
        #expect(updates == [["isDone", "doneAt", "updatedAt"]])
        let read = try #require(try store.item(uid: uid))
        #expect(read.isDone && read.doneAt == clock.now && read.updatedAt == clock.now)
        #expect(read.orderKey == (try store.items().first?.orderKey))
    }

    @Test func anEditOfTheTitleAndDeadlineLeavesTheOtherColumnsOut() throws {
        let (store, clock) = try Self.store()
        let uid = try addTasks(store, ["Draft"])[0].uid
        clock.advance(by: 60)
        let updates = try Self.taskUpdates(store) {
            _ = try store.edit(
                uid: uid, TaskEdit(title: "Draft the letter", deadline: LocalDate(iso: "2026-12-03")))
        }
        #expect(updates == [["title", "deadline", "updatedAt"]])
        let read = try #require(try store.item(uid: uid))
        #expect(read.title == "Draft the letter" && read.deadline == LocalDate(iso: "2026-12-03"))
        #expect(!read.isDone && read.updatedAt == clock.now)
    }

    /// A title and notes stored in a form ike would not write (another program's, or an older ike's) stay
    /// as they are when another field changes: marking the task done is not an edit of its text. A new
    /// title is still stored in its normal form.
    @Test func aChangeToAnotherFieldLeavesTheStoredTitleAndNotesAsTheyAre() throws {
        let (store, clock) = try Self.store()
        let uid = try addTasks(store, ["Cafe"])[0].uid
        let title = "Cafe\u{301} list "
        let notes = "one\r\ntwo  "
        try store.queue.write { db in
            try db.execute(
                sql: "UPDATE task SET title = ?, notes = ? WHERE uid = ?", arguments: [title, notes, uid])
        }
        clock.advance(by: 60)
        let updates = try Self.taskUpdates(store) { _ = try store.setDone(true, uids: [uid]) }
        #expect(updates == [["isDone", "doneAt", "updatedAt"]])
        let stored = try store.queue.read { db in
            try Row.fetchOne(db, sql: "SELECT title, notes FROM task WHERE uid = ?", arguments: [uid])
        }
        #expect(stored?["title"] == title && stored?["notes"] == notes)
        _ = try store.edit(uid: uid, TaskEdit(title: "Cafe\u{301} list, new "))
        #expect(try store.item(uid: uid)?.title == "Café list, new")
    }

    /// Every column still reaches the row: a task changed in every field reads back as written.
    @Test func aTaskChangedInEveryFieldReadsBackWhole() throws {
        let (store, clock) = try Self.store()
        let old = try addTasks(store, ["Before"])[0]
        clock.advance(by: 60)
        let written = try store.change { writer in
            var item = old
            item.title = "After"
            item.notes = "notes"
            item.deadline = LocalDate(iso: "2026-12-05")
            item.isImportant = true
            item.isUrgent = true
            item.start = LocalDate(iso: "2026-12-01")
            item.setDone(true, at: clock.now)
            return try writer.update(item)
        }.value
        #expect(try store.item(uid: old.uid) == written)
        #expect(written.title == "After" && written.isDone && written.quadrant == .doFirst)
    }

    /// A change of tags alone names no column of `task`; the tags are written and a sync still sees the
    /// task as changed (the link triggers move its revision).
    @Test func aChangeOfTagsAloneUpdatesNoColumn() throws {
        let (store, _) = try Self.store()
        let uid = try addTasks(store, ["Call the plumber"])[0].uid
        let updates = try Self.taskUpdates(store) {
            _ = try store.edit(uid: uid, TaskEdit(tags: try tags("home")))
        }
        #expect(updates.isEmpty)
        #expect(try store.item(uid: uid)?.tags == (try tags("home")))
    }

    static func store() throws -> (TaskStore, MovableClock) {
        let clock = MovableClock(testNow)
        let counter = Mutex(0)
        let environment = CoreEnvironment(
            now: { clock.now }, timeZone: TimeZone(identifier: "UTC")!,
            makeUID: { "uid-\(counter.withLock { $0 += 1; return $0 })" })
        return (try TaskStore.inMemory(environment: environment), clock)
    }

    /// The columns each `UPDATE task SET …` that `body` ran named, in order (triggers' statements left out).
    static func taskUpdates(_ store: TaskStore, _ body: () throws -> Void) throws -> [[String]] {
        let updates = Mutex<[[String]]>([])
        try store.queue.inDatabase { db in
            db.trace(options: .statement) { event in
                guard case .statement(let statement) = event,
                    statement.sql.hasPrefix("UPDATE task SET "),
                    let end = statement.sql.range(of: " WHERE ")
                else { return }
                let list = statement.sql[
                    statement.sql.index(statement.sql.startIndex, offsetBy: 16)..<end.lowerBound]
                let columns = list.split(separator: ", ").map { String($0.prefix { $0 != " " }) }
                updates.withLock { $0.append(columns) }
            }
        }
        defer { try? store.queue.inDatabase { db in db.trace(options: .statement, nil) } }
        try body()
        return updates.withLock { $0 }
    }
}
