import IkeApp
import IkeCore

/// What the `#` chooser draws: the typed text, the matching tags with their counts, which is chosen, and
/// the filter in effect.
struct TagChooserModel {
    let chooser: TagChooserState
    /// The tags holding the typed text, most used first.
    let matches: [TagCount]
    /// Whether any task has a tag at all (else the chooser says how to add one).
    let hasTags: Bool
    /// The filter in effect, which Backspace on an empty field clears.
    let activeTag: Tag?
    /// The screen under the chooser, whose header, status line and footer it keeps clear of.
    let layout: ListLayout
}
