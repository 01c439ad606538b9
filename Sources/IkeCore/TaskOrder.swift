/// How a query orders the tasks it returns. Only the output is ordered: the stored list order (`orderKey`)
/// is never rewritten, so `ike list --sort deadline` leaves the manual order as it was.
public enum TaskOrder: String, CaseIterable, Hashable, Sendable {
    /// The list order the person arranged.
    case manual
    /// Open tasks, then done ones (a task done last month is not what to do first); each earliest deadline
    /// first (overdue ones lead), tasks without one last. On one day the timed deadlines come first by
    /// time, then the date-only ones (they last to the day's end), as `ike due` orders them; ties in list
    /// order.
    case deadline
    /// Do first, schedule, delegate, eliminate; list order inside each.
    case quadrant

    /// The sort key as expressions whose row value orders like `sql` (NULL deadlines made comparable),
    /// so a task's position can be counted: rows whose key is smaller come before it.
    var keyExpressions: [String] {
        switch self {
        case .manual: ["orderKey", "uid"]
        case .deadline: ["isDone"] + Self.deadlineKey
        case .quadrant: ["-isImportant", "-isUrgent", "orderKey", "uid"]
        }
    }

    /// The `ORDER BY` terms; each ends in the list order so the result is stable. Tasks that share a key
    /// (another client's tie) follow in uid order, the same on every machine (the local id is not).
    var sql: String {
        switch self {
        case .manual: "orderKey, uid"
        case .deadline: (["isDone"] + Self.deadlineKey).joined(separator: ", ")
        case .quadrant: "isImportant DESC, isUrgent DESC, orderKey, uid"
        }
    }

    /// The deadline order's key after `isDone`, exactly the expressions of the `task_open_deadline_order`
    /// index (and alone, of `task_deadline_order`, which the goals' months read) (DeadlineOrderSchema, made
    /// again with `uid` by ReplicaSchema) so that SQLite reads the tasks in this order from the index instead
    /// of sorting all of them, for a window too. No part is NULL, so the row-value comparison of `keyExpressions` holds; a date-only
    /// deadline's time counts as 1440, after every minute of its day.
    static let deadlineKey = [
        "deadline IS NULL", "coalesce(deadline, '')", "coalesce(deadlineTime, 1440)", "orderKey", "uid",
    ]
}
