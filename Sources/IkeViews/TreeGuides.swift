/// The guides drawn before each row's title in the list's tree (issue 33): for every level above the
/// row's own a bar where that ancestor still has a sibling to come, then the row's branch (`├─ ` or, for
/// the last of its siblings, `└─ `); ASCII where only that can be drawn.
enum TreeGuides {
    /// The guides of every row of `depths` (a window of the tree, top first). A sibling still to come is
    /// looked for in the window only: the window reaches two screens past the visible rows.
    static func prefixes(_ depths: [Int], symbols: Symbols) -> [String] {
        guard depths.contains(where: { $0 > 0 }) else { return Array(repeating: "", count: depths.count) }
        // Three columns a level, as wide as a branch: a step's branch stands under its parent's title.
        let bar = symbols.isASCII ? "|  " : "│  "
        let branch = symbols.isASCII ? "|- " : "├─ "
        let last = symbols.isASCII ? "`- " : "└─ "
        // continues[level]: a row at that depth comes later, before any shallower row.
        var continues: [Bool] = []
        var prefixes = Array(repeating: "", count: depths.count)
        for index in depths.indices.reversed() {
            let depth = max(0, depths[index])
            if continues.count <= depth {
                continues += Array(repeating: false, count: depth + 1 - continues.count)
            }
            if depth > 0 {
                var prefix = ""
                for level in 1..<depth { prefix += continues[level] ? bar : "   " }
                prefix += continues[depth] ? branch : last
                prefixes[index] = prefix
            }
            continues[depth] = true
            for level in (depth + 1)..<continues.count { continues[level] = false }
        }
        return prefixes
    }

    /// The mark before a parent's title: its steps shown (`▾`) or folded away (`▸`).
    static func foldMark(collapsed: Bool, symbols: Symbols) -> String {
        if symbols.isASCII { return collapsed ? "> " : "v " }
        return collapsed ? "▸ " : "▾ "
    }
}
