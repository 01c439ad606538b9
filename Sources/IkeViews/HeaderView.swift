import IkeApp
import IkeCore
import IkeTerm

/// Row 0: " ike ", the screen tabs (the current one bold, underlined and in brackets), the tag filter in
/// effect (`#work`), the sync's state when an account is set up, and the counts.
enum HeaderView {
    /// Draws the header on row `y`: the tabs with `screen`'s marked, `activeTag`, then `sync`'s state and
    /// `counts` at the right.
    static func draw(
        screen current: Screen, counts: TaskCounts, readOnly: Bool = false, activeTag: String? = nil,
        sync: SyncState? = nil, y: Int,
        into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let theme = context.theme
        let width = buffer.width
        buffer.put(" ike ", x: 0, y: y, style: theme.brand)
        // Narrow terminals name the other screens by the digit that shows them, so the counts still fit.
        let compact = HeaderTabs.isCompact(
            current: current, headerWidth: width, counts: counts, activeTag: activeTag)
        var x = HeaderTabs.firstX
        for (index, tab) in HeaderTabs.columns(current: current, compact: compact).enumerated() {
            let isCurrent = tab.screen == current
            buffer.put(
                HeaderTabs.label(tab.screen, number: index + 1, isCurrent: isCurrent, compact: compact),
                x: tab.columns.lowerBound, y: y, style: isCurrent ? theme.currentTab : theme.tab)
            x = tab.columns.upperBound + 1
        }
        // The counts take what the tabs leave (x is already past a blank), in the longest wording that fits.
        // Compact tabs are bare digits: two more blanks keep the last one from reading as part of a count.
        let room = width - 1 - x - (compact ? 2 : 0)
        // A filter that hides tasks must be in sight: the tag comes first, and the right side (the sync's
        // words and the counts) shortens or goes before it ("read-only" excepted, which nothing may hide).
        let tagRoom = activeTag.map { TextWidth.of($0) + 2 } ?? 0
        var rightWidth = 0
        if let sync {
            let words = SyncHeaderText(sync, symbols: context.symbols)
            let fitting =
                syncAndCounts(
                    words, counts, room: room - tagRoom, symbols: context.symbols, readOnly: readOnly)
                ?? (activeTag == nil
                    ? nil
                    : syncAndCounts(
                        words, counts, room: room - 4, symbols: context.symbols, readOnly: readOnly))
            if let (syncText, countText) = fitting {
                let text = syncText + (countText.isEmpty ? "" : context.symbols.separator + countText)
                let start = buffer.putRightAligned(text, right: width - 1, y: y, style: theme.counts)
                if words.isFailure { buffer.put(syncText, x: start, y: y, style: theme.statusError) }
                rightWidth = TextWidth.of(text) + 2
            }
        } else {
            let text =
                countsText(counts, room: room - tagRoom, symbols: context.symbols, readOnly: readOnly)
                ?? (readOnly && activeTag != nil
                    ? countsText(counts, room: room - 4, symbols: context.symbols, readOnly: true) : nil)
            if let text {
                buffer.putRightAligned(text, right: width - 1, y: y, style: theme.counts)
                rightWidth = TextWidth.of(text) + 2
            }
        }
        if let tag = activeTag {
            buffer.put(
                tag, x: x, y: y, width: room - rightWidth, style: theme.activeTag,
                ellipsis: context.symbols.ellipsis)
        }
    }

    /// The sync's words and the counts' that fit `room` together, the sync's never left out: its long
    /// form with the counts shortened down to "7 open", then alone (a failure's words matter more than
    /// the counts), then its short form with "7 open", then alone.
    static func syncAndCounts(
        _ words: SyncHeaderText, _ counts: TaskCounts, room: Int, symbols: Symbols, readOnly: Bool
    ) -> (sync: String, counts: String)? {
        let separator = TextWidth.of(symbols.separator)
        let open = "\(counts.open) open"
        let done = "\(counts.done) done"
        let tight = String(symbols.separator.filter { $0 != " " })
        var countForms = [open + symbols.separator + done, open + tight + done, open]
        if readOnly { countForms = countForms.map { "read-only" + symbols.separator + $0 } + ["read-only"] }
        let candidates =
            countForms.map { (words.long, $0) } + [
                (words.long, ""), (words.short, countForms.last!), (words.short, ""),
            ]
        return candidates.first { sync, counts in
            TextWidth.of(sync) + (counts.isEmpty ? 0 : separator + TextWidth.of(counts)) <= room
        }
    }

    /// "7 open · 2 done", shortened to fit `room` columns, or nil when not even "7 open" fits.
    /// With `readOnly`, "read-only" leads (the one thing that must not be cut, as nothing can be saved).
    static func countsText(
        _ counts: TaskCounts, room: Int, symbols: Symbols, readOnly: Bool = false
    ) -> String? {
        let open = "\(counts.open) open"
        let done = "\(counts.done) done"
        let tight = String(symbols.separator.filter { $0 != " " })
        var candidates = [open + symbols.separator + done, open + tight + done, open]
        if readOnly {
            candidates = candidates.map { "read-only" + symbols.separator + $0 } + ["read-only"]
        }
        return candidates.first { TextWidth.of($0) <= room }
    }
}
