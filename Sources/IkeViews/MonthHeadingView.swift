import IkeApp
import IkeCore
import IkeTerm

/// A month's heading row on the goals screen: its title, "2/4 done" and a progress bar.
///
/// The count is always there in words; the bar only repeats it, so it can shrink or go in a
/// narrow terminal and screen readers still get the number.
struct MonthHeadingView {
    /// Column of the title: where the checkbox is on the list, so the tasks under it read as indented.
    static let titleX = 2
    /// Widest bar, at 80 columns and more.
    static let maximumBarWidth = 16
    /// A bar narrower than this says too little to be worth its columns.
    static let minimumBarWidth = 4

    /// Columns of every bar in this frame; the same for all headings so the bars line up.
    let barWidth: Int

    /// The layout for `groups` (all of them, so scrolling does not resize the bars) in a `width`-wide screen.
    init(groups: [MonthGroup], width: Int) {
        let room = width - 2 - Self.titleX
        let title = groups.map { TextWidth.of(Self.title(of: $0.month)) }.max() ?? 0
        let count = groups.map { TextWidth.of(Self.countText($0)) }.max() ?? 0
        // Two columns between title and count and between count and bar; the bar also scales down
        // with the terminal (16 at 80 columns, 8 at 40) so a narrow heading keeps some air.
        let left = room - title - 2 - count - 2
        let bar = min(Self.maximumBarWidth, (width - 24) / 2, left)
        barWidth = bar >= Self.minimumBarWidth ? bar : 0
    }

    /// "November 2026", or "No deadline" for the tasks without one.
    static func title(of month: YearMonth?) -> String {
        month?.title ?? "No deadline"
    }

    /// "2/4 done".
    static func countText(_ group: MonthGroup) -> String {
        "\(group.doneCount)/\(group.total) done"
    }

    /// Draws the heading of `group` on row `y`.
    func draw(_ group: MonthGroup, y: Int, into buffer: inout ScreenBuffer, context: RenderContext) {
        let theme = context.theme
        let right = buffer.width - 2
        let title = Self.title(of: group.month)
        let titleWidth = TextWidth.of(title)
        // The longest right side that leaves the whole title: count and bar, the count alone, "2/4".
        let full = Self.countText(group)
        let short = "\(group.doneCount)/\(group.total)"
        var candidates: [(count: String, bar: Int)] = [(full, barWidth), (full, 0), (short, 0)]
        if barWidth == 0 { candidates.removeFirst() }
        let fitting = candidates.first { candidate in
            let bar = candidate.bar > 0 ? candidate.bar + 2 : 0
            return Self.titleX + titleWidth + 2 + TextWidth.of(candidate.count) + bar <= right
        }
        let chosen = fitting ?? (short, 0)
        var end = right
        if chosen.bar > 0 {
            end = drawBar(group, right: end, y: y, into: &buffer, context: context) - 2
        }
        let countX = buffer.putRightAligned(chosen.count, right: end, y: y)
        // A title that still does not fit gives way last, ending in "…".
        buffer.put(
            title, x: Self.titleX, y: y, width: countX - 1 - Self.titleX, style: theme.monthHeading,
            ellipsis: context.symbols.ellipsis)
    }

    /// The bar ending just before column `right`; returns the column it starts at.
    private func drawBar(
        _ group: MonthGroup, right: Int, y: Int, into buffer: inout ScreenBuffer, context: RenderContext
    ) -> Int {
        let done = Self.filledCells(done: group.doneCount, total: group.total, width: barWidth)
        let start = right - barWidth
        let symbols = context.symbols
        let filled = String(repeating: symbols.barDone, count: done)
        buffer.put(filled, x: start, y: y, style: context.theme.progressDone)
        buffer.put(
            String(repeating: symbols.barLeft, count: barWidth - done), x: start + done, y: y,
            style: context.theme.progressLeft)
        return start
    }

    /// Cells of a `width`-cell bar to fill for `done` of `total`, rounded, but never empty while
    /// something is done nor full while something is left, so the bar never contradicts the count.
    static func filledCells(done: Int, total: Int, width: Int) -> Int {
        guard total > 0, width > 0 else { return 0 }
        let rounded = (done * width + total / 2) / total
        if done == 0 || done == total { return rounded }
        return min(max(rounded, 1), width - 1)
    }
}
