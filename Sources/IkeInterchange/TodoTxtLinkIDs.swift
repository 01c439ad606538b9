import IkeCore

/// The `id:` values one todo.txt export writes (`TodoTxtParentWords`): a task with steps among the
/// exported tasks gets `id:`, and each step `p:` with its parent's id.
///
/// A parent's id is the one its original line has (its first `id:`, so topydo's numbers stay), unless
/// another exported line has that id too (two topydo files imported into one list both start at `id:1`) or
/// a step of a parent not exported names it; then, as for a parent without one, it is the parent's uid
/// as `uid:` writes it (`TodoTxtUID`). topydo reads any value as an id, and the uid needs no numbering
/// kept between exports: the same tasks always get the same ids, and a step exported without its parent
/// names the parent's uid, which a re-import keeps as a link waiting for that task.
struct TodoTxtLinkIDs {
    /// The id of each exported task that has steps among the exported tasks, by uid.
    private var ids: [String: String] = [:]

    /// The ids for exporting `items`, whose originals (by task id) may hold `id:` words already.
    init(_ items: [TodoItem], originals: [Int64: TaskOriginal]) {
        let linked = items.filter { $0.parentUID != nil }
        guard !linked.isEmpty else { return }
        let uids = Set(items.map(\.uid))
        let parents = Set(linked.compactMap(\.parentUID)).intersection(uids)
        // Who would write each value: lines keeping the `id:` of their original, parents' uids, and the
        // `p:` of steps whose parent is not exported.
        var claims: [String: Set<String>] = [:]
        var written: [String: String] = [:]
        for item in items {
            guard let text = item.id.flatMap({ originals[$0] })?.text,
                text.hasPrefix("id:") || text.contains(" id:"),
                let id = TodoTxtParentWords.firstValues(in: text.split(separator: " ")).id
            else { continue }
            written[item.uid] = String(id)
            claims[String(id), default: []].insert(item.uid)
        }
        for parent in parents { claims[TodoTxtUID.encoded(parent), default: []].insert(parent) }
        for item in linked {
            guard let parent = item.parentUID, !parents.contains(parent) else { continue }
            claims[TodoTxtUID.encoded(parent), default: []].insert(parent)
        }
        for parent in parents {
            if let id = written[parent], claims[id] == [parent] {
                ids[parent] = id
            } else {
                ids[parent] = TodoTxtUID.encoded(parent)
            }
        }
    }

    /// The `id:` value of the task `uid`, or `nil` when it has no steps among the exported tasks.
    func id(of uid: String) -> String? { ids[uid] }

    /// The value of the `p:` word of a step of `parent`: the parent's id, or its uid when it is not exported.
    func parentWord(for parent: String) -> String { ids[parent] ?? TodoTxtUID.encoded(parent) }

    /// Whether `line`, the original of `item`, names the id and parent the export gives it, so an untouched
    /// line can go back as written.
    func agree(_ line: String, with item: TodoItem) -> Bool {
        let id = ids[item.uid]
        guard id != nil || item.parentUID != nil else { return true }
        let words = line.split(separator: " ")
        let written = TodoTxtParentWords.firstValues(in: words)
        if let id, written.id != Substring(id) { return false }
        // A `p:` on a task without a parent: an ike before parents read it as title text and the task
        // never changed since, so the line is still what the task holds.
        if let parent = item.parentUID, written.parent != Substring(parentWord(for: parent)) { return false }
        return true
    }
}
