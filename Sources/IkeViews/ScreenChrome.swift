import IkeApp
import IkeTerm

/// What every task screen draws around its rows: the header with the tabs, the frame, the input row,
/// the status line and the key hints, all in the same places so switching screens does not jump.
enum ScreenChrome {
    /// Draws the parts every screen shares; the rows inside the frame are left blank.
    static func draw(_ chrome: ChromeModel, into buffer: inout ScreenBuffer, context: RenderContext) {
        let layout = chrome.layout
        HeaderView.draw(
            screen: chrome.screen, counts: chrome.counts, readOnly: chrome.isReadOnly,
            activeTag: chrome.activeTag, sync: chrome.sync,
            y: layout.headerRow,
            into: &buffer, context: context
        )
        buffer.drawBox(layout.frame, symbols: context.symbols, style: context.theme.frame)
        InputRowView.draw(chrome.input, y: layout.inputRow, into: &buffer, context: context)
        StatusLineView.draw(
            chrome.status, hidesDone: chrome.hidesDone, y: layout.statusRow, into: &buffer, context: context)
        FooterView.draw(chrome.hints, y: layout.footerRow, into: &buffer, context: context)
    }

    /// "46–63 of 100" on the bottom edge of `frame`: tasks `shown` (counting from 1) of `total`.
    ///
    /// Only drawn when there is more than fits, so a fully visible screen keeps a plain frame.
    static func drawPosition(
        _ shown: ClosedRange<Int>, of total: Int, frame: Rect, into buffer: inout ScreenBuffer,
        context: RenderContext, totalIsPartial: Bool = false
    ) {
        let of = "\(total)" + (totalIsPartial ? "+" : "")
        let text = context.symbols.text(" \(shown.lowerBound)–\(shown.upperBound) of \(of) ")
        let y = frame.bottom - 1
        guard TextWidth.of(text) + 4 <= buffer.width else { return }
        buffer.putRightAligned(text, right: buffer.width - 2, y: y, style: context.theme.frame)
    }
}
