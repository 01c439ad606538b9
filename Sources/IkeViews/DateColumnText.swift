import IkeCore
import IkeTerm

/// What a row's date column says: the deadline's words, or on a task that has not started yet its start
/// ("from Fri", "from 3 Dec 9:00"), the reason its row is dim. A task not started is shown only when
/// asked for (`W`), and then when it can begin matters more than when it is due.
struct DateColumnText: Hashable {
    let text: String
    /// The deadline's kind, which picks its style; `nil` for a start.
    let deadlineKind: DeadlineText.Kind?

    /// The words for `item` at `now`, or `nil` when it has neither a start to come nor a deadline.
    init?(_ item: TodoItem, now: LocalMoment) {
        if item.isNotStarted(at: now), let start = item.start {
            // A start to come is never overdue; done words keep it from reading as urgent.
            text =
                item.isSomeday
                ? Deadline.somedayWord
                : "from " + DeadlineText(start, time: item.startTime, now: now, isDone: true).text
            deadlineKind = nil
        } else if let deadline = item.deadline {
            let words = DeadlineText(deadline, time: item.deadlineTime, now: now, isDone: item.isDone)
            text = words.text
            deadlineKind = words.kind
        } else {
            return nil
        }
    }

    /// The style of these words on a row of a task done or not.
    func style(isDone: Bool, theme: Theme) -> Style {
        guard !isDone else { return theme.done }
        guard let deadlineKind else { return theme.secondary }
        return TaskRowView.deadlineStyle(deadlineKind, theme: theme)
    }

    /// The title's style on `item`'s row: struck when done, dim while it has not started.
    static func titleStyle(_ item: TodoItem, now: LocalMoment, theme: Theme) -> Style {
        if item.isDone { return theme.doneTitle }
        return item.isNotStarted(at: now) ? theme.secondary : .default
    }
}
