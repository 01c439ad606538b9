import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// Migration v20 (`CancelledSchema`): every task stays as it was (none cancelled), and the synced tasks
/// whose server text names CANCELLED are listed for the next sync to read again; nothing else is.
@Suite("Cancelled: the migration")
struct CancelledSchemaTests {
    static func base(_ status: String) -> String {
        "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nSTATUS:\(status)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    }

    @Test func aSyncedTaskWhoseServerCopyNamesCancelledIsListedToBeReadAgain() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        try oldDatabase(at: path, upTo: "v19-vdir-seen", titles: ["Book the hall", "Pay rent", "Buy milk"])
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO sync_collection (id, url) VALUES (1, 'http://127.0.0.1/tasks/')")
            for (uid, status) in [("old-0", "CANCELLED"), ("old-2", "NEEDS-ACTION")] {
                try db.execute(
                    sql: """
                        INSERT INTO sync_item (taskId, uid, collectionId, href, base)
                        SELECT id, uid, 1, uid || '.ics', ? FROM task WHERE uid = ?
                        """, arguments: [Self.base(status), uid])
            }
        }
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        #expect(try store.items().map(\.status) == [.open, .done, .open])
        let listed = try #require(try store.statusRechecks())
        #expect(listed.map(\.uid) == ["old-0"] && listed[0].base == Self.base("CANCELLED"))
        // "Pay rent" never synced: it waits to be sent, before and after.
        #expect(try store.pendingSyncCount() == 1)
        try store.closeCancelledFromServer(uids: ["old-0"])
        #expect(try store.item(uid: "old-0")?.status == .cancelled)
        #expect(try store.pendingSyncCount() == 1, "closed as the server has it: nothing more to send")
        #expect(try store.statusRechecks() == nil)
        #expect(try store.counts() == TaskCounts(open: 1, done: 2))
    }

    @Test func aFreshDatabaseHasNothingToReadAgain() throws {
        let store = try makeStore()
        #expect(try store.statusRechecks() == nil)
    }
}

/// Cancelling (`ike cancel`, the `c` key): a repeating task is cancelled whole, as Thunderbird cancels a
/// series, never completed as an occurrence with the next one brought in; reopening puts it back open on
/// the same date; one undo entry each.
@Suite("Cancelling a task")
struct CancellingTests {
    @Test func aRepeatingTaskIsCancelledWholeAndReopensOnItsDate() throws {
        let store = try makeStore()
        var item = TodoItem(
            uid: "bins", title: "Put out the bins", deadline: LocalDate(iso: "2026-11-30"), createdAt: testNow
        )
        item.repeats = .rule(RecurrenceRule(.weekly)!)
        let stored = try store.change { try $0.insert(item, at: .bottom) }.value
        let cancelled = try store.cancel(uids: [stored.uid]).items
        #expect(cancelled.map(\.status) == [.cancelled])
        #expect(try store.items().map(\.uid) == ["bins"], "no done occurrence was recorded")
        #expect(try store.item(uid: "bins")?.deadline == LocalDate(iso: "2026-11-30"))
        _ = try store.setDone(false, uids: ["bins"])
        let reopened = try #require(try store.item(uid: "bins"))
        #expect(reopened.status == .open && reopened.deadline == LocalDate(iso: "2026-11-30"))
        #expect(reopened.doneAt == nil && reopened.repeats != nil)
    }
}
