import IkeCore
import IkeTerm

/// The defer prompt (`w`): when the selected task is to start, typed as a deadline is (`mon`, `next week`,
/// `2026-12-01 9:00`); Enter on an empty field starts it tomorrow. Until then the task is hidden.
public struct DeferPrompt: Hashable, Sendable {
    /// The task being deferred.
    public var uid: String
    public var title: String
    /// Its deadline, so a start after it is refused in the prompt rather than by the store.
    public var deadline: Deadline?
    public var field = TextField("")
    /// Asked from the plan or the shutdown deck: the answer decides the card on top (it leaves the deck)
    /// rather than changing the list's selected task.
    public var decidesCard = false

    /// A prompt for `item`.
    public init(_ item: TodoItem) {
        uid = item.uid
        title = item.title
        deadline = item.deadlineWithTime
    }

    /// The start the field names against `today` (weeks from `firstWeekday`): tomorrow when it is empty,
    /// else what it reads as; the error in words when it does not read, names no day, or falls after the
    /// deadline.
    public func start(today: LocalDate, firstWeekday: Weekday) -> Result<Deadline, DeferError> {
        let text = field.text.trimmingCharacters(in: .whitespaces)
        let start: Deadline
        if text.isEmpty {
            start = Deadline(date: today.adding(days: 1))
        } else {
            do {
                guard
                    let read = try Deadline.start(
                        text, parser: DeadlineParser(today: today, firstWeekday: firstWeekday))
                else {
                    return .failure(
                        DeferError(message: "Type a day to start on, or leave it empty for tomorrow"))
                }
                start = read
            } catch {
                return .failure(DeferError(message: error.message))
            }
        }
        if let deadline, deadline.comesBefore(start: start) {
            if start.date == .someday {
                return .failure(DeferError(message: "It has a deadline, so it cannot wait for someday"))
            }
            return .failure(
                DeferError(message: "It would start after its deadline (\(deadline.shortDescription))"))
        }
        return .success(start)
    }
}

/// Why the defer prompt's text gives no start.
public struct DeferError: Error, Hashable, Sendable {
    public let message: String
}
