import IkeApp

/// What the list screen draws inside its frame: the window of loaded rows and the selection.
struct ListScreenModel {
    let list: ListState
    let layout: ListLayout
    /// Whether keys move the selection (no field or overlay has them), so the hardware cursor rides it.
    let isBrowsing: Bool
    /// Whether the selection is drawn: not under the edit form, where its bar and marker showed at the
    /// form's sides as if a second cursor (issue 32, friction 8).
    var showsSelection = true
    /// The task id column is on (`I`).
    let showsIDs: Bool
    /// What the frame says when no task matches.
    let empty: EmptyStateModel
}
