import IkeApp
import IkeCore
import IkeTerm

/// The review screen: the deck chooser, the card on top with its countdown, or the round's summary.
public enum ReviewView {
    /// Draws the review screen of `state` into `buffer`, which must be `state.size`.
    public static func draw(_ state: AppState, into buffer: inout ScreenBuffer) {
        let context = RenderContext(state)
        let list = state.layout
        let layout = ReviewLayout(size: state.size)
        HeaderView.draw(state, y: list.headerRow, into: &buffer, context: context)
        if let round = state.review.round {
            drawTitle(round, state: state, layout: layout, into: &buffer, context: context)
            switch round.phase {
            case .running, .timeUp:
                ReviewCardView.draw(round, state: state, layout: layout, into: &buffer, context: context)
            case .finished:
                ReviewSummaryView.draw(round, state: state, layout: layout, into: &buffer, context: context)
            }
        } else {
            ReviewDeckChooserView.draw(state, layout: layout, into: &buffer, context: context)
        }
        StatusLineView.draw(state, y: list.statusRow, into: &buffer, context: context)
        FooterView.draw(state, y: list.footerRow, into: &buffer, context: context)
    }

    /// "Review · 3 of 12 · ⏱ 01:35", with "paused" or "time is up" in words.
    private static func drawTitle(
        _ round: ReviewRound, state: AppState, layout: ReviewLayout, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        var parts = ["Review"]
        if round.phase != .finished {
            parts.append("\(round.position) of \(round.total)")
            var clock = "⏱ " + clockText(round.timer.remainingSeconds)
            // Said here only when there is no feedback line to say it in full.
            if round.phase == .timeUp && layout.feedbackRow == nil {
                clock += " time is up"
            } else if round.timer.isPaused && round.phase == .running {
                clock += " paused"
            }
            parts.append(clock)
        }
        let text = context.symbols.text(parts.joined(separator: " · "))
        let style = round.phase == .timeUp ? context.theme.overdue : context.theme.heading
        putCentred(text, y: layout.titleRow, style: style, into: &buffer, context: context)
    }

    /// "01:35": whole minutes and seconds.
    static func clockText(_ seconds: Int) -> String {
        let minutes = seconds / 60
        let rest = seconds % 60
        return (minutes < 10 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
    }

    /// Draws `text` centred on row `y`, cut to the screen's width.
    static func putCentred(
        _ text: String, y: Int, style: Style, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let room = buffer.width - 2
        let width = min(room, TextWidth.of(text))
        buffer.put(
            text, x: 1 + (room - width) / 2, y: y, width: room, style: style,
            ellipsis: context.symbols.ellipsis)
    }
}
