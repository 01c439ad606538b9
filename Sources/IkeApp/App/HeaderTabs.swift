import IkeCore
import IkeTerm

/// Where the header's screen tabs are: drawn there by the renderer and clicked there by the mouse, so the
/// two never disagree (issue 32: a click on a tab did nothing).
public enum HeaderTabs {
    /// The first tab's column, after " ike " and a blank.
    public static let firstX = 6

    /// "[Matrix]" for the current screen; " Goals " for another, or "2" when compact (five tabs of " 2 "
    /// left a 40-column header no room for "sync failed").
    public static func label(_ screen: Screen, number: Int, isCurrent: Bool, compact: Bool) -> String {
        isCurrent ? "[\(screen.title)]" : compact ? "\(number)" : " \(screen.title) "
    }

    /// Whether a header `width` wide names the other screens by digit: the full tabs would leave no room
    /// for "N open" (and the tag filter's `activeTag`, when one is shown).
    public static func isCompact(
        current: Screen, headerWidth: Int, counts: TaskCounts, activeTag: String?
    ) -> Bool {
        let openCount = TextWidth.of("\(counts.open) open") + (activeTag.map { TextWidth.of($0) + 2 } ?? 0)
        return firstX + width(current: current, compact: false) + openCount >= headerWidth
    }

    /// Each screen's tab and the columns it takes, left to right.
    public static func columns(current: Screen, compact: Bool) -> [(screen: Screen, columns: Range<Int>)] {
        var x = firstX
        return Screen.allCases.enumerated().map { index, screen in
            let width = TextWidth.of(
                label(screen, number: index + 1, isCurrent: screen == current, compact: compact))
            defer { x += width + 1 }
            return (screen, x..<(x + width))
        }
    }

    /// Columns the tabs take, each followed by a blank, with `current` marked.
    public static func width(current: Screen, compact: Bool) -> Int {
        columns(current: current, compact: compact).reduce(0) { $0 + $1.columns.count + 1 }
    }

    /// The screen whose tab is at column `x` of the header in `state`, if any.
    static func screen(atColumn x: Int, in state: AppState) -> Screen? {
        let tag = state.screen == .review || state.screen == .stats ? nil : state.list.tagFilter?.label
        let compact = isCompact(
            current: state.screen, headerWidth: state.size.width, counts: state.counts, activeTag: tag)
        return columns(current: state.screen, compact: compact).first { $0.columns.contains(x) }?.screen
    }
}
