import IkeCore

/// Work the reducer asks `AppLoop` to do: all I/O happens here, never in `reduce`. Each effect answers
/// with the actions that report its result, which join the back of the loop's queue
/// (Docs/Architecture.md).
public enum Effect: Hashable, Sendable {
    /// Read what a screen shows, then send its `.loaded` (or `.loadFailed`).
    case load(LoadRequest)
    /// The same, once the frame is drawn and no key is waiting: a read the frame can do without (a search's
    /// count). A newer one of the same kind replaces one still waiting.
    case loadWhenIdle(LoadRequest)
    /// Commit a change in one transaction, then send `.committed` (or `.failed`).
    case change(ChangeRequest, label: String)
    /// Apply a recorded mutation's inverse (undo) or the mutation again (redo).
    case undo(UndoEntry)
    case redo(UndoEntry)
    /// Read a review deck's uids, then send `.review(.deckBuilt)`.
    case buildDeck(ReviewSource, today: LocalDate, firstWeekday: Weekday)
    /// Hand the terminal back to the shell until `fg`, then send `.tick`, `.resumed` and `.resized`.
    case suspend
    /// Leave the app.
    case quit
    /// Ask the sync's thread to sync now; it answers later, through the loop's poster, with
    /// `.sync(.began)` and `.sync(.ended)`.
    case requestSync
    /// Write a finished review round (`round` numbers it in this session), then send
    /// `.review(.roundRecorded)` with its row id.
    case recordReviewRound(ReviewRoundRecord, round: Int)
    /// Write how a day's plan ended (the shutdown deck), then send `.review(.dayPlanRecorded)` with the run
    /// of days that finished their plan.
    case recordDayPlan(DayPlanResult)
    /// Write a new running focus work period on a task, then send `.focus(.periodBegan)` with its row.
    case beginFocusPeriod(uid: String)
    /// Write how far a running work period has got, so a terminal that dies keeps what was worked.
    case checkpointFocusPeriod(id: Int64, seconds: Int)
    /// End a work period with the seconds worked (`completed`: it ran its whole length).
    case endFocusPeriod(id: Int64, seconds: Int, completed: Bool)
    /// Ring the terminal's bell.
    case bell
    /// A desktop notification (`notify-send`, where it exists).
    case notify(title: String, body: String)
    /// Read the changes waiting for a sync and the last sync's end, then send `.sync(.statusRead)`.
    case readSyncStatus
    /// Remember a preference between runs (hide-done, issue 32); nothing answers, and a database that
    /// cannot be written simply does not remember.
    case remember(RememberedPreference, String)
    /// Folds a parent's steps away in the list, or shows them again: this machine's view, not an edit.
    case setCollapsed(uid: String, Bool)
}

/// A change the user asked for, described by uids so it is resolved against the committed state.
public enum ChangeRequest: Hashable, Sendable {
    case setDone(uid: String, Bool)
    /// Closed without being done (`TaskStatus.cancelled`); a repeating task whole.
    case cancel(uid: String)
    /// The next deadline of a recurring task, without marking this occurrence done.
    case skipOccurrence(uid: String)
    case setImportant(uid: String, Bool)
    case setUrgent(uid: String, Bool)
    case move(uid: String, Placement)
    /// The task becomes a step of `parent`, after its last step (issue 33).
    case makeStep(uid: String, parent: String)
    /// The step moves out a level, after its old parent.
    case liftStep(uid: String)
    /// The task goes to `placement` as a step of `parent` (nil: the top level): a drop in the tree.
    case place(uid: String, parent: String?, Placement)
    case delete(uid: String)
    /// The task and every step under it, deleted together.
    case deleteSubtree(uid: String)
    /// The task done with its open steps (a repeating one left open).
    case completeWithSteps(uid: String)
    case setDeadline(uid: String, LocalDate?)
    case setQuadrant(uid: String, Quadrant)
    /// The edit form's fields: an update when `uid` is set, else a new task at the top.
    case save(uid: String?, TaskEdit)
    /// New tasks with these titles, the first at `placement`, each following after the previous one.
    case add(titles: [String], at: Placement)
    /// New tasks with these fields (quick add's `due:` and `!`), placed as `add` places them.
    case addEdited([TaskEdit], at: Placement)
}
