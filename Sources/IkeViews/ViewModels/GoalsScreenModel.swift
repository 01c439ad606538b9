import IkeApp

/// What the goals screen draws inside its frame: the months with their tasks and the selection.
struct GoalsScreenModel {
    let goals: GoalsState
    let layout: ListLayout
    /// Whether keys move the selection (no field or overlay has them), so the hardware cursor rides it.
    let isBrowsing: Bool
    /// Whether the selection is drawn (not under the edit form; see `ListScreenModel.showsSelection`).
    var showsSelection = true
    /// The task id column is on (`I`).
    let showsIDs: Bool
    /// What the frame says when no task has a row.
    let empty: EmptyStateModel
}
