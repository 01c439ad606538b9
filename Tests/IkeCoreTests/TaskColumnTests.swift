import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// The column list writes and reads every field (issue 31): a change to any one field goes through
/// `TaskWriter`'s UPDATE and reads back as written, and the columns and the fields name each other.
@Suite("Task columns, declared once")
struct TaskColumnTests {
    @Test(arguments: TaskField.allCases)
    func anUpdateOfTheFieldIsWrittenAndReadBack(_ field: TaskField) throws {
        let store = try makeStore()
        var base = TaskFieldTests.target
        // When it was done is kept only for a done task.
        if field == .doneAt {
            base.isDone = true
            base.doneAt = Date(timeIntervalSince1970: 3_000)
        }
        let stored = try store.change { try $0.insert(base, at: .bottom) }.value
        var written = stored
        field.copy(from: TaskFieldTests.source, into: &written)
        if field == .done { written.doneAt = TaskFieldTests.source.doneAt }
        try store.change { try $0.update(written) }
        let read = try #require(try store.change { try $0.item(uid: stored.uid) }.value)
        #expect(field.differs(stored, read), "the change of \(field) was not written")
        #expect(TaskField.changed(from: written, to: read).isEmpty, "\(field) read back otherwise")
    }

    @Test(arguments: TaskField.allCases)
    func aNewTaskWithTheFieldSetReadsBackAsWritten(_ field: TaskField) throws {
        let store = try makeStore()
        var item = TaskFieldTests.target
        field.copy(from: TaskFieldTests.source, into: &item)
        if field == .doneAt || field == .done {
            item.isDone = true
            item.doneAt = TaskFieldTests.source.doneAt
        }
        let inserted = try store.change { try $0.insertAll([item]) }.value[0]
        let read = try #require(try store.change { try $0.item(uid: item.uid) }.value)
        #expect(TaskField.changed(from: inserted, to: read).isEmpty, "\(field) read back otherwise")
        #expect(!field.differs(item, read) || field == .order)
    }

    /// Each column belongs to one field, or is the row's identity or time of change, or this database's
    /// triage state (`isTriaged`, which no format or sync carries).
    @Test func theFieldsColumnsAreEveryColumnOnce() {
        let owned = TaskField.allCases.flatMap(\.columns) + [.id, .uid, .updatedAt, .isTriaged]
        #expect(owned.count == Set(owned).count, "a column belongs to two fields: \(owned)")
        #expect(Set(owned) == Set(TaskColumn.allCases))
    }

    /// The list names every column the migrations make, so none is left out of the writes (the tags live
    /// in their own tables).
    @Test func theColumnListIsTheTable() throws {
        let store = try makeStore()
        let table = try store.read { db in try db.columns(in: "task").map(\.name) }
        #expect(Set(table) == Set(TaskColumn.allCases.filter { $0 != .tags }.map(\.name)))
        #expect(Set(TaskColumn.inserted.map(\.name)) == Set(table).subtracting(["id"]))
    }
}
