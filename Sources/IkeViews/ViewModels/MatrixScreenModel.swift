import IkeApp

/// What the matrix draws in its quadrants: their tasks, focus and scroll, and where the boxes go.
struct MatrixScreenModel {
    let matrix: MatrixState
    let layout: MatrixLayout
    /// The text the quadrants are filtered by (the field's while it is typed), so an empty one can say
    /// whether the search or the quadrant is empty.
    let searchText: String
    /// Whether keys move the selection (no field or overlay has them), so the hardware cursor rides it.
    let isBrowsing: Bool
    /// Whether the selection is drawn (not under the edit form; see `ListScreenModel.showsSelection`).
    var showsSelection = true
}
