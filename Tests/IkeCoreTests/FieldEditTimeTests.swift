import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// Issue 30, item 1: each field's last change is recorded in the transaction of the edit, on the store's
/// clock; a no-op records nothing; a value received from a server gets the server copy's time; a task's
/// `updatedAt` never goes backwards when the clock does.
@Suite("When each field of a task last changed")
struct FieldEditTimeTests {
    static let fields: [TaskField] =
        [.title, .notes, .deadline, .done, .important, .urgent, .tags, .start, .parent]
        + PlainField.allCases.map(TaskField.plain)

    /// An edit that changes exactly `field` of a plain open task titled "Pay rent".
    static func edit(changing field: TaskField) throws -> TaskEdit {
        switch field {
        case .title: TaskEdit(title: "Pay the rent")
        case .notes: TaskEdit(notes: "by transfer")
        case .deadline: TaskEdit(deadline: .some(LocalDate(iso: "2026-12-01")))
        case .done: TaskEdit(done: true)
        case .important: TaskEdit(important: true)
        case .urgent: TaskEdit(urgent: true)
        case .tags: TaskEdit(addTags: try TagSet(parsing: ["bills"]))
        case .start:
            {
                var edit = TaskEdit()
                edit.start = .some(LocalDate(iso: "2026-11-30"))
                return edit
            }()
        case .parent:
            {
                var edit = TaskEdit()
                edit.parent = .some("3c9e1d2a-6b4f-4e8d-a1c7-5f2b0e9d8c6a")
                return edit
            }()
        case .plain(let plain):
            {
                var edit = TaskEdit()
                edit.plain[plain] = plain.kind.sample
                return edit
            }()
        case .order, .repeats, .doneAt, .created, .series: TaskEdit()
        }
    }

    static func store(at iso: String) throws -> (TaskStore, MovableClock, TodoItem) {
        let clock = MovableClock(ISO8601DateFormatter().date(from: iso)!)
        let store = try statsStore(clock)
        let item = try #require(try addTasks(store, ["Pay rent"]).first)
        return (store, clock, item)
    }

    static func date(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }

    @Test(arguments: fields)
    func anEditRecordsTheTimeOfTheFieldItChangedAndOfNoOther(_ field: TaskField) throws {
        let (store, clock, item) = try Self.store(at: "2026-11-20T09:00:00Z")
        let before = try store.fieldEditTimes(uid: item.uid)
        clock.set("2026-11-20T10:00:00Z")
        let changed = try store.edit(uid: item.uid, try Self.edit(changing: field)).item
        let after = try store.fieldEditTimes(uid: item.uid)
        #expect(after[field] == Self.date("2026-11-20T10:00:00Z"))
        #expect(changed.updatedAt == Self.date("2026-11-20T10:00:00Z"))
        for other in TaskField.allCases where other != field {
            #expect(after[other] == before[other], "\(other)")
        }
    }

    @Test(arguments: fields)
    func anEditThatChangesNothingRecordsNothing(_ field: TaskField) throws {
        let (store, clock, item) = try Self.store(at: "2026-11-20T09:00:00Z")
        clock.set("2026-11-20T10:00:00Z")
        _ = try store.edit(uid: item.uid, try Self.edit(changing: field))
        let recorded = try store.fieldEditTimes(uid: item.uid)
        clock.set("2026-11-20T11:00:00Z")
        _ = try store.edit(uid: item.uid, try Self.edit(changing: field))
        #expect(try store.fieldEditTimes(uid: item.uid) == recorded)
        #expect(try store.item(uid: item.uid)?.updatedAt == Self.date("2026-11-20T10:00:00Z"))
    }

    @Test func aClockSetBackNeverStampsAnEditEarlierThanTheLastOne() throws {
        let (store, clock, item) = try Self.store(at: "2026-11-20T09:00:00Z")
        clock.set("2026-11-20T10:00:00Z")
        let first = try store.edit(uid: item.uid, TaskEdit(title: "Pay the rent")).item
        clock.set("2026-11-19T10:00:00Z")
        let second = try store.edit(uid: item.uid, TaskEdit(notes: "by transfer")).item
        #expect(second.updatedAt >= first.updatedAt)
        let times = try store.fieldEditTimes(uid: item.uid)
        #expect(try #require(times[.notes]) >= #require(times[.title]))
    }

    @Test func aValueReceivedFromAServerHasTheServersTimeNotTheSyncs() throws {
        let (store, clock, item) = try Self.store(at: "2026-11-20T09:00:00Z")
        let collection = try store.syncCollection(url: "http://127.0.0.1/alice/tasks/", tag: nil)
        try store.recordSent(
            uid: item.uid, collectionID: collection.id, href: "/alice/tasks/a.ics", etag: "\"1\"",
            base: "BEGIN:VCALENDAR", revision: 0)
        clock.set("2026-11-20T12:00:00Z")
        var received = try #require(try store.item(uid: item.uid))
        received.title = "Rent from the phone"
        try store.applyFromServer(
            received, collectionID: collection.id, href: "/alice/tasks/a.ics", etag: "\"2\"",
            base: "server text", expectedRevision: 0, keepDirty: false,
            serverEditTime: Self.date("2026-11-20T10:30:00Z"))
        let times = try store.fieldEditTimes(uid: item.uid)
        #expect(times[.title] == Self.date("2026-11-20T10:30:00Z"))
        #expect(times[.notes] == nil)
    }
}
