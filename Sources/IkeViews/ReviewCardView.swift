import IkeApp
import IkeCore
import IkeTerm

/// The card on top: its title large (bold, wrapped, centred), the details when revealed, the last
/// decision in words and glyph, and a decided card sliding off the screen.
enum ReviewCardView {
    /// Draws `round`'s card (and any slide, as far as it has gone at clock reading `now`) in `layout`;
    /// the hardware cursor goes to the card when `showsCursor`.
    static func draw(
        _ round: ReviewRound, now: Double, showsCursor: Bool, layout: ReviewLayout,
        into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        if let row = layout.feedbackRow, round.feedback != nil || round.phase == .timeUp {
            let (text, style) = feedback(round, context: context)
            ReviewView.putCentred(text, y: row, style: style, into: &buffer, context: context)
        }
        // The decided card slides out from under the new top card, which is drawn whole at once: the
        // keys act on the top card, so it must never be hidden behind the one leaving.
        if let slide = round.slide {
            let progress = slide.progress(at: now)
            var frame = layout.card
            switch slide.kind {
            case .done, .planned, .tomorrow:
                frame.x += Int((Double(buffer.width - frame.x) * progress).rounded())
            case .later, .deferred: frame.x -= Int((Double(frame.right) * progress).rounded())
            case .deleted: frame.y += Int((Double(buffer.height - frame.y) * progress).rounded())
            }
            drawCard(
                slide.item, at: frame, revealed: false, dimmed: true, layout: layout, into: &buffer,
                context: context, clipBottom: layout.sideHintsRow)
        }
        let isTimeUp = round.phase == .timeUp
        if let card = round.card {
            drawCard(
                card, at: layout.card, revealed: round.isRevealed, dimmed: isTimeUp, layout: layout,
                into: &buffer, context: context, parent: round.cardParentTitle)
            if showsCursor {
                // Screen readers follow the hardware cursor: it sits at the start of the title.
                buffer.cursor = Point(x: layout.card.x + 2, y: layout.card.y + 1)
            }
        }
        drawSideHints(round.source, layout, isTimeUp: isTimeUp, into: &buffer, context: context)
    }

    /// "✓ done · “Buy milk”", "↺ later · …", "✗ deleted · …", or that time is up.
    private static func feedback(_ round: ReviewRound, context: RenderContext) -> (String, Style) {
        if round.phase == .timeUp {
            return (context.symbols.text("⏱ Time is up: the cards rest"), context.theme.overdue)
        }
        let words =
            switch round.feedback {
            case .decided(.done): "✓ done"
            case .decided(.later): "↺ later"
            case .decided(.deleted): "✗ deleted"
            case .decided(.planned): "→ planned for today"
            case .decided(.tomorrow): "→ planned for tomorrow"
            case .decided(.deferred): "↺ put off"
            case .broughtBack, nil: "↶ back on top"
            }
        return (context.symbols.text(words), context.theme.statusInfo)
    }

    /// One card: a rounded frame, the title centred and bold, and the details under it when revealed.
    private static func drawCard(
        _ item: TodoItem, at frame: Rect, revealed: Bool, dimmed: Bool, layout: ReviewLayout,
        into buffer: inout ScreenBuffer, context: RenderContext, clipBottom: Int? = nil, parent: String? = nil
    ) {
        let bottom = min(frame.bottom, clipBottom ?? frame.bottom)
        let visible = Rect(x: frame.x, y: frame.y, width: frame.width, height: max(0, bottom - frame.y))
        buffer.fill(visible, style: .default)
        let frameStyle = dimmed ? context.theme.secondary : context.theme.card ?? context.theme.frame
        if bottom == frame.bottom {
            buffer.drawBox(frame, symbols: context.symbols.rounded, style: frameStyle)
        }
        let inner = frame.height - 2
        guard inner > 0 else { return }
        let ellipsis = context.symbols.ellipsis
        var lines = HelpContent.wrap(
            DisplayText.sanitized(item.shownTitle), width: layout.textWidth, ellipsis: ellipsis
        )
        .map { ($0, dimmed ? context.theme.secondary : Style(attributes: .bold)) }
        // A step's parent, dim above its title: the card is one step of something larger.
        if let parent {
            let crumb = TextWidth.truncate(
                DisplayText.sanitized(parent.isEmpty ? TodoItem.untitledLabel : parent) + " ›",
                to: layout.textWidth, ellipsis: ellipsis)
            lines.insert((context.symbols.text(crumb), context.theme.secondary), at: 0)
        }
        if revealed {
            lines += details(item, context: context, width: layout.textWidth)
        }
        if lines.count > inner {
            // Say that the notes go on, rather than cutting them silently (the form shows them whole).
            lines = Array(lines.prefix(inner - 1))
            lines.append((context.symbols.text(ellipsis + " more in the form (e)"), context.theme.secondary))
        }
        let top = frame.y + 1 + (revealed ? 0 : (inner - lines.count) / 2)
        for (offset, line) in lines.enumerated()
        where top + offset < bottom - (bottom == frame.bottom ? 1 : 0) {
            let width = TextWidth.of(line.0)
            let x = frame.x + 2 + max(0, (layout.textWidth - width) / 2)
            buffer.put(line.0, x: x, y: top + offset, style: line.1, maxWidth: layout.textWidth)
        }
    }

    /// Deadline and quadrant on one line, then the notes, for a revealed card.
    private static func details(_ item: TodoItem, context: RenderContext, width: Int) -> [(String, Style)] {
        var facts: [String] = []
        if let deadline = item.deadline {
            let words = DeadlineText(
                deadline, time: item.deadlineTime, now: context.now, isDone: item.isDone)
            facts.append(
                deadline.shortDescription + (item.deadlineTime.map { " \($0)" } ?? "")
                    + (words.kind == .overdue ? " (\(words.text))" : ""))
        } else {
            facts.append("No deadline")
        }
        facts.append(item.quadrant.title)
        var lines: [(String, Style)] = [
            ("", .default), (context.symbols.text(facts.joined(separator: " · ")), context.theme.secondary),
        ]
        let notes = item.notes.split(separator: "\n", omittingEmptySubsequences: false)
        if !item.notes.isEmpty { lines.append(("", .default)) }
        // A checklist's lines show as boxes (issue 33, item 5); the rest of the notes as written.
        let boxes = Dictionary(Checklist(notes: item.notes).entries.map { ($0.line, $0) }) { first, _ in first
        }
        for (index, note) in notes.enumerated() {
            let text =
                boxes[index].map {
                    context.symbols.checkbox($0.isTicked ? .done : .open) + " " + $0.text
                } ?? String(note)
            let wrapped = HelpContent.wrap(
                DisplayText.sanitized(text), width: width, ellipsis: context.symbols.ellipsis)
            lines += (wrapped.isEmpty ? [""] : wrapped).map { ($0, Style.default) }
        }
        return lines
    }

    /// "← later" at the card's left edge, "␣ details" in the middle, "done →" at its right edge (the plan's
    /// and the shutdown's own words for their keys).
    private static func drawSideHints(
        _ source: ReviewSource, _ layout: ReviewLayout, isTimeUp: Bool, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let card = layout.card
        let y = layout.sideHintsRow
        let style = isTimeUp ? context.theme.secondary : context.theme.key
        let keys = context.keys
        let words: (String, String, String) =
            switch source {
            case .plan:
                (
                    "\(keys.symbolName(.planWhen)) when", "\(keys.symbolName(.reviewReveal)) details",
                    "today \(keys.symbolName(.planToday))"
                )
            case .shutdown:
                (
                    "\(keys.symbolName(.shutdownLater)) later day", "\(keys.symbolName(.shutdownDone)) done",
                    "tomorrow \(keys.symbolName(.shutdownTomorrow))"
                )
            case .all, .quadrant, .overdue, .due, .dueThisWeek, .tag:
                (
                    "\(keys.symbolName(.reviewLater)) later", "\(keys.symbolName(.reviewReveal)) details",
                    "done \(keys.symbolName(.reviewDone))"
                )
            }
        let symbols = context.symbols
        let (left, middle, right) = (symbols.text(words.0), symbols.text(words.1), symbols.text(words.2))
        buffer.put(left, x: card.x, y: y, style: style)
        buffer.putRightAligned(right, right: card.right, y: y, style: style)
        let room = card.width - TextWidth.of(left) - TextWidth.of(right) - 4
        if TextWidth.of(middle) <= room {
            buffer.put(middle, x: card.x + (card.width - TextWidth.of(middle)) / 2, y: y, style: style)
        }
    }
}
