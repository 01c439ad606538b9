/// Where a new or moved task goes in the list order.
public enum Placement: Hashable, Sendable {
    case top
    case bottom
    /// Directly before the task with this uid (in the full order, done tasks included).
    case before(uid: String)
    /// Directly after the task with this uid.
    case after(uid: String)
}
