import IkeCore
import IkeTerm

@testable import IkeApp

/// `item` with the tags `names`.
func tagged(_ item: TodoItem, _ names: [String]) -> TodoItem {
    var item = item
    item.tags = try! TagSet(parsing: names)
    return item
}

/// The list of the tag snapshots: Korean and ASCII tags, a context, a long title whose tags give way,
/// a done task, and untagged rows between.
let taggedTasks: [TodoItem] = [
    tagged(task("Call the bank", important: true, urgent: true, due: "2026-11-27"), ["work", "은행"]),
    tagged(task("Buy milk", done: true), ["errand"]),
    tagged(task("할 일 등록", important: true, due: "2026-12-01"), ["할일", "서류"]),
    task("Renew passport", due: "2026-11-20"),
    tagged(task(longTitle, important: true, due: "2027-11-27"), ["work", "reading"]),
    tagged(task("Party 🎉 with friends", due: "2026-11-23"), ["친구들", "party"]),
    tagged(task("Phone the plumber"), ["@phone", "home"]),
    tagged(task("Plan the trip to Jeju with the whole family", due: "2026-12-15"), ["여행", "family", "제주도"]),
]

/// The tags in use, most used first, as the `#` chooser reads them.
let taggedCounts: [TagCount] = [
    TagCount(tag: try! Tag("work"), open: 12, done: 3), TagCount(tag: try! Tag("할일"), open: 7, done: 0),
    TagCount(tag: try! Tag("workshop"), open: 2, done: 5),
    TagCount(tag: try! Tag("errand"), open: 0, done: 4),
    TagCount(tag: try! Tag("제주도"), open: 1, done: 1), TagCount(tag: try! Tag("@phone"), open: 1, done: 0),
    TagCount(tag: try! Tag(String(repeating: "very-long-tag-name-", count: 3)), open: 1, done: 0),
]

/// The list of `taggedTasks` at `width`×`height`, filtered by `tag` when given.
func taggedListState(
    width: Int = 80, height: Int = 24, tag: String? = nil, color: Bool = true, ascii: Bool = false
) -> AppState {
    let items = tag.map { name in taggedTasks.filter { $0.tags.contains(try! Tag(name)) } } ?? taggedTasks
    var state = listState(width: width, height: height, items: items, color: color, ascii: ascii)
    state.list.tagFilter = tag.map { try! Tag($0) }
    state.counts = TaskCounts(open: 41, done: 9)
    state.tagCounts = taggedCounts
    return state
}

/// `state` with the `#` chooser open, `typed` in its field and the `choice`th match chosen.
func choosingTag(_ state: AppState, typed: String = "", choice: Int = 0) -> AppState {
    var state = state
    var chooser = TagChooserState()
    chooser.field = TextField(typed)
    chooser.choice = choice
    state.mode = .tagChooser(chooser)
    return state
}
