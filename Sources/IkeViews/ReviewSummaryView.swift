import IkeApp
import IkeCore
import IkeTerm

/// The end of a round: done, put back, deleted and the time taken, in words and glyphs.
enum ReviewSummaryView {
    /// Draws `round`'s summary in `layout`, offering another round on the `stillOpen` tasks of its deck.
    static func draw(
        _ round: ReviewRound, stillOpen: Int, layout: ReviewLayout, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let symbols = context.symbols
        let heading = round.timer.isUp ? "Time is up" : round.total == 0 ? "Nothing to review" : "Deck done"
        var rows: [(String, String)] = [
            ("✓ done", "\(round.count(.done))"),
            ("↺ put back", "\(round.count(.later))"),
            ("✗ deleted", "\(round.count(.deleted))"),
            ("⏱ time", ReviewView.clockText(Int(round.timer.elapsed.rounded()))),
        ]
        // What the cards done here add up to in each plain field (`+ estimate done  1h30m`).
        for field in PlainField.allCases {
            if let sum = round.sum(of: field, .done) {
                rows.append(("+ \(field.words) done", field.kind.shortText(sum)))
            }
        }
        let card = layout.card
        let width = min(card.width, 30)
        let x = (buffer.width - width) / 2
        var y = card.y
        if let row = layout.feedbackRow {
            ReviewView.putCentred(
                heading + symbols.separator + round.source.title, y: row, style: context.theme.heading,
                into: &buffer, context: context)
        } else {
            ReviewView.putCentred(
                heading, y: y, style: context.theme.heading, into: &buffer, context: context)
            y += 1
        }
        for (label, value) in rows where y < layout.sideHintsRow {
            buffer.put(symbols.text(label), x: x, y: y)
            buffer.putRightAligned(value, right: x + width, y: y, style: Style(attributes: .bold))
            y += 1
        }
        let again =
            stillOpen == 1
            ? "\(context.keys.keyName(.reviewAgain)) again on the 1 task still open"
            : "\(context.keys.keyName(.reviewAgain)) again on the \(stillOpen) tasks still open"
        ReviewView.putCentred(
            stillOpen == 0 ? "Every task of this deck is done" : again, y: layout.sideHintsRow,
            style: context.theme.secondary, into: &buffer, context: context)
    }
}
