import IkeCore

/// What can happen on the focus card, from its keys and from the rest of the app.
public enum FocusAction: Hashable, Sendable {
    /// →: the task is done; the card closes, the minutes worked are kept.
    case finish
    /// ← or Esc: the card closes, the minutes worked are kept.
    case stop
    /// p: the countdown stops until p again.
    case togglePause
    /// Enter: the next work period, after a break (or instead of the rest of it).
    case next
    /// Space: the selected checklist entry ticked or cleared.
    case tickEntry
    /// ↑ ↓: the selection in the checklist.
    case moveSelection(by: Int)
    /// The work period's row was written (`Effect.beginFocusPeriod`).
    case periodBegan(id: Int64, uid: String)
    /// A write of a focus period failed.
    case periodWriteFailed(String)
    /// The card's task as read again; `nil` when it is gone.
    case loaded(uid: String, TodoItem?)
}
