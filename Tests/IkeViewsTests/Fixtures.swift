import Foundation
import IkeCore
import IkeTerm

@testable import IkeApp

/// Sunday 22 November 2026, the "today" of every view test.
let today = LocalDate(iso: "2026-11-22")!

/// A task for a fixture; `due` is an ISO date.
func task(
    _ title: String, done: Bool = false, important: Bool = false, urgent: Bool = false, due: String? = nil
) -> TodoItem {
    TodoItem(
        uid: "uid-" + title, title: title, deadline: due.flatMap { LocalDate(iso: $0) }, isDone: done,
        isImportant: important, isUrgent: urgent, createdAt: Date(timeIntervalSince1970: 1_795_338_000))
}

/// A 300-character title, to prove long titles are cut, never wrapped or spilled over the frame.
let longTitle = String(repeating: "Read the whole manual before calling support again ", count: 6)
    .prefix(300).description

/// The mixed list of the main snapshots: wide glyphs, emoji, a long title, done tasks, flags, deadlines.
let mixedTasks: [TodoItem] = [
    task("Call the bank", important: true, urgent: true, due: "2026-11-27"),
    task("Buy milk", done: true),
    task("할 일 등록", important: true, due: "2026-12-01"),
    task("Renew passport", due: "2026-11-20"),
    task("Pay rent", urgent: true, due: "2026-11-22"),
    task("Party 🎉 with friends", due: "2026-11-23"),
    task(longTitle, important: true, due: "2027-11-27"),
    task("Water the plants", done: true, due: "2026-11-20"),
    task("Write thesis outline", due: "2026-12-15"),
    task("Sort desktop icons"),
]

/// A state of `width`×`height` showing `items` (all loaded) with the selection at `selected`.
func listState(
    width: Int = 80, height: Int = 24, items: [TodoItem] = mixedTasks, selected: Int = 0,
    color: Bool = true, ascii: Bool = false
) -> AppState {
    var state = AppState(
        size: Size(width: width, height: height), options: DisplayOptions(color: color, ascii: ascii),
        today: today)
    state.list.window = items
    state.list.count = items.count
    state.list.windowOffset = 0
    state.list.selectedIndex = selected
    state.list.selectedUID = items.indices.contains(selected) ? items[selected].uid : nil
    let done = items.filter(\.isDone).count
    state.counts = TaskCounts(open: items.count - done, done: done)
    return state
}

/// A field holding `text` with the cursor after `cursor` characters (at the end when nil).
func field(_ text: String, cursor: Int? = nil) -> TextField {
    var field = TextField(text)
    if let cursor { field.cursor = cursor }
    return field
}
