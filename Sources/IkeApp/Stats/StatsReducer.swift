/// The statistics screen's reducer: scrolling the page and taking fresh figures.
enum StatsReducer {
    static func reduce(
        _ stats: inout StatsState, _ action: StatsAction, _ context: inout ScreenContext
    ) -> Reaction {
        let layout = StatsLayout(size: context.size)
        switch action {
        case .scroll(let delta):
            stats.scroll = layout.clampedScroll(stats.scroll + bounded(delta), stats)
        case .page(let pages):
            let step = max(1, layout.pageRows.count - 1)
            stats.scroll = layout.clampedScroll(stats.scroll + bounded(pages) * step, stats)
        case .scrollToTop:
            stats.scroll = 0
        case .scrollToBottom:
            stats.scroll = layout.clampedScroll(Int.max, stats)
        case .loaded(let snapshot):
            context.counts = snapshot.counts
            stats.statistics = snapshot.statistics
            stats.scroll = layout.clampedScroll(stats.scroll, stats)
        }
        return .none
    }

    /// `delta` within what any page could scroll, so adding it never overflows.
    private static func bounded(_ delta: Int) -> Int { min(max(delta, -100_000), 100_000) }
}
