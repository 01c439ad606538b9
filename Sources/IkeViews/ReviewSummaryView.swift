import IkeApp
import IkeCore
import IkeTerm

/// The end of a round: done, put back, deleted and the time taken, in words and glyphs.
enum ReviewSummaryView {
    /// Draws `round`'s summary in `layout`, offering another round on the `stillOpen` tasks of its deck.
    static func draw(
        _ round: ReviewRound, stillOpen: Int, capacityMinutes: Int, layout: ReviewLayout,
        into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let symbols = context.symbols
        let heading = round.timer.isUp ? "Time is up" : round.total == 0 ? "Nothing to review" : "Deck done"
        let (rows, warning) = Self.rows(round, capacity: capacityMinutes)
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
        // The warning keeps its line on a small screen; the rows after the first ones give way.
        let room = layout.sideHintsRow - y - (warning == nil ? 0 : 1)
        for (label, value) in rows.prefix(max(0, room)) {
            buffer.put(symbols.text(label), x: x, y: y)
            buffer.putRightAligned(value, right: x + width, y: y, style: Style(attributes: .bold))
            y += 1
        }
        if let warning, y < layout.sideHintsRow {
            ReviewView.putCentred(
                symbols.text(warning), y: y, style: context.theme.overdue, into: &buffer, context: context)
        }
        let again =
            stillOpen == 1
            ? "\(context.keys.keyName(.reviewAgain)) again on the 1 task still open"
            : "\(context.keys.keyName(.reviewAgain)) again on the \(ReviewSource.countText(stillOpen)) tasks still open"
        ReviewView.putCentred(
            stillOpen == 0 ? "Every task of this deck is done" : again, y: layout.sideHintsRow,
            style: context.theme.secondary, into: &buffer, context: context)
    }

    /// The summary's rows (label, value) for `round`'s deck, and a warning under them: the plan's when
    /// today's estimates add up to more than `capacity` minutes.
    static func rows(_ round: ReviewRound, capacity: Int) -> (rows: [(String, String)], warning: String?) {
        let time = ("⏱ time", ReviewView.clockText(Int(round.timer.elapsed.rounded())))
        switch round.source {
        case .plan:
            let decisions = [
                ("→ planned today", "\(round.count(.planned))"), ("↺ put off", "\(round.count(.deferred))"),
                ("✗ deleted", "\(round.count(.deleted))"), time,
            ]
            guard let plan = round.dayPlan else { return (decisions, nil) }
            // The day's plan first: it is what the round was for.
            var rows = [
                ("☰ today's plan", plan.open == 1 ? "1 task" : "\(plan.open) tasks"),
                ("Σ estimated", DurationText.short(minutes: plan.estimatedMinutes)),
            ]
            if plan.unestimated > 0 { rows.append(("  without an estimate", "\(plan.unestimated)")) }
            rows += decisions
            let over = plan.estimatedMinutes - capacity
            let warning =
                over > 0
                ? "⚠ \(DurationText.short(minutes: over)) more than a day holds "
                    + "(\(DurationText.short(minutes: capacity)))" : nil
            return (rows, warning)
        case .shutdown:
            // How the day went first, then what this round did.
            var rows: [(String, String)] = []
            if let totals = round.shutdownTotals {
                rows.append(("☰ planned today", "\(totals.planned)"))
                rows.append(("✓ done of them", "\(totals.done)"))
            }
            if let streak = round.planStreak { rows.append(("⚑ plans finished in a row", "\(streak)")) }
            rows += [
                ("✓ done now", "\(round.count(.done))"), ("→ tomorrow", "\(round.count(.tomorrow))"),
                ("↺ put off", "\(round.count(.deferred))"), time,
            ]
            return (rows, nil)
        case .all, .quadrant, .overdue, .due, .dueThisWeek, .tag:
            var rows = [
                ("✓ done", "\(round.count(.done))"), ("↺ put back", "\(round.count(.later))"),
                ("✗ deleted", "\(round.count(.deleted))"), time,
            ]
            // What the cards done here add up to in each plain field (`+ estimate done  1h30m`).
            for field in PlainField.allCases {
                if let sum = round.sum(of: field, .done) {
                    rows.append(("+ \(field.words) done", field.kind.shortText(sum)))
                }
            }
            return (rows, nil)
        }
    }
}
