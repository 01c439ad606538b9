import IkeCore

/// Work the reducer asks `AppLoop` to do: all I/O happens here, never in `reduce`.
public enum Effect: Hashable, Sendable {
    /// Commit a change in one transaction, then dispatch `.committed` (or `.failed`).
    case change(ChangeRequest, label: String)
    /// Apply a recorded mutation's inverse (undo) or the mutation again (redo).
    case undo(UndoEntry)
    case redo(UndoEntry)
    /// Read the list window again around the selection, then dispatch `.loaded`.
    case reload
    /// Read a review deck's uids, then dispatch `.deckBuilt`.
    case buildDeck(ReviewSource)
    /// Hand the terminal back to the shell until `fg`.
    case suspend
    /// Leave the app.
    case quit
}

/// A change the user asked for, described by uids so it is resolved against the committed state.
public enum ChangeRequest: Hashable, Sendable {
    case setDone(uid: String, Bool)
    case setImportant(uid: String, Bool)
    case setUrgent(uid: String, Bool)
    case move(uid: String, Placement)
    case delete(uid: String)
    case setDeadline(uid: String, LocalDate?)
    case setQuadrant(uid: String, Quadrant)
    /// The edit form's fields: an update when `uid` is set, else a new task at the top.
    case save(SavedTask)
    /// New tasks with these titles, the first at `placement`, each following after the previous one.
    case add(titles: [String], at: Placement)
}
