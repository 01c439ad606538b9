import Foundation

extension TodoItem {
    /// Where a recurring task goes when its current occurrence is done or skipped on `today`: the next
    /// deadline, with the rule's COUNT lowered by the occurrences passed; `nil` when the series is over (or
    /// the rule is custom, which ike cannot follow), so the task is done for good.
    ///
    /// On schedule the next deadline is the rule's first date after the previous deadline that is also
    /// after `today`: occurrences missed while the task was overdue are passed over (and counted), so one
    /// completion puts the task back on schedule instead of leaving it overdue again. After completion it
    /// counts from `today`. The count is what Tasks.org writes: the occurrences left, this one included, so
    /// an RRULE's COUNT stays true when its deadline advances in place (Docs/Decisions.md).
    public func nextOccurrence(after today: LocalDate) -> (deadline: LocalDate, repeats: TaskRepeat)? {
        guard var rule = repeats?.rule else { return nil }
        var previous = deadline ?? today
        var steps = 0
        repeat {
            guard let next = rule.next(after: previous, doneOn: today) else { return nil }
            if case .count(let left) = rule.end { rule.end = .count(left - 1) }
            previous = next
            steps += 1
        } while rule.anchor == .schedule && previous <= today && steps < Self.maximumPassedOccurrences
        return (previous, .rule(rule))
    }

    /// The start at the same distance before `next` as it is before the deadline now: a repeating task's
    /// start moves with its deadline (issue 34, item 5), so "from Monday, due Friday" stays a week's
    /// Monday to Friday. A start without a deadline stays where it is.
    public func start(movedTo next: LocalDate) -> LocalDate? {
        guard let start, let deadline else { return start }
        return start.adding(days: deadline.days(until: next))
    }

    /// The most occurrences one completion passes over (a daily task 270 years overdue); a bound on work,
    /// not a limit anyone meets.
    static let maximumPassedOccurrences = 100_000

    /// The done record of this task's current occurrence, completed at `now` on `today`: a task of its own
    /// with the occurrence's deadline, no rule, and `seriesUID` naming this task. Its uid is this task's
    /// followed by `-done-` and the occurrence's date, so two devices completing the same occurrence make
    /// the same record.
    public func doneOccurrence(at now: Date, today: LocalDate) -> TodoItem {
        var occurrence = self
        occurrence.id = nil
        occurrence.uid = uid + "-done-" + (deadline ?? today).iso
        occurrence.repeats = nil
        occurrence.seriesUID = uid
        occurrence.isDone = false
        occurrence.setDone(true, at: now)
        occurrence.createdAt = Date(storedMilliseconds: now)
        occurrence.updatedAt = occurrence.createdAt
        return occurrence
    }
}
