import Foundation
import GRDB

/// How many steps a parent has and how many of them are closed (done or cancelled): its progress.
public struct StepCount: Hashable, Sendable {
    public var steps: Int
    public var closed: Int

    /// A count from its parts.
    public init(steps: Int, closed: Int) {
        self.steps = steps
        self.closed = closed
    }

    /// `closed/steps`, as a parent's row shows it.
    public var progress: String { "\(closed)/\(steps)" }
}

/// Reading the steps of tasks (`TodoItem.parentUID`, issue 33).
extension TaskStore {
    /// The open steps of the task `uid` at every depth, in list order.
    public func openSteps(of uid: String) throws -> [TodoItem] {
        try read { db in
            try TodoItem.fetchAll(
                cached: db,
                sql: """
                    WITH RECURSIVE down(uid, depth) AS (
                        SELECT uid, 1 FROM task WHERE parentUID = ? AND parentUID IS NOT NULL
                        UNION ALL
                        SELECT task.uid, down.depth + 1 FROM task JOIN down ON task.parentUID = down.uid
                        WHERE task.parentUID IS NOT NULL AND down.depth < ?)
                    SELECT \(TodoItem.selection) FROM task
                    WHERE uid IN (SELECT uid FROM down) AND isDone = 0 ORDER BY orderKey
                    """, arguments: [uid, TaskWriter.deepestTree])
        }
    }

    /// For each task with steps (among `uids`, when given: a screen's rows), how many it has and how many
    /// of them are closed (done or cancelled), by its uid: a parent's progress ("2/5"). One read of the
    /// parent index.
    public func stepCounts(of uids: [String]? = nil) throws -> [String: StepCount] {
        if uids?.isEmpty == true { return [:] }
        return try read { try Self.stepCounts($0, of: uids) }
    }

    /// `stepCounts(of:)` in the transaction of `db`.
    static func stepCounts(_ db: Database, of uids: [String]?) throws -> [String: StepCount] {
        if uids?.isEmpty == true { return [:] }
        let among = uids.map { " AND parentUID IN (\(SQLMarks.list($0.count)))" } ?? ""
        var counts: [String: StepCount] = [:]
        // Read to its end here, so the connection's cached statement is free again at return.
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT parentUID, count(*), sum(isDone) FROM task
                    WHERE parentUID IS NOT NULL\(among) GROUP BY parentUID
                    """), arguments: StatementArguments(uids ?? []))
        while let row = try rows.next() { counts[row[0]] = StepCount(steps: row[1], closed: row[2]) }
        return counts
    }
}

extension TaskStore {
    /// The titles of the parents `items` name that are here, by uid: the dim breadcrumb a step's row
    /// shows (issue 33). One read for a screen's rows.
    public func parentTitles(of items: [TodoItem]) throws -> [String: String] {
        guard items.contains(where: { $0.parentUID != nil }) else { return [:] }
        return try read { try Self.parentTitles($0, of: items) }
    }

    /// `parentTitles(of:)` in the transaction of `db`.
    static func parentTitles(_ db: Database, of items: [TodoItem]) throws -> [String: String] {
        let uids = Set(items.compactMap(\.parentUID))
        guard !uids.isEmpty else { return [:] }
        var titles: [String: String] = [:]
        let marks = SQLMarks.list(uids.count)
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: "SELECT uid, title FROM task WHERE uid IN (\(marks))"),
            arguments: StatementArguments(Array(uids)))
        while let row = try rows.next() { titles[row[0]] = row[1] }
        return titles
    }
}

extension TaskStore {
    /// Up to `limit` tasks whose titles hold `text` (as search matches), open ones first, never
    /// `excluding` or a task under it: what the form's Parent field offers. A loop the paths cannot see
    /// (deeper than they nest) is still refused by the store on save.
    public func parentCandidates(
        matching text: String, excluding uid: String?, limit: Int = 8
    ) throws -> [(uid: String, title: String)] {
        let needle = text.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return [] }
        return try read { db in
            try Row.fetchAll(
                cached: db,
                sql: """
                    SELECT task.uid, task.title FROM task JOIN task_tree AS tt ON tt.taskId = task.id
                    WHERE ike_contains(task.title, ?) AND NOT EXISTS (
                        SELECT 1 FROM task AS own JOIN task_tree AS ot ON ot.taskId = own.id
                        WHERE own.uid = ? AND (tt.treePath = ot.treePath
                            OR (tt.treePath > ot.treePath || char(1) AND tt.treePath < ot.treePath || char(2))))
                    ORDER BY task.isDone, tt.treePath LIMIT ?
                    """, arguments: [needle, uid ?? "", limit]
            ).map { (uid: $0[0], title: $0[1]) }
        }
    }
}
