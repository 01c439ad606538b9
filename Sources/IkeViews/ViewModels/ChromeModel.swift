import IkeApp
import IkeCore

/// What the parts every screen shares show: the header's tabs and counts, the input row, the status
/// line and the footer's key hints, and the rows they go on.
struct ChromeModel {
    /// A footer hint: its keys and what they do, as the key table words them.
    typealias Hint = (keys: String, label: String)

    /// The screen showing, whose tab is marked.
    let screen: Screen
    let counts: TaskCounts
    /// The database cannot be written: the header says "read-only".
    let isReadOnly: Bool
    /// The sync with the settings file's account, which the header reports; nil without one.
    let sync: SyncState?
    /// The row at the top of the frame (on the matrix, the status row while it is needed).
    let input: InputRowModel
    /// The last message, if one is showing.
    let status: StatusMessage?
    /// Whether the list hides done tasks, which the status line says while no message needs it.
    let hidesDone: Bool
    /// The current mode's hints, ranked, in the key table's wording (views make them ASCII as needed).
    let hints: [Hint]
    /// Rows of the header, the frame, the status line and the footer.
    let layout: ListLayout
    /// The tag filter in effect (`#work`), which the header shows; `nil` for none.
    var activeTag: String? = nil
}
