import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// The field list's answers agree with each other for every field (issue 31): copying a field makes the
/// tasks equal in it and in no other, and `changed` names exactly the fields that differ.
@Suite("Task fields, declared once")
struct TaskFieldTests {
    /// Two tasks that differ in every field.
    static let source: TodoItem = {
        var item = TodoItem(uid: "a", title: "Pay rent", createdAt: Date(timeIntervalSince1970: 1_000))
        item.notes = "by transfer"
        item.deadline = LocalDate(iso: "2026-12-01")
        item.deadlineTime = TimeOfDay(hour: 9, minute: 30)
        item.isDone = true
        // Cancelled, the done field's value that takes its second column.
        item.isCancelled = true
        item.doneAt = Date(timeIntervalSince1970: 5_000)
        item.isImportant = true
        item.isUrgent = true
        item.orderKey = "a5"
        item.tags = try! TagSet(parsing: ["bills"])
        item.repeats = .rule(RecurrenceRule(.monthly)!)
        item.seriesUID = "series"
        item.start = LocalDate(iso: "2026-11-28")
        item.startTime = TimeOfDay(hour: 8, minute: 0)
        item.parentUID = "parent"
        for field in PlainField.allCases { field.set(field.kind.sample, in: &item) }
        return item
    }()
    static let target = TodoItem(uid: "a", title: "Other", createdAt: Date(timeIntervalSince1970: 2_000))

    @Test func theTwoTasksDifferInEveryField() {
        #expect(TaskField.changed(from: Self.target, to: Self.source) == TaskField.allCases)
    }

    @Test(arguments: TaskField.allCases)
    func copyingAFieldMakesThemEqualInItAndNoOther(_ field: TaskField) {
        var copied = Self.target
        field.copy(from: Self.source, into: &copied)
        #expect(!field.differs(copied, Self.source))
        #expect(TaskField.changed(from: Self.target, to: copied) == [field])
    }

    @Test func copyingEveryFieldGivesTheSameTask() {
        var copied = Self.target
        for field in TaskField.allCases { field.copy(from: Self.source, into: &copied) }
        copied.updatedAt = Self.source.updatedAt
        #expect(copied == Self.source)
    }
}
