import Foundation

/// The fields one edit changes: `nil` leaves a field as it is, so the form and `ike edit` share one type.
public struct TaskEdit: Hashable, Sendable {
    public var title: String?
    public var notes: String?
    /// `.some(nil)` clears the deadline; `nil` (`.none`) leaves it alone.
    public var deadline: LocalDate??
    public var isImportant: Bool?
    public var isUrgent: Bool?
    /// Sets both flags, after `isImportant` and `isUrgent`.
    public var quadrant: Quadrant?
    public var isDone: Bool?

    /// An edit of the fields given; the others stay as they are.
    public init(
        title: String? = nil, notes: String? = nil, deadline: LocalDate?? = .none, important: Bool? = nil,
        urgent: Bool? = nil, quadrant: Quadrant? = nil, done: Bool? = nil
    ) {
        self.title = title
        self.notes = notes
        self.deadline = deadline
        self.isImportant = important
        self.isUrgent = urgent
        self.quadrant = quadrant
        self.isDone = done
    }

    /// Writes the given fields into `item`; marking it done stamps `now`, as `TodoItem.setDone` does.
    func apply(to item: inout TodoItem, now: Date) {
        if let title { item.title = title }
        if let notes { item.notes = notes }
        if let deadline { item.deadline = deadline }
        if let isImportant { item.isImportant = isImportant }
        if let isUrgent { item.isUrgent = isUrgent }
        if let quadrant { item.quadrant = quadrant }
        if let isDone { item.setDone(isDone, at: now) }
    }
}
