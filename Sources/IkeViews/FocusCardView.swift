import IkeApp
import IkeCore
import IkeTerm

/// The focus card over the whole screen: the period and its countdown, the task (with its parent above
/// it), its checklist with the selection, and the keys' words under the card.
enum FocusCardView {
    /// Draws `session` into `buffer`, which it fills, in `chrome`'s header, status line and footer.
    static func draw(
        _ session: FocusSession, chrome: ChromeModel, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let size = Size(width: buffer.width, height: buffer.height)
        buffer.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), style: .default)
        let rows = chrome.layout
        HeaderView.draw(
            screen: chrome.screen, counts: chrome.counts, readOnly: chrome.isReadOnly, sync: chrome.sync,
            y: rows.headerRow, into: &buffer, context: context)
        ReviewView.putCentred(
            context.symbols.text(title(session)), y: 1,
            style: session.timer.isPaused || session.isWaiting
                ? context.theme.secondary : context.theme.heading,
            into: &buffer, context: context)
        let card = cardFrame(size)
        if card.height >= 3 {
            buffer.drawBox(
                card, symbols: context.symbols.rounded, style: context.theme.card ?? context.theme.frame)
            drawContents(session, in: card, into: &buffer, context: context)
            drawSideHints(card, into: &buffer, context: context)
        }
        StatusLineView.draw(
            chrome.status, hidesDone: chrome.hidesDone, y: rows.statusRow, into: &buffer, context: context)
        FooterView.draw(chrome.hints, y: rows.footerRow, into: &buffer, context: context)
    }

    /// "Focus · Work 2 of 4 · ⏱ 18:42", with "paused", or what waits for Enter.
    static func title(_ session: FocusSession) -> String {
        if session.isWaiting { return "Focus · break over · Enter for the next work period" }
        var parts = ["Focus"]
        let round = session.workPeriodsDone % session.settings.cycleLength + 1
        parts.append(
            session.phase == .work
                ? "Work \(round) of \(session.settings.cycleLength)" : session.phase.title)
        var clock = "⏱ " + ReviewView.clockText(session.timer.remainingSeconds)
        if session.timer.isPaused { clock += " paused" }
        parts.append(clock)
        return parts.joined(separator: " · ")
    }

    /// The card: the room between the title and the status line, less a row for the side words, as
    /// wide as a review card and as tall as the room allows.
    static func cardFrame(_ size: Size) -> Rect {
        let top = size.height >= 12 ? 3 : 2
        let height = max(0, min(size.height - 3 - top, 18))
        let width = min(size.width - 4, ReviewLayout.maximumCard.width)
        return Rect(x: (size.width - width) / 2, y: top, width: max(0, width), height: height)
    }

    /// The task's title bold and wrapped, then as many of the checklist's entries as fit around the
    /// selected one (reversed and marked), the title giving way to them on a small card.
    private static func drawContents(
        _ session: FocusSession, in card: Rect, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let width = max(1, card.width - 4)
        let inner = card.height - 2
        let entries = session.checklist.entries
        let titleRoom = entries.isEmpty ? inner : inner >= 8 ? 3 : 1
        let title = session.item.map { $0.shownTitle } ?? "(deleted)"
        let titleStyle = session.isGone ? context.theme.secondary : Style(attributes: .bold)
        var titleLines = HelpContent.wrap(
            DisplayText.sanitized(title), width: width, ellipsis: context.symbols.ellipsis)
        if titleLines.count > titleRoom {
            // Cut to the room with an ellipsis, so a cut title does not read as the whole.
            titleLines = Array(titleLines.prefix(titleRoom))
            titleLines[titleLines.count - 1] = TextWidth.truncate(
                titleLines[titleLines.count - 1] + " " + context.symbols.ellipsis, to: width,
                ellipsis: context.symbols.ellipsis)
        }
        var lines: [(text: String, style: Style, centred: Bool)] = titleLines.map { ($0, titleStyle, true) }
        let room = inner - lines.count - 1
        if !entries.isEmpty && room > 0 {
            lines.append(("", .default, false))
            let selected = min(session.checklistIndex, entries.count - 1)
            let first = max(0, min(selected - room / 2, entries.count - room))
            for index in first..<min(entries.count, first + room) {
                let entry = entries[index]
                // The marker says which entry Space ticks without colour or reverse.
                let marker = index == selected ? context.symbols.text("▸ ") : "  "
                let box = context.symbols.checkbox(entry.isTicked ? .done : .open)
                let text = TextWidth.truncate(
                    marker + DisplayText.sanitized(box + " " + entry.text), to: width,
                    ellipsis: context.symbols.ellipsis)
                let style =
                    index == selected
                    ? context.theme.selected : entry.isTicked ? context.theme.secondary : Style.default
                lines.append((text, style, false))
            }
        }
        let top = card.y + 1 + max(0, (inner - lines.count) / 2)
        for (offset, line) in lines.enumerated() where offset < inner {
            let x = card.x + 2 + (line.centred ? max(0, (width - TextWidth.of(line.text)) / 2) : 0)
            buffer.put(line.text, x: x, y: top + offset, style: line.style, maxWidth: width)
        }
    }

    /// "← stop" at the card's left edge, "␣ tick" in the middle, "done →" at its right edge.
    private static func drawSideHints(
        _ card: Rect, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let keys = context.keys
        let symbols = context.symbols
        let y = card.bottom
        let left = symbols.text("\(keys.symbolName(.focusStop)) stop")
        let middle = symbols.text("\(keys.symbolName(.focusTick)) tick")
        let right = symbols.text("done \(keys.symbolName(.focusFinish))")
        buffer.put(left, x: card.x, y: y, style: context.theme.key)
        buffer.putRightAligned(right, right: card.right, y: y, style: context.theme.key)
        if TextWidth.of(middle) <= card.width - TextWidth.of(left) - TextWidth.of(right) - 4 {
            buffer.put(
                middle, x: card.x + (card.width - TextWidth.of(middle)) / 2, y: y, style: context.theme.key)
        }
    }
}
