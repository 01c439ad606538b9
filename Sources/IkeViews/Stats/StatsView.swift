import IkeApp
import IkeCore
import IkeTerm

/// The statistics screen: the sections of `StatsLayout` in one column, or two on a wide terminal, in the
/// list's frame, scrolled as one page, with "1–19 of 53" on the frame when it does not all fit.
enum StatsView {
    /// Draws the statistics screen of `model` in `chrome` into `buffer`.
    static func draw(
        _ model: StatsScreenModel, chrome: ChromeModel, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let layout = model.layout
        HeaderView.draw(
            screen: chrome.screen, counts: chrome.counts, readOnly: chrome.isReadOnly, sync: chrome.sync,
            y: chrome.layout.headerRow, into: &buffer, context: context)
        buffer.drawBox(layout.frame, symbols: context.symbols, style: context.theme.frame)
        StatusLineView.draw(
            chrome.status, hidesDone: chrome.hidesDone, y: chrome.layout.statusRow, into: &buffer,
            context: context)
        FooterView.draw(chrome.hints, y: chrome.layout.footerRow, into: &buffer, context: context)
        let rows = layout.pageRows
        guard let statistics = model.stats.statistics, !rows.isEmpty else {
            if !rows.isEmpty {
                buffer.put("Reading…", x: 2, y: rows.lowerBound, style: context.theme.secondary)
            }
            return
        }
        let height = layout.pageHeight(statistics)
        let scroll = min(model.stats.scroll, max(0, height - rows.count))
        for column in layout.columns {
            let (starts, _) = StatsLayout.stack(column.sections, statistics)
            for (section, start) in zip(column.sections, starts) {
                let lines = StatsSectionLines.lines(section, statistics, symbols: context.symbols)
                for (index, line) in lines.enumerated() {
                    let y = rows.lowerBound + start + index - scroll
                    guard rows.contains(y) else { continue }
                    StatsLineView.draw(
                        line, x: column.x, y: y, width: column.width, into: &buffer, context: context)
                }
            }
        }
        // Screen readers follow the hardware cursor: it rests at the start of the first row shown.
        if model.isBrowsing { buffer.cursor = Point(x: 2, y: rows.lowerBound) }
        if height > rows.count {
            ScreenChrome.drawPosition(
                (scroll + 1)...min(height, scroll + rows.count), of: height, frame: layout.frame,
                into: &buffer,
                context: context)
        }
    }
}
