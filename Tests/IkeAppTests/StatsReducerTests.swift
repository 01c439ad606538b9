import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The statistics screen through the pure reducer: reaching it, taking its figures, scrolling its page.
@Suite("Statistics reducer")
struct StatsReducerTests {
    /// Figures of 12 weeks and 8 months, as the store would give them.
    static let statistics = TaskStatistics(
        today: testToday, firstWeekday: .monday,
        weeks: (0..<12).map {
            .init(
                start: LocalDate(iso: "2026-08-31")!.adding(days: 7 * $0), done: $0, openAtEnd: 20 - $0,
                doneAtEnd: 40 + $0)
        },
        doneByQuadrant: [.doFirst: 4, .schedule: 10, .delegate: 1, .eliminate: 0],
        months: (0..<8).map {
            .init(month: YearMonth(LocalDate(iso: "2026-06-01")!.adding(months: $0)), done: $0, total: 8)
        },
        streak: .init(
            current: 3, longest: 9, longestEnd: LocalDate(iso: "2026-10-02"), lastDoneDay: testToday),
        review: ReviewTotals(rounds: 2, cardsDone: 7, cardsSentBack: 1, cardsDeleted: 0, seconds: 180))

    static let snapshot = StatsSnapshot(statistics: statistics, counts: TaskCounts(open: 9, done: 51))

    /// The statistics screen of a terminal of `size`, its figures read.
    func statsState(_ size: Size = Size(width: 80, height: 24)) -> AppState {
        var state = AppState(size: size, today: testToday)
        _ = reduce(&state, .showScreen(.stats))
        _ = reduce(&state, .stats(.loaded(Self.snapshot)))
        return state
    }

    @Test func fiveAndTabReachTheScreenAndItReadsItsFigures() {
        var state = AppState(
            size: Size(width: 80, height: 24), options: DisplayOptions(),
            now: LocalMoment(startOf: testToday),
            preferences: AppPreferences(firstWeekday: .sunday))
        #expect(state.keys.action(for: .char("5"), in: state) == .showScreen(.stats))
        step(&state, .showScreen(.stats), reloads: true) { $0.screen = .stats }
        #expect(state.loadRequest == .stats(StatsQuery(today: testToday, firstWeekday: .sunday)))
        step(&state, .stats(.loaded(Self.snapshot))) {
            $0.stats.statistics = Self.statistics
            $0.counts = TaskCounts(open: 9, done: 51)
        }
        // Tab goes on to the list (the tabs wrap around); Shift-Tab from the list comes back here.
        step(&state, .nextScreen, reloads: true) { $0.screen = .list }
        step(&state, .previousScreen, reloads: true) { $0.screen = .stats }
        step(&state, .previousScreen, reloads: true) { $0.screen = .review }
        step(&state, .nextScreen, reloads: true) { $0.screen = .stats }
    }

    @Test func theKeysScrollThePageWithinItsLength() {
        var state = statsState()
        let layout = StatsLayout(size: state.size)
        let last = layout.pageHeight(Self.statistics) - layout.pageRows.count
        #expect(last > 20)  // one column of every section does not fit 24 rows
        #expect(state.keys.action(for: .down, in: state) == .stats(.scroll(by: 1)))
        #expect(state.keys.action(for: .pageDown, in: state) == .stats(.page(by: 1)))
        step(&state, .stats(.scroll(by: -1)))  // already at the top
        step(&state, .stats(.scroll(by: 1))) { $0.stats.scroll = 1 }
        step(&state, .stats(.page(by: 1))) { $0.stats.scroll = 1 + layout.pageRows.count - 1 }
        step(&state, .stats(.scrollToBottom)) { $0.stats.scroll = last }
        step(&state, .stats(.page(by: 1)))
        step(&state, .stats(.scroll(by: Int.max)))
        step(&state, .stats(.scrollToTop)) { $0.stats.scroll = 0 }
        step(&state, .stats(.scroll(by: Int.min)))
    }

    @Test func aWideTerminalShowsEverythingSoNothingScrolls() {
        var state = statsState(Size(width: 160, height: 50))
        #expect(StatsLayout(size: state.size).columns.count == 2)
        step(&state, .stats(.scroll(by: 3)))
        step(&state, .stats(.scrollToBottom))
    }

    @Test func freshFiguresKeepTheScrollInsideTheShorterPage() {
        var state = statsState()
        _ = reduce(&state, .stats(.scrollToBottom))
        var fewer = Self.statistics
        fewer.weeks = Array(fewer.weeks.suffix(2))
        let layout = StatsLayout(size: state.size)
        step(&state, .stats(.loaded(StatsSnapshot(statistics: fewer, counts: TaskCounts(open: 9, done: 51)))))
        {
            $0.stats.statistics = fewer
            $0.stats.scroll = layout.pageHeight(fewer) - layout.pageRows.count
        }
    }

    @Test func helpOnTheScreenListsItsKeysAndNoTaskKeys() {
        let state = statsState()
        let titles = state.keys.helpSections(for: state).map(\.title)
        #expect(titles.first == "Statistics")
        #expect(!titles.contains("Change"))
        #expect(state.keys.action(for: .char(" "), in: state) == .stats(.page(by: 1)))
        #expect(doesNothing(state.keys.action(for: .char("d"), in: state)))
    }
}
