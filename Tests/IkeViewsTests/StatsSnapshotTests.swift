import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// Focus minutes of each of the twelve weeks.
let fullFocusMinutes = [0, 25, 50, 125, 300, 75, 0, 250, 400, 610, 180, 95]

/// Figures with something in every chart: a busy autumn, a streak, goals in most months, review rounds,
/// focus on most days.
let fullStatistics = TaskStatistics(
    today: LocalDate(iso: "2026-11-22")!, firstWeekday: .monday,
    weeks: zip(0..<12, [3, 0, 7, 12, 5, 1, 0, 9, 14, 22, 6, 4]).map { index, done in
        .init(
            start: LocalDate(iso: "2026-08-31")!.adding(days: 7 * index), done: done,
            openAtEnd: 40 - index * 2,
            doneAtEnd: 100 + index * 7, focusSeconds: fullFocusMinutes[index] * 60)
    },
    doneByQuadrant: [.doFirst: 31, .schedule: 88, .delegate: 12, .eliminate: 3],
    months: zip(0..<8, [(4, 4), (2, 5), (0, 0), (6, 9), (3, 3), (2, 7), (0, 4), (0, 1)]).map { index, pair in
        .init(
            month: YearMonth(LocalDate(iso: "2026-06-01")!.adding(months: index)), done: pair.0, total: pair.1
        )
    },
    streak: .init(
        current: 6, longest: 19, longestEnd: LocalDate(iso: "2026-10-02"),
        lastDoneDay: LocalDate(iso: "2026-11-22")),
    review: ReviewTotals(rounds: 14, cardsDone: 96, cardsSentBack: 31, cardsDeleted: 5, seconds: 7_530),
    focus: FocusTotals(
        days: zip(16...22, [50, 0, 25, 100, 75, 0, 30]).map { day, minutes in
            .init(day: LocalDate(iso: "2026-11-\(day)")!, seconds: minutes * 60)
        },
        tags: [
            .init(name: "work", seconds: 1_200 * 60), .init(name: "writing", seconds: 450 * 60),
            .init(name: "@phone", seconds: 60 * 60), .init(name: nil, seconds: 25 * 60),
        ],
        seconds: 2_400 * 60))

/// A new database's figures: every week empty, no streak, no rounds.
let emptyStatistics = TaskStatistics(
    today: LocalDate(iso: "2026-11-22")!, firstWeekday: .monday,
    weeks: (0..<12).map {
        .init(start: LocalDate(iso: "2026-08-31")!.adding(days: 7 * $0), done: 0, openAtEnd: 0, doneAtEnd: 0)
    },
    doneByQuadrant: [.doFirst: 0, .schedule: 0, .delegate: 0, .eliminate: 0],
    months: (0..<8).map {
        .init(month: YearMonth(LocalDate(iso: "2026-06-01")!.adding(months: $0)), done: 0, total: 0)
    },
    streak: .init(current: 0, longest: 0), review: ReviewTotals())

/// The statistics screen of `width`×`height` showing `statistics`, scrolled `scroll` rows.
func statsState(
    _ statistics: TaskStatistics, width: Int, height: Int, scroll: Int = 0, color: Bool = true,
    ascii: Bool = false
) -> AppState {
    var state = AppState(
        size: Size(width: width, height: height), options: DisplayOptions(color: color, ascii: ascii),
        today: LocalDate(iso: "2026-11-22")!)
    _ = reduce(&state, .showScreen(.stats))
    let done = statistics.weeks.last?.doneAtEnd ?? 0
    let open = statistics.weeks.last?.openAtEnd ?? 0
    _ = reduce(
        &state,
        .stats(.loaded(StatsSnapshot(statistics: statistics, counts: TaskCounts(open: open, done: done)))))
    _ = reduce(&state, .stats(.scroll(by: scroll)))
    return state
}

/// The statistics screen at 80×24, 40×12 and 160×50, full and empty, in colour, without colour and in ASCII.
@Suite("Statistics screen snapshots")
struct StatsSnapshotTests {
    @Test(arguments: [(80, 24), (40, 12), (120, 40), (160, 50)])
    func full(width: Int, height: Int) {
        assertSnapshot(
            AppView.render(statsState(fullStatistics, width: width, height: height)),
            named: "stats-full-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (40, 12), (160, 50)])
    func empty(width: Int, height: Int) {
        assertSnapshot(
            AppView.render(statsState(emptyStatistics, width: width, height: height)),
            named: "stats-empty-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func scrolledToTheEnd(width: Int, height: Int) {
        var state = statsState(fullStatistics, width: width, height: height)
        _ = reduce(&state, .stats(.scrollToBottom))
        assertSnapshot(AppView.render(state), named: "stats-bottom-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (160, 50)])
    func withoutColourInASCII(width: Int, height: Int) {
        assertSnapshot(
            AppView.render(
                statsState(fullStatistics, width: width, height: height, color: false, ascii: true)),
            named: "stats-ascii-mono-\(width)x\(height)")
    }

    @Test func withoutColour() {
        assertSnapshot(
            AppView.render(statsState(fullStatistics, width: 80, height: 24, scroll: 3, color: false)),
            named: "stats-mono-80x24")
    }

    @Test func beforeTheFirstRead() {
        var state = AppState(size: Size(width: 80, height: 24), today: LocalDate(iso: "2026-11-22")!)
        _ = reduce(&state, .showScreen(.stats))
        assertSnapshot(AppView.render(state), named: "stats-reading-80x24")
    }
}

/// Properties of the statistics screen at every size.
@Suite("Statistics screen")
struct StatsViewTests {
    @Test func everyNumberIsOnTheScreenBesideItsChart() {
        // At 160×50 the whole page shows: each week's, quadrant's and month's number is written out.
        let text = AppView.render(statsState(fullStatistics, width: 160, height: 50)).snapshot
        let lines = text.split(separator: "\n").map(String.init)
        for week in fullStatistics.weeks {
            let label = (week.start.day < 10 ? " " : "") + "\(week.start.day) \(week.start.shortMonthName)"
            // The week's rows: its bar ending in the count done, its stacked bar ending in open and done, and
            // its focus bar ending in the time.
            let rows = lines.filter { $0.contains("│ \(label)  ") }
            #expect(rows.count == 3, "week \(label)")
            #expect(rows.first?.contains(" \(week.done)   ") == true, "week \(label): \(rows)")
            #expect(
                rows.dropFirst().first?.contains(" \(week.openAtEnd)   \(week.doneAtEnd)   ") == true,
                "week \(label): \(rows)")
            let focus = DurationText.short(minutes: week.focusSeconds / 60)
            #expect(rows.last?.contains(" \(focus)   ") == true, "week \(label): \(rows)")
        }
        for day in fullStatistics.focus.days {
            #expect(text.contains(" \(DurationText.short(minutes: day.seconds / 60))   "), "\(day.day)")
        }
        for tag in ["#work ", "#writing ", "@phone ", "no tag "] { #expect(text.contains("  \(tag) ")) }
        #expect(text.contains("40h in all"))
        for count in fullStatistics.doneByQuadrant.values { #expect(text.contains(" \(count)")) }
        for month in fullStatistics.months where month.total > 0 {
            #expect(text.contains("\(month.done)/\(month.total)"))
        }
        #expect(text.contains("6 days"))
        #expect(text.contains("19 days"))
        #expect(text.contains("96 done"))
        #expect(text.contains("2 h 05 min"))
    }

    @Test func drawsInsideTheScreenAtEverySize() {
        // From the smallest the screens accept to a large one, scrolled anywhere: nothing on the header,
        // status or footer rows but what belongs there, and no crash.
        for (width, height) in [
            (30, 8), (31, 9), (40, 12), (59, 20), (80, 24), (119, 30), (120, 30), (200, 60),
        ] {
            for scroll in [0, 5, 1000] {
                let buffer = AppView.render(
                    statsState(fullStatistics, width: width, height: height, scroll: scroll))
                #expect(buffer.line(0).hasPrefix(" ike "), "\(width)×\(height)")
                #expect(!buffer.line(height - 2).contains("█"), "\(width)×\(height) scroll \(scroll)")
            }
        }
    }
}
