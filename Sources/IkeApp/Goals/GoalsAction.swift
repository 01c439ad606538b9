/// What can happen on the goals screen.
public enum GoalsAction: Hashable, Sendable {
    /// Moves the selection this many tasks (clamped), across month headings.
    case moveSelection(by: Int)
    /// `+` / `-`: the selected task's deadline moves this many days.
    case shiftDeadline(days: Int)
    /// Shift-↑↓: order here follows the deadline, which this says.
    case explainOrder
    /// A fresh read of the month groups.
    case loaded(GoalsSnapshot)
}
