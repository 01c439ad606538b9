import GRDB

extension TaskStore {
    /// SQLite's integrity check and ike's own invariants, read without writing anything.
    ///
    /// ike's checks read the table with `NOT INDEXED`, so a damaged index cannot hide what they look for:
    /// uids unique and not empty, list positions valid (shared ones are ties, not damage), the tally's eight counts equal to the
    /// tasks there are, deadlines real dates, and every foreign key satisfied.
    public func check() throws -> CheckReport {
        try read { db in
            var problems = try Self.integrityProblems(db)
            problems += try Self.referenceProblems(db)
            problems += try Self.uidProblems(db)
            problems += try Self.orderProblems(db)
            problems += try Self.tallyProblems(db)
            problems += try Self.deadlineProblems(db)
            let count = try Int.fetchOne(cached: db, sql: "SELECT count(*) FROM task NOT INDEXED") ?? 0
            return CheckReport(problems: problems, taskCount: count)
        }
    }

    /// Whether SQLite's quick check passes (a backup is looked at before it is offered or restored).
    public func passesQuickCheck() throws -> Bool {
        try read { db in try String.fetchAll(cached: db, sql: "PRAGMA quick_check") == ["ok"] }
    }

    /// SQLite's `integrity_check`, each message sorted into an index problem or damage to the file.
    static func integrityProblems(_ db: Database) throws -> [CheckProblem] {
        let messages = try String.fetchAll(cached: db, sql: "PRAGMA integrity_check")
        guard messages != ["ok"] else { return [] }
        let indexes = try String.fetchAll(
            cached: db, sql: "SELECT name FROM sqlite_master WHERE type = 'index'")
        return messages.map { message in
            // "row 3 missing from index task_order", "wrong # of entries in index task_order", …
            let named = indexes.first {
                message.hasSuffix(" index " + $0) || message.contains(" index \($0) ")
            }
            return named.map { .damagedIndex(index: $0, message: message) } ?? .damagedFile(message: message)
        }
    }

    static func referenceProblems(_ db: Database) throws -> [CheckProblem] {
        try Row.fetchAll(cached: db, sql: "PRAGMA foreign_key_check").map { row in
            .brokenReference(table: row[0], row: row[1] ?? 0, parent: row[2])
        }
    }

    static func uidProblems(_ db: Database) throws -> [CheckProblem] {
        let duplicates = try Row.fetchAll(
            cached: db,
            sql: """
                SELECT uid, group_concat(id) FROM task NOT INDEXED GROUP BY uid HAVING count(*) > 1 ORDER BY uid
                """)
        let empty = try Int64.fetchAll(
            cached: db, sql: "SELECT id FROM task NOT INDEXED WHERE uid = '' ORDER BY id")
        return duplicates.map { .duplicateUID(uid: $0[0], ids: ids($0[1])) } + empty.map { .emptyUID(id: $0) }
    }

    /// Keys that are not order keys. Tasks that share a key are not a problem: another client (an older
    /// ike, a copy of the same key) can send one, and the list orders them by uid, the same on every machine.
    static func orderProblems(_ db: Database) throws -> [CheckProblem] {
        var problems: [CheckProblem] = []
        let rows = try Row.fetchCursor(db, sql: "SELECT id, orderKey FROM task NOT INDEXED ORDER BY id")
        while let row = try rows.next() {
            let key: String = row[1]
            if !OrderKey.isValid(key) { problems.append(.invalidOrderKey(id: row[0], key: key)) }
        }
        return problems
    }

    static func tallyProblems(_ db: Database) throws -> [CheckProblem] {
        var actual: [[Bool]: Int] = [:]
        for row in try Row.fetchAll(
            cached: db,
            sql: "SELECT isImportant, isUrgent, isDone, count(*) FROM task NOT INDEXED GROUP BY 1, 2, 3")
        {
            actual[[row[0], row[1], row[2]]] = row[3]
        }
        var stored: [[Bool]: Int] = [:]
        for row in try Row.fetchAll(
            cached: db, sql: "SELECT isImportant, isUrgent, isDone, n FROM task_tally")
        {
            stored[[row[0], row[1], row[2]]] = row[3]
        }
        var problems: [CheckProblem] = []
        for important in [false, true] {
            for urgent in [false, true] {
                for done in [false, true] {
                    let flags = [important, urgent, done]
                    let count = actual[flags] ?? 0
                    if stored[flags] != count {
                        problems.append(
                            .wrongTally(
                                important: important, urgent: urgent, done: done, stored: stored[flags],
                                actual: count))
                    }
                }
            }
        }
        return problems
    }

    static func deadlineProblems(_ db: Database) throws -> [CheckProblem] {
        var problems: [CheckProblem] = []
        let rows = try Row.fetchCursor(
            db, sql: "SELECT id, deadline FROM task NOT INDEXED WHERE deadline IS NOT NULL ORDER BY id")
        while let row = try rows.next() {
            let text: String = row[1]
            if LocalDate(iso: text) == nil { problems.append(.invalidDeadline(id: row[0], text: text)) }
        }
        return problems
    }

    private static func ids(_ list: String?) -> [Int64] {
        (list ?? "").split(separator: ",").compactMap { Int64($0) }.sorted()
    }
}
