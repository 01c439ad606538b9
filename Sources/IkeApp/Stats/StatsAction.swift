/// What can happen on the statistics screen.
public enum StatsAction: Hashable, Sendable {
    /// ↑↓: the page scrolls this many rows (clamped to the page).
    case scroll(by: Int)
    /// PgUp PgDn: the page scrolls this many screenfuls, less a row kept in sight.
    case page(by: Int)
    /// Home / End: the top or the bottom of the page.
    case scrollToTop
    case scrollToBottom
    /// A fresh read of the figures.
    case loaded(StatsSnapshot)
}
