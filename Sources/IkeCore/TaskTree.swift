/// Tasks in tree order (issue 33): each followed by its steps, at every depth, keeping list order among
/// siblings. A task whose parent is not among them (filtered out, or not here yet) stands at the top level.
public enum TaskTree {
    /// `items` (in list order) as rows of the tree, each with its depth (0 for the top level). Walked
    /// without recursion, so a chain thousands deep costs no stack.
    public static func rows(_ items: [TodoItem]) -> [(item: TodoItem, depth: Int)] {
        // Most lists hold no step: their order is the tree's, without the maps.
        guard items.contains(where: { $0.parentUID != nil }) else { return items.map { ($0, 0) } }
        let present = Set(items.map(\.uid))
        var steps: [String: [Int]] = [:]
        var roots: [Int] = []
        for (index, item) in items.enumerated() {
            if let parent = item.parentUID, parent != item.uid, present.contains(parent) {
                steps[parent, default: []].append(index)
            } else {
                roots.append(index)
            }
        }
        var rows: [(item: TodoItem, depth: Int)] = []
        rows.reserveCapacity(items.count)
        var visited = Set<Int>()
        var stack: [(index: Int, depth: Int)] = roots.reversed().map { ($0, 0) }
        while let (index, depth) = stack.popLast() {
            // A loop (a database another tool wrote) would visit a task twice; each is shown once.
            guard visited.insert(index).inserted else { continue }
            rows.append((items[index], depth))
            for step in (steps[items[index].uid] ?? []).reversed() { stack.append((step, depth + 1)) }
        }
        // Tasks only a loop reaches: at the top level, in list order.
        for index in items.indices where !visited.contains(index) { rows.append((items[index], 0)) }
        return rows
    }
}
