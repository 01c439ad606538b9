import Foundation
import IkeCore
import IkeTerm

@testable import IkeApp

/// 2026-11-22 09:00 UTC, a Sunday.
let testNow = Date(timeIntervalSince1970: 1_795_338_000)
let testToday = LocalDate(iso: "2026-11-22")!

/// A task value for reducer tests (never stored).
func task(_ title: String, _ index: Int, done: Bool = false) -> TodoItem {
    var item = TodoItem(
        id: Int64(index + 1), uid: "uid-\(title)", title: title, orderKey: "a\(index)", createdAt: testNow)
    item.setDone(done, at: testNow)
    return item
}

/// Stores a task titled `title` at the bottom, a step of `parent` when given; its uid.
@discardableResult
func addTask(_ store: TaskStore, _ title: String, under parent: String? = nil) throws -> String {
    try store.change { writer in
        var item = try writer.newItem(title: title)
        item.parentUID = parent
        return try writer.insert(item, at: .bottom).uid
    }.value
}

/// A list state holding `titles` fully loaded, the first selected, at 80×24.
func loadedState(
    _ titles: [String], size: Size = Size(width: 80, height: 24), keys: KeyMap = .standard
) -> AppState {
    var state = AppState(size: size, today: testToday, keys: keys)
    let items = titles.enumerated().map { task($0.element, $0.offset) }
    state.list.window = items
    state.list.count = items.count
    state.list.selectedUID = items.first?.uid
    state.counts = TaskCounts(open: items.count, done: 0)
    return state
}

/// A loop over an in-memory store holding `titles` (in that order), started, with a fake terminal.
func makeLoop(
    _ titles: [String] = [], options: DisplayOptions = DisplayOptions()
) throws -> (AppLoop<FakeTerminal>, TaskStore) {
    let store = try TaskStore.inMemory(environment: .fixed(at: testNow))
    try store.change { writer in
        for title in titles { try writer.insert(try writer.newItem(title: title), at: .bottom) }
    }
    let loop = AppLoop(store: store, terminal: FakeTerminal(), options: options, render: plainRender)
    // Every write lands before the next key, however slow the machine: the background path has tests of
    // its own.
    loop.writeWaitMilliseconds = 60_000
    loop.start()
    return (loop, store)
}

/// Hands `keys` to the loop one by one, as the terminal would.
func type(_ loop: AppLoop<FakeTerminal>, _ keys: [Key]) {
    for key in keys { loop.handle(key) }
}

/// A terminal that records frames and plays back queued keys, for scripted sessions through `AppLoop`.
final class FakeTerminal: Terminal {
    var size: Size
    var frames: [ScreenBuffer] = []
    var keys: [Key] = []
    var suspendCount = 0
    /// Runs while "suspended", i.e. while the shell has the terminal.
    var whileSuspended: () -> Void = {}

    init(size: Size = Size(width: 80, height: 24)) {
        self.size = size
    }

    func present(_ buffer: ScreenBuffer) { frames.append(buffer) }

    func nextKey(timeoutMilliseconds: Int) -> Key? { keys.isEmpty ? nil : keys.removeFirst() }

    func suspend() {
        suspendCount += 1
        whileSuspended()
    }

    func resume() {}

    /// How many times the bell rang.
    var bells = 0
    func bell() { bells += 1 }
}

/// A plain-text rendering good enough to assert on without IkeViews: one line per visible task.
func plainRender(_ state: AppState) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: state.size)
    for (row, index) in (state.list.scrollTop..<(state.list.scrollTop + state.layout.visibleTaskCount))
        .enumerated()
    {
        guard let item = state.list.item(at: index) else { continue }
        let marker = index == state.list.selectedIndex ? ">" : " "
        buffer.put("\(marker)\(item.isDone ? "[x]" : "[ ]") \(item.title)", x: 0, y: row)
    }
    return buffer
}

/// The effects of a step that asks to read the showing screen again: one load built from `state`.
func reloaded(_ state: AppState) -> [Effect] { [.load(state.loadRequest)] }

/// What the edit form saves of `uid`: every field it shows, as a `TaskEdit` (a deadline and a rule `nil`
/// clear them).
func formSave(
    _ uid: String?, title: String, notes: String = "", deadline: LocalDate? = nil,
    deadlineTime: TimeOfDay? = nil, important: Bool = false, urgent: Bool = false, done: Bool = false,
    tags: TagSet = [], repeats: TaskRepeat? = nil, plain: [PlainField: PlainValue] = [:],
    start: LocalDate? = nil, startTime: TimeOfDay? = nil
) -> ChangeRequest {
    var edit = TaskEdit(
        title: title, notes: notes, deadline: .some(deadline), deadlineTime: deadlineTime,
        important: important,
        urgent: urgent, done: done, tags: tags, repeats: .some(repeats))
    // The form saves every plain field: a value, or none.
    for field in PlainField.allCases { edit.plain[field] = .some(plain[field]) }
    edit.start = .some(start)
    edit.startTime = startTime
    return .save(uid: uid, edit)
}

/// How many Tabs take the form's focus from `start` to `end` (the plain fields' rows sit between the tags
/// and the checkboxes, so the count follows the field list).
func tabs(from start: FormField, to end: FormField) -> Int {
    FormField.allCases.firstIndex(of: end)! - FormField.allCases.firstIndex(of: start)!
}

/// The Tab keys from `start` to `end`.
func tabKeys(from start: FormField, to end: FormField) -> [Key] {
    Array(repeating: .tab, count: tabs(from: start, to: end))
}

/// Whether `action` is what a key that does nothing here gives: none, or the status line saying so.
func doesNothing(_ action: Action?) -> Bool {
    guard let action else { return true }
    if case .showStatus(let message) = action { return message.text.contains("does nothing here") }
    return false
}
