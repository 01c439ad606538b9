import IkeCore

/// Reads what the list screen needs from the store: counts and a window of rows around the selection.
public struct ListLoader: Sendable {
    public let store: TaskStore

    /// A loader over `store`.
    public init(store: TaskStore) {
        self.store = store
    }

    /// A snapshot for `list`, with the selection found again by uid.
    ///
    /// The window spans two screens either side of the selection, so moving the selection reads the
    /// store only about once a screen.
    public func snapshot(for list: ListState, visibleRows: Int) throws -> ListSnapshot {
        let filter = list.filter
        let count = try store.count(filter)
        let found = try list.selectedUID.flatMap { try store.index(ofUID: $0, in: filter) }
        let anchor = found ?? min(list.selectedIndex, max(0, count - 1))
        let page = max(1, visibleRows)
        let offset = max(0, min(anchor - 2 * page, list.scrollTop))
        let end = max(anchor + 2 * page, list.scrollTop + page) + 1
        let window = try store.items(filter, limit: end - offset, offset: offset)
        return ListSnapshot(
            counts: try store.counts(), count: count, windowOffset: offset, window: window,
            indexOfSelected: found)
    }
}
