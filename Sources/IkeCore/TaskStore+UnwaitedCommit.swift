import GRDB

extension TaskStore {
    /// Runs `body` in one transaction committed without waiting for the disk (`synchronous = NORMAL` for
    /// it alone, then FULL again). ike stopping or being killed keeps it (it is in the WAL). A power cut
    /// before the next commit that waits for the disk may lose it, and with it whatever else was committed
    /// since without waiting; that next commit writes it down too, because the WAL is written in order. So
    /// only for what may be lost that way: view state, and a sync's records of what the server holds,
    /// which the next sync reads again (Docs/Decisions.md, 2026-11-29); never a change made here.
    func commitWithoutWaitingForDisk<T>(_ body: (Database) throws -> T) throws -> T {
        if let readOnlyReason { throw readOnlyReason }
        do {
            return try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
                defer {
                    if commitsWaitForDisk.load(ordering: .relaxed) {
                        try? db.execute(sql: "PRAGMA synchronous = FULL")
                    }
                }
                return try db.valueInTransaction(.immediate) { try body(db) }
            }
        } catch let error as DatabaseError {
            throw StoreError(error, path: path, busyTimeout: busyTimeout)
        }
    }
}
