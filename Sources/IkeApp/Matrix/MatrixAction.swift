/// What can happen on the matrix screen.
public enum MatrixAction: Hashable, Sendable {
    /// PgUp/PgDn/Home/End: the selection moves this many tasks within the focused quadrant.
    case moveSelection(by: Int)
    /// Arrows move within a quadrant and across its edges.
    case move(dx: Int, dy: Int)
    /// Tab and Shift-Tab cycle the focused quadrant, then on to the next or previous screen.
    case cycle(by: Int)
    /// Shift-arrows carry the selected task into the neighbouring quadrant.
    case carry(dx: Int, dy: Int)
    /// `a`: the form for a new task in the focused quadrant.
    case add
    /// `b`: the keys to the inbox of tasks never placed, and back to the quadrant.
    case toggleInbox
    /// A fresh read of the quadrants.
    case loaded(MatrixSnapshot)
}
