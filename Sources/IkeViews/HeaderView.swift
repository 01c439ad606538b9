import IkeApp
import IkeCore
import IkeTerm

/// Row 0: " ike ", the screen tabs (the current one bold, underlined and in brackets) and the counts.
enum HeaderView {
    /// Draws the header of `state` on row `y`.
    static func draw(_ state: AppState, y: Int, into buffer: inout ScreenBuffer, context: RenderContext) {
        let theme = context.theme
        let width = buffer.width
        var x = buffer.put(" ike ", x: 0, y: y, style: theme.brand)
        x += 1
        for screen in Screen.allCases {
            let isCurrent = screen == state.screen
            let label = isCurrent ? "[\(screen.title)]" : " \(screen.title) "
            x += buffer.put(label, x: x, y: y, style: isCurrent ? theme.currentTab : theme.tab)
            x += 1
        }
        // The counts take what the tabs leave (x is already past a blank), in the longest wording that fits.
        let room = width - 1 - x
        if let counts = countsText(state.counts, room: room, symbols: context.symbols) {
            buffer.putRightAligned(counts, right: width - 1, y: y, style: theme.counts)
        }
    }

    /// "7 open · 2 done", shortened to fit `room` columns, or nil when not even "7 open" fits.
    static func countsText(_ counts: TaskCounts, room: Int, symbols: Symbols) -> String? {
        let open = "\(counts.open) open"
        let done = "\(counts.done) done"
        let tight = String(symbols.separator.filter { $0 != " " })
        let candidates = [open + symbols.separator + done, open + tight + done, open]
        return candidates.first { TextWidth.of($0) <= room }
    }
}
