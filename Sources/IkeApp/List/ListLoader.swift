import IkeCore

/// Reads what the list screen needs from the store: counts and a window of rows around the selection.
public enum ListLoader: ScreenLoader {
    /// A snapshot for `query`, with the selection found again by uid.
    ///
    /// The window spans two screens either side of the selection, so moving the selection reads the
    /// store only about once a screen.
    public static func load(_ query: ListQuery, from store: TaskStore) throws -> ListSnapshot {
        if query.tree { return try loadTree(query, from: store) }
        if query.filter.searchesWords, let snapshot = try loadWindowFirst(query, from: store) {
            return snapshot
        }
        let filter = query.filter
        let count = try store.count(filter)
        let found = try query.selectedUID.flatMap {
            try store.index(ofUID: $0, in: filter, order: query.order)
        }
        let (offset, limit) = window(around: found ?? min(query.selectedIndex, max(0, count - 1)), query)
        let window = try store.items(filter, order: query.order, limit: limit, offset: offset)
        var snapshot = ListSnapshot(
            counts: try store.counts(), count: count, windowOffset: offset, window: window,
            indexOfSelected: found, notStarted: count == 0 ? try store.notStartedCount(filter) : 0,
            parentTitles: try store.parentTitles(of: window))
        // A parent's progress shows flat too, and marking it done asks about its steps there as well.
        snapshot.steps = try store.stepCounts(of: window.map(\.uid))
        return snapshot
    }

    /// `load` for a search for words, which no index answers: the window alone, found along the list's
    /// order, which stops once the window is full, where counting the matches and finding the selection's
    /// place read every task. The count is then what the window reaches, the exact one read after the frame
    /// (`countLater`); when the window holds the last match it is exact already. Nil (read it all now) when
    /// the window's place is past the last match.
    private static func loadWindowFirst(_ query: ListQuery, from store: TaskStore) throws -> ListSnapshot? {
        let (offset, limit) = window(around: query.selectedIndex, query)
        // One row more than the window says whether any match lies beyond it.
        var window = try store.items(query.filter, order: query.order, limit: limit + 1, offset: offset)
        if window.isEmpty && offset > 0 { return nil }
        let more = window.count > limit
        if more { window.removeLast() }
        var snapshot = ListSnapshot(
            counts: try store.counts(), count: offset + window.count, windowOffset: offset, window: window,
            indexOfSelected: query.selectedUID.flatMap { uid in
                window.firstIndex { $0.uid == uid }.map { offset + $0 }
            },
            notStarted: window.isEmpty ? try store.notStartedCount(query.filter) : 0,
            parentTitles: try store.parentTitles(of: window))
        snapshot.steps = try store.stepCounts(of: window.map(\.uid))
        snapshot.countLater = more ? query.filter : nil
        return snapshot
    }

    /// `load` for the tree: the same window, read in tree order with each row's depth, the parents'
    /// progress and which of them are collapsed, all in one read. Only a row at the top level shows its
    /// parent's title (its parent is not here, or the tree is deeper than paths nest); a deeper one stands
    /// under it.
    private static func loadTree(_ query: ListQuery, from store: TaskStore) throws -> ListSnapshot {
        try store.readTree(query.filter) { tree in
            let count = try tree.count()
            let anchor = try query.selectedUID.flatMap {
                try tree.anchor(ofUID: $0, expected: query.selectedIndex)
            }
            let found = anchor?.index
            let (offset, limit) = window(around: found ?? min(query.selectedIndex, max(0, count - 1)), query)
            let rows = try tree.rows(limit: limit, offset: offset, anchor: anchor)
            let window = rows.map(\.item)
            var snapshot = ListSnapshot(
                counts: try tree.counts(), count: count, windowOffset: offset, window: window,
                indexOfSelected: found, notStarted: count == 0 ? try tree.notStartedCount() : 0,
                parentTitles: try tree.parentTitles(of: rows.filter { $0.depth == 0 }.map(\.item)))
            snapshot.depths = rows.map(\.depth)
            snapshot.steps = try tree.stepCounts(of: window.map(\.uid))
            snapshot.collapsed = tree.collapsedUIDs(among: rows.filter { snapshot.steps[$0.item.uid] != nil })
            return snapshot
        }
    }

    /// After a change to the fields of the task `uid` alone, which the tree's window holds: its row again,
    /// while the filter still shows it (`ListRowRead`); else the whole window, as `load` reads it.
    public static func loadRow(_ query: ListQuery, uid: String, from store: TaskStore) throws -> ListAction {
        let read = try store.readTree(query.filter) { tree -> ListRowRead? in
            guard let (row, _) = try tree.shownRow(uid: uid) else { return nil }
            let parentSteps = try row.item.parentUID.flatMap { try tree.stepCounts(of: [$0])[$0] }
            return ListRowRead(
                item: row.item, depth: row.depth, counts: try tree.counts(), parentSteps: parentSteps)
        }
        guard let read else { return .loaded(try load(query, from: store)) }
        return .rowLoaded(read)
    }

    /// After the task `moved` alone moved, which the tree's window `window` (its uids in order, `block` the
    /// places of the task and its steps) holds between its first and last rows: the window's order again,
    /// when the task and its steps are still between them (`ListOrderRead`); else the whole window, as
    /// `load` reads it. The other rows keep their order: the block goes after the row now shown before it.
    public static func loadOrder(
        _ query: ListQuery, window: [String], block: Range<Int>, from store: TaskStore
    ) throws -> ListAction {
        let moved = window[block.lowerBound]
        let read = try store.readTree(query.filter) { tree -> ListOrderRead? in
            guard let (row, path) = try tree.shownRow(uid: moved), let first = window.first,
                let last = window.last, case let paths = try tree.paths(of: [first, last]),
                let firstPath = paths[first], let lastPath = paths[last],
                // As SQLite orders text: by its bytes.
                firstPath.utf8.lexicographicallyPrecedes(path.utf8),
                path.utf8.lexicographicallyPrecedes(lastPath.utf8),
                let previous = try tree.shownRow(before: path)?.item.uid
            else { return nil }
            var order = window
            order.removeSubrange(block)
            guard let place = order.firstIndex(of: previous) else { return nil }
            order.insert(contentsOf: window[block], at: place + 1)
            return ListOrderRead(order: order, moved: row.item)
        }
        guard let read else { return .loaded(try load(query, from: store)) }
        return .orderLoaded(read)
    }

    /// The rows to read around the selection's place `anchor`: two screens either side of it, and the
    /// viewport whatever the selection.
    private static func window(around anchor: Int, _ query: ListQuery) -> (offset: Int, limit: Int) {
        let page = max(1, query.visibleRows)
        let offset = max(0, min(anchor - 2 * page, query.scrollTop))
        let end = max(anchor + 2 * page, query.scrollTop + page) + 1
        return (offset, end - offset)
    }
}
