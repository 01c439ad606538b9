import Foundation

extension TaskWriter {
    /// `item`, just marked done, as its series goes on: its current occurrence is saved as a done task of
    /// its own right after it, and the returned task is open again with the next deadline. When the series
    /// is over (COUNT or UNTIL reached, or a custom rule) `item` is returned as it is, done for good.
    func completingOccurrence(of item: TodoItem, at now: Date, today: LocalDate) throws -> TodoItem {
        guard item.isDone, let next = item.nextOccurrence(after: today) else { return item }
        var occurrence = item.doneOccurrence(at: now, today: today)
        occurrence.uid = try unusedUID(occurrence.uid)
        try insert(occurrence, at: .after(uid: item.uid), keepingEmptyTitle: true)
        var advanced = item
        advanced.setDone(false, at: now)
        advanced.start = item.start(movedTo: next.deadline)
        advanced.deadline = next.deadline
        advanced.repeats = next.repeats
        return advanced
    }

    /// `item` with its current occurrence skipped: the next deadline without a done record, or done for
    /// good when that was the last occurrence. A task without a rule ike follows is returned unchanged.
    static func skipping(_ item: TodoItem, at now: Date, today: LocalDate) -> TodoItem {
        guard !item.isDone, item.repeats?.rule != nil else { return item }
        var skipped = item
        if let next = item.nextOccurrence(after: today) {
            skipped.start = item.start(movedTo: next.deadline)
            skipped.deadline = next.deadline
            skipped.repeats = next.repeats
        } else {
            skipped.setDone(true, at: now)
        }
        return skipped
    }

    /// `uid`, or `uid-2`, `uid-3` … when a task has it already (an occurrence completed, its deadline moved
    /// back by hand, and completed again).
    private func unusedUID(_ uid: String) throws -> String {
        guard try item(uid: uid) != nil else { return uid }
        var number = 2
        while try item(uid: "\(uid)-\(number)") != nil { number += 1 }
        return "\(uid)-\(number)"
    }
}
