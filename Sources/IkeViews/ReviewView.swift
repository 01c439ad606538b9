import IkeApp
import IkeCore
import IkeTerm

/// The review screen: the deck chooser, the card on top with its countdown, or the round's summary.
enum ReviewView {
    /// Draws the review screen of `model` in `chrome` into `buffer`, which must be the layout's size.
    static func draw(
        _ model: ReviewScreenModel, chrome: ChromeModel, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let rows = chrome.layout
        let layout = model.layout
        HeaderView.draw(
            screen: chrome.screen, counts: chrome.counts, readOnly: chrome.isReadOnly, sync: chrome.sync,
            y: rows.headerRow,
            into: &buffer, context: context)
        if let round = model.review.round {
            drawTitle(round, layout: layout, into: &buffer, context: context)
            switch round.phase {
            case .running, .timeUp:
                ReviewCardView.draw(
                    round, now: model.review.now, showsCursor: model.isBrowsing, layout: layout,
                    into: &buffer,
                    context: context)
            case .finished:
                ReviewSummaryView.draw(
                    round, stillOpen: model.review.sourceCounts[round.source] ?? 0,
                    capacityMinutes: model.review.dayCapacityMinutes, layout: layout, into: &buffer,
                    context: context)
            }
        } else {
            ReviewDeckChooserView.draw(
                model.review, showsCursor: model.isBrowsing, layout: layout, into: &buffer, context: context)
        }
        // "When does it start?" and the typed day, asked over the card's feedback (or its title).
        if chrome.input.field != nil {
            let y = layout.feedbackRow ?? layout.titleRow
            buffer.fill(Rect(x: 0, y: y, width: buffer.width, height: 1), style: .default)
            InputRowView.draw(chrome.input, y: y, into: &buffer, context: context)
        }
        StatusLineView.draw(
            chrome.status, hidesDone: chrome.hidesDone, y: rows.statusRow, into: &buffer, context: context)
        FooterView.draw(chrome.hints, y: rows.footerRow, into: &buffer, context: context)
    }

    /// "Review · 3 of 12 · ⏱ 01:35", with "paused" or "time is up" in words.
    private static func drawTitle(
        _ round: ReviewRound, layout: ReviewLayout, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        var parts = [
            round.source == .plan
                ? "Plan the day" : round.source == .shutdown ? "Shut down the day" : "Review"
        ]
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
