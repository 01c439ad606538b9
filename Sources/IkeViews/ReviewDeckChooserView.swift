import IkeApp
import IkeCore
import IkeTerm

/// The review screen between rounds: the decks to choose from with how many open tasks each holds.
enum ReviewDeckChooserView {
    /// Draws the chooser of `review` in `layout`; the hardware cursor goes to the chosen deck when
    /// `showsCursor`.
    static func draw(
        _ review: ReviewState, showsCursor: Bool, layout: ReviewLayout, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let theme = context.theme
        let symbols = context.symbols
        let counts = review.sourceCounts
        let length = ReviewView.clockText(Int(review.roundSeconds))
        let long = "Review · choose a deck · a round lasts \(length)"
        let title = TextWidth.of(long) <= buffer.width - 2 ? long : "Review · choose a deck"
        ReviewView.putCentred(
            symbols.text(title), y: layout.titleRow, style: theme.heading, into: &buffer, context: context)
        let card = layout.card
        if counts[.all] == 0 {
            // Not a blank screen: say why there is nothing and where tasks come from.
            let lines = [
                "Nothing to review: no open tasks.", symbols.text("Add some on the list (1, then a)."),
            ]
            for (offset, line) in lines.enumerated() {
                ReviewView.putCentred(
                    line, y: card.y + card.height / 2 - 1 + offset,
                    style: offset == 0 ? .default : theme.secondary,
                    into: &buffer, context: context)
            }
            return
        }
        let sources = review.sources
        // More decks than rows (a tag deck per tag): the list scrolls to keep the chosen deck in view, with
        // a line above and below it saying how many decks are out of sight.
        let space = max(1, layout.sideHintsRow - card.y)
        var (rows, first, above, below) = (space, 0, false, false)
        if sources.count > space && space >= 3 {
            // A mark takes a row only on the side where decks are hidden.
            (above, below) = (true, true)
            rows = space - 2
            first = min(max(0, review.sourceIndex - rows + 1), sources.count - rows)
            if first == 0 || first + rows == sources.count {
                (above, below) = (first > 0, first == 0)
                rows = space - 1
            }
        }
        first = min(max(0, review.sourceIndex - rows + 1), max(0, sources.count - rows))
        let last = min(sources.count, first + rows)
        let top = above ? card.y + 1 : card.y
        let width = min(card.width, 40)
        let x = (buffer.width - width) / 2
        if above || below {
            for (count, y, arrow) in [(first, card.y, "↑"), (sources.count - last, top + rows, "↓")]
            where count > 0 {
                ReviewView.putCentred(
                    symbols.text("\(arrow) \(count) more"), y: y, style: theme.secondary, into: &buffer,
                    context: context)
            }
        }
        for (row, index) in (first..<last).enumerated() {
            let source = sources[index]
            let isChosen = index == review.sourceIndex
            let count = counts[source].map(ReviewSource.countText) ?? ""
            let y = top + row
            let style = isChosen ? theme.selected : (counts[source] == 0 ? theme.secondary : .default)
            buffer.put(String(repeating: " ", count: width), x: x, y: y, style: style)
            buffer.put(isChosen ? symbols.marker : " ", x: x, y: y, style: style)
            buffer.put(
                source.title, x: x + 2, y: y, width: width - 3 - count.count, style: style,
                ellipsis: symbols.ellipsis)
            buffer.putRightAligned(count, right: x + width - 1, y: y, style: style)
            if isChosen && showsCursor { buffer.cursor = Point(x: x, y: y) }
        }
        if layout.sideHintsRow > card.y + sources.count {
            ReviewView.putCentred(
                symbols.text(
                    "\(context.keys.symbolName(.reviewDone)) done  \(context.keys.symbolName(.reviewLater)) later  "
                        + "\(context.keys.symbolName(.reviewReveal)) details  \(context.keys.keyName(.reviewUndo)) undo"
                ), y: layout.sideHintsRow,
                style: theme.secondary, into: &buffer, context: context)
        }
    }
}
