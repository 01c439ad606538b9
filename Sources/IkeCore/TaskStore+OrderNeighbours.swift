import GRDB

extension TaskStore {
    /// A task met walking the list's order from another: its uid, its order key and its stored server
    /// copy in the collection asked about (nil when that server has none).
    public typealias OrderNeighbour = (uid: String, key: String, base: String?)

    /// Visits the tasks before (`below`) or after the place (`key`, `uid`) in list order (order key, then
    /// uid), nearest first, each with its server copy in collection `collectionID`, until `body` returns
    /// false; with no place, from the end of the list (`below`) or its start. Reads along `task_order` one
    /// row at a time, so a walk that stops early reads a few rows whatever the size of the list: how a sync
    /// places a task among its neighbours without reading every task (SortOrderIndex).
    public func visitNeighbours(
        of place: (uid: String, key: String)?, below: Bool, collectionID: Int64,
        _ body: (OrderNeighbour) throws -> Bool
    ) throws {
        let sql = """
            SELECT task.uid, task.orderKey, sync_item.base FROM task INDEXED BY task_order
            LEFT JOIN sync_item ON sync_item.taskId = task.id AND sync_item.collectionId = ?
            \(place == nil ? "" : "WHERE (task.orderKey, task.uid) \(below ? "<" : ">") (?, ?)")
            ORDER BY task.orderKey \(below ? "DESC" : "ASC"), task.uid \(below ? "DESC" : "ASC")
            """
        let arguments: StatementArguments =
            place.map { [collectionID, $0.key, $0.uid] } ?? [collectionID]
        try read { db in
            let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
            while let row = try rows.next() {
                guard try body((row[0], row[1], row[2])) else { return }
            }
        }
    }
}
