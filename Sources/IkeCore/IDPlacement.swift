/// Where the command line puts a task: a `Placement` whose anchors are short ids, resolved inside the
/// move's transaction so an id deleted meanwhile is reported, not skipped.
public enum IDPlacement: Hashable, Sendable {
    case top
    case bottom
    /// Directly before the task with this short id.
    case before(id: Int64)
    /// Directly after the task with this short id.
    case after(id: Int64)
}
