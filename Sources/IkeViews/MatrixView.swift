import IkeApp
import IkeCore
import IkeTerm

/// The Eisenhower matrix: four framed quadrants between the header and the status line, side by side
/// on wide terminals and stacked, the focused one open, on narrow ones, under the inbox's strip.
///
/// The matrix has no input row (the quadrants use that space), so quick add, search and a kept
/// search filter are shown on the status line instead.
enum MatrixView {
    /// Draws the matrix of `model` in `chrome` into `buffer`, which must be the layout's size.
    static func draw(
        _ model: MatrixScreenModel, chrome: ChromeModel, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let layout = chrome.layout
        HeaderView.draw(
            screen: chrome.screen, counts: chrome.counts, readOnly: chrome.isReadOnly,
            activeTag: chrome.activeTag, sync: chrome.sync,
            y: layout.headerRow,
            into: &buffer, context: context
        )
        InboxStripView.draw(model, into: &buffer, context: context)
        for quadrant in Quadrant.allCases {
            QuadrantBoxView.draw(quadrant, model: model, into: &buffer, context: context)
        }
        drawStatus(chrome, y: layout.statusRow, into: &buffer, context: context)
        FooterView.draw(chrome.hints, y: layout.footerRow, into: &buffer, context: context)
    }

    /// The status row: a field being typed, else the last message, else the search filter in effect.
    private static func drawStatus(
        _ chrome: ChromeModel, y: Int, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        if chrome.input.field != nil {
            InputRowView.draw(chrome.input, y: y, into: &buffer, context: context)
        } else if chrome.status != nil {
            // No "done tasks hidden" note: the matrix hides them by default, and the list's flag is
            // not its own.
            StatusLineView.draw(chrome.status, hidesDone: false, y: y, into: &buffer, context: context)
        } else if !chrome.input.searchText.isEmpty {
            // A filter hides tasks from every quadrant, so it stays in sight while no message needs the line.
            InputRowView.draw(chrome.input, y: y, into: &buffer, context: context)
        }
    }
}
