import GRDB

/// Migration v18: the database's replica suffix, and the list order's ties broken by uid.
///
/// The suffix (OrderKey+Replica) is made once, from the secure random source, when the database is made
/// or migrated, and kept in `replica`; every order key this database makes ends in it, so two machines'
/// new tasks never share a position (issue 30). A tie that still arrives (an older ike, a copy of a
/// key) is ordered by uid, which every machine has the same, instead of the local id, which differs:
/// the indexes that serve the list orders are made again with `uid` where they had `id`, term by term
/// as `TaskOrder` orders (a test reads the query plans). The quadrant order's index is made descending in
/// its two flags, as the order is, so that it is read in order whole instead of sorted quadrant by quadrant.
public enum ReplicaSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE replica (
                    only INTEGER PRIMARY KEY CHECK (only = 1),
                    suffix TEXT NOT NULL
                );
                DROP INDEX task_order;
                CREATE INDEX task_order ON task(orderKey, uid);
                DROP INDEX task_open;
                CREATE INDEX task_open ON task(isDone, orderKey, uid);
                DROP INDEX task_quadrant_order;
                CREATE INDEX task_quadrant_order ON task(isImportant DESC, isUrgent DESC, orderKey, uid);
                DROP INDEX task_deadline_order;
                CREATE INDEX task_deadline_order ON task(deadline IS NULL, coalesce(deadline, ''),
                    coalesce(deadlineTime, 1440), orderKey, uid);
                DROP INDEX task_open_deadline_order;
                CREATE INDEX task_open_deadline_order ON task(isDone, deadline IS NULL, coalesce(deadline, ''),
                    coalesce(deadlineTime, 1440), orderKey, uid);
                """)
        _ = try suffix(db)
    }

    /// This database's replica suffix; made and kept on first use (a file whose row was removed by hand
    /// gets a new one), so only a write transaction may be the first to ask.
    public static func suffix(_ db: Database) throws -> String {
        if let stored = try storedSuffix(db) { return stored }
        let made = OrderKey.suffix(fromRandom: try SecureRandom.bytes(OrderKey.suffixLength))
        try db.execute(
            sql: "INSERT OR REPLACE INTO replica (only, suffix) VALUES (1, ?)", arguments: [made])
        return made
    }

    /// The suffix kept in `replica`, if it is one.
    static func storedSuffix(_ db: Database) throws -> String? {
        try String.fetchOne(cached: db, sql: "SELECT suffix FROM replica WHERE only = 1")
            .flatMap { OrderKey.isValidSuffix($0) ? $0 : nil }
    }
}
