/// How a query orders the tasks it returns. Only the output is ordered: the stored list order (`orderKey`)
/// is never rewritten, so `ike list --sort deadline` leaves the manual order as it was.
public enum TaskOrder: String, CaseIterable, Hashable, Sendable {
    /// The list order the person arranged.
    case manual
    /// Earliest deadline first (overdue ones lead), tasks without one last; ties in list order.
    case deadline
    /// Do first, schedule, delegate, eliminate; list order inside each.
    case quadrant

    /// The sort key as expressions whose row value orders like `sql` (NULL deadlines made comparable),
    /// so a task's position can be counted: rows whose key is smaller come before it.
    var keyExpressions: [String] {
        switch self {
        case .manual: ["orderKey", "id"]
        case .deadline: ["deadline IS NULL", "coalesce(deadline, '')", "orderKey", "id"]
        case .quadrant: ["-isImportant", "-isUrgent", "orderKey", "id"]
        }
    }

    /// The `ORDER BY` terms; each ends in the list order so the result is stable.
    var sql: String {
        switch self {
        case .manual: "orderKey, id"
        case .deadline: "deadline IS NULL, deadline, orderKey, id"
        case .quadrant: "isImportant DESC, isUrgent DESC, orderKey, id"
        }
    }
}
