import IkeApp

/// What the statistics screen draws between the header and the status line: the figures, scrolled.
struct StatsScreenModel {
    let stats: StatsState
    let layout: StatsLayout
    /// Whether keys scroll the page (no overlay has them), so the hardware cursor rests on it.
    let isBrowsing: Bool
}
