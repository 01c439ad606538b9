import IkeTerm

/// What can happen in the edit form.
public enum FormAction: Hashable, Sendable {
    /// Tab/↓ and Shift-Tab/↑: the focus moves this many fields, wrapping around.
    case focus(by: Int)
    /// Space: a checkbox ticks or unticks (a text field takes the space).
    case toggle
    /// Enter: a new line in notes, the next field elsewhere, save on the last field.
    case submit
    case save
    /// Esc: closes, or asks first when something changed.
    case cancel
    /// The answer to "Discard changes?": true discards.
    case confirmDiscard(Bool)
    /// Tab in the Tags field: the word at the cursor completed from the tags in use, the next match on
    /// each further Tab; with nothing to complete, the next field.
    case completeTag
    /// Tab in the Parent field: the tasks whose titles hold its text, the next one on each further Tab;
    /// with nothing typed, the next field.
    case completeParent
    /// The tasks read for the Parent field's `typed` text.
    case parentCandidates(typed: String, [ParentCandidate])
    /// The parent's title, the task's steps and its focus seconds in all, read as the form opened.
    case parentRead(title: String?, steps: Int, focusSeconds: Int = 0)
    /// A key typed into the focused field.
    case typed(Key)
    case paste(String)
}
