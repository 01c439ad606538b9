/// A reminder `ike notify` owes: an open task whose deadline's reminder has come and was not yet sent for
/// that deadline.
public struct Reminder: Hashable, Sendable {
    public var item: TodoItem
    /// What the sent reminder is remembered by (`DueSchedule.reminderKey`).
    public var key: String
    /// Whether the deadline has passed (it is not only due today).
    public var isOverdue: Bool
    /// Whether it came more than a day ago, so it goes into the summary of missed ones.
    public var isMissed: Bool
    /// Whether the deadline's date is today (a timed deadline's reminder may come the evening before).
    public var isDueToday: Bool

    /// A reminder from its parts.
    public init(item: TodoItem, key: String, isOverdue: Bool, isMissed: Bool, isDueToday: Bool = true) {
        self.item = item
        self.key = key
        self.isOverdue = isOverdue
        self.isMissed = isMissed
        self.isDueToday = isDueToday
    }
}
