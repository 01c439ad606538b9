import IkeCore
import IkeTerm

/// What can happen to the tag filter (`#`) and its chooser, on the list, goals and matrix alike.
public enum TagFilterAction: Hashable, Sendable {
    /// `#`: the chooser opens over the screen and the tags are read with their counts.
    case open
    /// ↑↓ in the chooser.
    case moveChoice(by: Int)
    /// Enter: the chosen tag becomes the filter.
    case apply
    /// Esc in the chooser: it closes, the filter as it was.
    case close
    /// Backspace in the chooser: deletes a character, or on an empty field clears the filter.
    case erase
    /// A key typed into the chooser's field.
    case typed(Key)
    case paste(String)
    /// The tags with their counts, most used first (for the chooser and the form's completion).
    case loaded([TagCount])
}
