import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// Migration v23 (`StartRecheckSchema`): the synced tasks without a start whose server text names DTSTART
/// are listed for the next sync to read again; one given or cleared a start here is not, and adopting a
/// start sends nothing.
@Suite("Starts: the correction after the upgrade")
struct StartRecheckSchemaTests {
    static func base(_ line: String) -> String {
        "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\n\(line)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    }

    @Test func aSyncedTaskWhoseServerCopyNamesDTSTARTIsListedToBeReadAgain() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        try oldDatabase(
            at: path, upTo: "v22-start-index-covers-counts",
            titles: ["Book the hall", "Pay rent", "Buy milk"])
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO sync_collection (id, url) VALUES (1, 'http://127.0.0.1/tasks/')")
            for (uid, line) in [("old-0", "DTSTART:20261203T090000"), ("old-2", "DTSTART:20261204T090000")] {
                try db.execute(
                    sql: """
                        INSERT INTO sync_item (taskId, uid, collectionId, href, base, revision, syncedRevision)
                        SELECT id, uid, 1, uid || '.ics', ?, 1, 1 FROM task WHERE uid = ?
                        """, arguments: [Self.base(line), uid])
            }
            // Cleared here since v21: its start is this database's, not one it never read.
            try db.execute(
                sql:
                    "INSERT INTO task_field_time (taskId, field, at) SELECT id, 'start', 0 FROM task WHERE uid = 'old-2'"
            )
        }
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        let listed = try #require(try store.startRechecks())
        #expect(listed.map(\.uid) == ["old-0"] && listed[0].base == Self.base("DTSTART:20261203T090000"))
        let pending = try store.pendingSyncCount()
        let start = Deadline(date: LocalDate(iso: "2026-12-03")!, time: TimeOfDay(text: "09:00"))
        try store.adoptStartsFromServer([("old-0", start)])
        #expect(try store.item(uid: "old-0")?.startWithTime == start)
        #expect(try store.pendingSyncCount() == pending, "started as the server has it: nothing to send")
        #expect(try store.fieldEditTimes(uid: "old-0")[.start] == nil)
        #expect(try store.startRechecks() == nil)
    }

    @Test func aFreshDatabaseHasNothingToReadAgain() throws {
        let store = try makeStore()
        #expect(try store.startRechecks() == nil)
    }
}
