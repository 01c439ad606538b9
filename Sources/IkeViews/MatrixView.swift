import IkeApp
import IkeCore
import IkeTerm

/// The Eisenhower matrix: four framed quadrants between the header and the status line, side by side
/// on wide terminals and stacked, the focused one open, on narrow ones.
///
/// The matrix has no input row (the quadrants use that space), so quick add, search and a kept
/// search filter are shown on the status line instead.
public enum MatrixView {
    /// Draws the matrix screen of `state` into `buffer`, which must be `state.size`.
    public static func draw(_ state: AppState, into buffer: inout ScreenBuffer) {
        let context = RenderContext(state)
        let layout = state.layout
        HeaderView.draw(state, y: layout.headerRow, into: &buffer, context: context)
        for quadrant in Quadrant.allCases {
            QuadrantBoxView.draw(quadrant, state: state, into: &buffer, context: context)
        }
        drawStatus(state, y: layout.statusRow, into: &buffer, context: context)
        FooterView.draw(state, y: layout.footerRow, into: &buffer, context: context)
    }

    /// The status row: a field being typed, else the last message, else the search filter in effect.
    private static func drawStatus(
        _ state: AppState, y: Int, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        switch state.mode {
        case .quickAdd, .search:
            InputRowView.draw(state, y: y, into: &buffer, context: context)
        case .normal, .help, .editForm:
            // No "done tasks hidden" note: the matrix hides them by default, and the list's flag is
            // not its own.
            if state.status != nil {
                StatusLineView.draw(state, y: y, into: &buffer, context: context)
            } else if !state.list.searchText.isEmpty {
                // A filter hides tasks from every quadrant, so it stays in sight while no message needs the line.
                InputRowView.draw(state, y: y, into: &buffer, context: context)
            }
        }
    }
}
