import IkeCore

/// Reads what the list screen needs from the store: counts and a window of rows around the selection.
public enum ListLoader: ScreenLoader {
    /// A snapshot for `query`, with the selection found again by uid.
    ///
    /// The window spans two screens either side of the selection, so moving the selection reads the
    /// store only about once a screen.
    public static func load(_ query: ListQuery, from store: TaskStore) throws -> ListSnapshot {
        let filter = query.filter
        let count = try store.count(filter)
        let found = try query.selectedUID.flatMap {
            try store.index(ofUID: $0, in: filter, order: query.order)
        }
        let anchor = found ?? min(query.selectedIndex, max(0, count - 1))
        let page = max(1, query.visibleRows)
        let offset = max(0, min(anchor - 2 * page, query.scrollTop))
        let end = max(anchor + 2 * page, query.scrollTop + page) + 1
        let window = try store.items(filter, order: query.order, limit: end - offset, offset: offset)
        return ListSnapshot(
            counts: try store.counts(), count: count, windowOffset: offset, window: window,
            indexOfSelected: found, notStarted: count == 0 ? try store.notStartedCount(filter) : 0,
            parentTitles: try store.parentTitles(of: window))
    }
}
