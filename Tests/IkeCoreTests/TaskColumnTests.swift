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

    @Test func everyColumnOfAFieldNamesThatField() {
        for field in TaskField.allCases {
            #expect(field.columns.allSatisfy { $0.field == field }, "\(field)")
        }
        for column in TaskColumn.allCases {
            if let field = column.field { #expect(field.columns.contains(column), "\(column)") }
        }
    }

    @Test func theStatementsNameEachWrittenColumnOnce() {
        let insert = TaskColumn.insertSQL
        for column in TaskColumn.inserted {
            #expect(insert.components(separatedBy: column.name).count >= 2, "\(column)")
        }
        #expect(TaskColumn.insertSQL.filter { $0 == "?" }.count == TaskColumn.inserted.count)
        #expect(TaskColumn.updateSQL.filter { $0 == "?" }.count == TaskColumn.updated.count + 1)
        #expect(!TaskColumn.updated.contains(.uid) && !TaskColumn.inserted.contains(.tags))
    }
}
