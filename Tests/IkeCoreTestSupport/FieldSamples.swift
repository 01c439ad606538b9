import Foundation
import IkeCore

/// Tasks for the tests that go through every field (issue 31): one plain open task, and the same task with
/// one field set, for the store, the formats and sync alike.
public enum FieldSamples {
    /// A plain open task (`field` nil), or the same task with `field` set (a done task for when it was done,
    /// a done occurrence for the series, a deadline beside a repeat).
    public static func task(
        setting field: TaskField?, uid: String = "5f0c4a1e-7d2b-4c39-9a61-3b8e2f1d0c77"
    )
        -> TodoItem
    {
        let created = Date(timeIntervalSince1970: 1_795_000_000)
        var item = TodoItem(uid: uid, title: "Pay rent", createdAt: created)
        item.updatedAt = created
        switch field {
        case .title: item.title = "Pay the rent"
        case .notes: item.notes = "by transfer"
        case .deadline:
            item.deadline = LocalDate(iso: "2026-12-01")
            item.deadlineTime = TimeOfDay(hour: 9, minute: 30)
        case .done, .doneAt:
            item.isDone = true
            item.doneAt = Date(timeIntervalSince1970: 1_795_300_000)
        case .important: item.isImportant = true
        case .urgent: item.isUrgent = true
        case .created: item.createdAt = Date(timeIntervalSince1970: 1_795_100_000)
        case .tags: item.tags = try! TagSet(parsing: ["bills"])
        case .repeats:
            item.deadline = LocalDate(iso: "2026-12-01")
            item.repeats = .rule(RecurrenceRule(.monthly)!)
        case .series:
            item.isDone = true
            item.doneAt = Date(timeIntervalSince1970: 1_795_300_000)
            item.seriesUID = "8a2f6c3d-1b4e-4f5a-9c7d-0e1f2a3b4c5d"
        case .start:
            item.start = LocalDate(iso: "2026-11-30")
            item.startTime = TimeOfDay(hour: 8, minute: 0)
        // A parent that is not among the tasks: the link is kept until it arrives.
        case .parent: item.parentUID = "3c9e1d2a-6b4f-4e8d-a1c7-5f2b0e9d8c6a"
        case .plain(let field): field.set(field.kind.sample, in: &item)
        case .order, nil: break
        }
        return item
    }

    /// Every task `task(setting:)` stands for with `field` set: for done, a done task and a cancelled one
    /// (the field's two closed values), each with its own uid when there are two.
    public static func tasks(
        setting field: TaskField?, uid: String = "5f0c4a1e-7d2b-4c39-9a61-3b8e2f1d0c77"
    ) -> [TodoItem] {
        let done = task(setting: field, uid: uid)
        guard field == .done else { return [done] }
        var cancelled = task(setting: field, uid: uid + "-cancelled")
        cancelled.isCancelled = true
        return [done, cancelled]
    }
}

extension PlainKind {
    /// A value of this kind for tests.
    public var sample: PlainValue {
        switch self {
        case .duration: .minutes(90)
        case .day: .day(LocalDate(iso: "2026-12-03")!)
        }
    }
}
