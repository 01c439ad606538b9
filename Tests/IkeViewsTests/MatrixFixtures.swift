import IkeCore
import IkeTerm

@testable import IkeApp

/// The quadrants of the matrix snapshots: overdue, today and tomorrow, a Korean and a long title,
/// Schedule long enough to scroll, a done task in Delegate (shown only with `showsDone`) and an
/// empty Eliminate.
let matrixQuadrants: [Quadrant: [TodoItem]] = [
    .doFirst: [
        task("Call the bank", important: true, urgent: true, due: "2026-11-27"),
        task("Pay rent", important: true, urgent: true, due: "2026-11-22"),
        task("할 일 등록", important: true, urgent: true, due: "2026-12-01"),
        task("Renew passport", important: true, urgent: true, due: "2026-11-20"),
    ],
    .schedule: [
        task("Write thesis outline", important: true, due: "2026-12-15"),
        task(longTitle, important: true, due: "2027-11-27"),
        task("Plan training", important: true),
    ] + (1...10).map { task("Chapter \($0) draft", important: true, due: "2026-12-\(10 + $0)") },
    .delegate: [
        task("Reply to newsletter", urgent: true, due: "2026-11-23"),
        task("Buy milk", done: true, urgent: true),
        task("Party 🎉 with friends", urgent: true, due: "2026-11-28"),
    ],
    .eliminate: [],
]

/// A matrix of `width`×`height` showing `quadrants` (done tasks dropped unless `showsDone`), focus
/// on `focused`, with the given selections and scroll positions.
func matrixState(
    width: Int = 80, height: Int = 24, quadrants: [Quadrant: [TodoItem]] = matrixQuadrants,
    focused: Quadrant = .doFirst, selected: [Quadrant: Int] = [:], scrollTop: [Quadrant: Int] = [:],
    showsDone: Bool = false, color: Bool = true, ascii: Bool = false
) -> AppState {
    var state = AppState(
        size: Size(width: width, height: height), options: DisplayOptions(color: color, ascii: ascii),
        today: today)
    state.screen = .matrix
    state.list.hideDone = !showsDone
    state.matrix.quadrants = quadrants.mapValues { items in showsDone ? items : items.filter { !$0.isDone } }
    state.matrix.focused = focused
    state.matrix.selectedIndex = selected
    state.matrix.scrollTop = scrollTop
    let all = quadrants.values.flatMap { $0 }
    let done = all.filter(\.isDone).count
    state.counts = TaskCounts(open: all.count - done, done: done)
    return state
}
