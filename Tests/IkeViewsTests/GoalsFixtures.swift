import IkeCore
import IkeTerm

@testable import IkeApp

/// The months of the goals snapshots: three months and no deadline, done and open tasks, an
/// overdue task, today and tomorrow, a Korean and a long title, every flag.
let goalGroups: [MonthGroup] = [
    MonthGroup(
        month: YearMonth(year: 2026, month: 11),
        items: [
            task("Finish chapter 3", done: true, due: "2026-11-16"),
            task("Renew passport", due: "2026-11-20"),
            task("Pay rent", urgent: true, due: "2026-11-22"),
            task("Party 🎉 with friends", due: "2026-11-23"),
            task("Run 10 km", due: "2026-11-29"),
        ]),
    MonthGroup(
        month: YearMonth(year: 2026, month: 12),
        items: [
            task("할 일 등록", important: true, due: "2026-12-01"),
            task("Submit paper", done: true, important: true, urgent: true, due: "2026-12-15"),
            task("Buy presents", due: "2026-12-20"),
        ]),
    MonthGroup(
        month: YearMonth(year: 2027, month: 1),
        items: [
            task("Book flights", done: true, due: "2027-01-04"),
            task(longTitle, important: true, due: "2027-01-10"),
            task("Renew insurance", done: true, due: "2027-01-31"),
        ]),
    MonthGroup(
        month: nil,
        items: [
            task("Sort desktop icons"),
            task("Buy milk", done: true),
            task("Learn to juggle", urgent: true),
        ]),
]

/// A goals screen of `width`×`height` showing `groups`, task `selected` selected, row `scrollTop` at the top.
func goalsState(
    width: Int = 80, height: Int = 24, groups: [MonthGroup] = goalGroups, selected: Int = 0,
    scrollTop: Int = 0, color: Bool = true, ascii: Bool = false
) -> AppState {
    var state = AppState(
        size: Size(width: width, height: height), options: DisplayOptions(color: color, ascii: ascii),
        today: today)
    state.screen = .goals
    state.goals.groups = groups
    state.goals.selectedIndex = selected
    let items = state.goals.items
    state.goals.selectedUID = items.indices.contains(selected) ? items[selected].uid : nil
    state.goals.scrollTop = scrollTop
    let done = items.filter(\.isDone).count
    state.counts = TaskCounts(open: items.count - done, done: done)
    return state
}
