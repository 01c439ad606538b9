import Foundation
import GRDB

/// A focus period as ike JSON carries it (`"focus"`): the task, when it started, the seconds worked and
/// when it ended. A running period is written as far as it has come (its last checkpoint).
public struct FocusPeriodEntry: Hashable, Sendable {
    public var taskUID: String
    public var startedAt: Date
    public var seconds: Int
    public var endedAt: Date

    /// An entry from its parts, its seconds kept between 0 and the time from start to end (rounded up to
    /// the second), as the store keeps them.
    public init(taskUID: String, startedAt: Date, seconds: Int, endedAt: Date) {
        self.taskUID = taskUID
        self.startedAt = Date(storedMilliseconds: startedAt)
        self.endedAt = Date(storedMilliseconds: max(startedAt, endedAt))
        let wall = (self.endedAt.milliseconds - self.startedAt.milliseconds + 999) / 1000
        self.seconds = Int(min(Int64(max(0, seconds)), wall))
    }

    /// A stored period as a file writes it.
    public init(_ period: FocusPeriod) {
        self.init(
            taskUID: period.taskUID, startedAt: period.startedAt, seconds: period.seconds,
            endedAt: period.endedAt ?? period.lastCheckpointAt)
    }

    /// The key an import matches stored periods by: one task's period starting in the same millisecond
    /// is the same period (so importing a file twice adds nothing).
    var key: FocusPeriodKey { FocusPeriodKey(taskUID: taskUID, startedAt: startedAt.milliseconds) }
}

/// A period's identity across files and machines: its task and its start.
struct FocusPeriodKey: Hashable {
    let taskUID: String
    let startedAt: Int64
}

extension ImportLookup {
    /// Those of `entries` the store does not hold yet, each once, in their order. A database from before
    /// focus periods (a dry run does not migrate) holds none.
    public func newFocusPeriods(_ entries: [FocusPeriodEntry]) throws -> [FocusPeriodEntry] {
        guard !entries.isEmpty, try db.tableExists("focus_period") else { return Self.distinct(entries) }
        let statement = try db.makeStatement(
            sql: "SELECT 1 FROM focus_period WHERE taskUID = ? AND startedAt = ? LIMIT 1")
        return try Self.distinct(entries).filter { entry in
            try Bool.fetchOne(statement, arguments: [entry.taskUID, entry.startedAt.milliseconds]) != true
        }
    }

    /// `entries` without repeats of a task and start, the first kept.
    static func distinct(_ entries: [FocusPeriodEntry]) -> [FocusPeriodEntry] {
        var seen: Set<FocusPeriodKey> = []
        return entries.filter { seen.insert($0.key).inserted }
    }
}

extension TaskWriter {
    /// Adds those of `entries` the store does not hold yet (`ImportLookup.newFocusPeriods`) as ended
    /// periods, in this transaction, and returns them.
    public func addFocusPeriods(_ entries: [FocusPeriodEntry]) throws -> [FocusPeriodEntry] {
        let new = try importLookup().newFocusPeriods(entries)
        let insert = try db.makeStatement(
            sql: """
                INSERT INTO focus_period (taskUID, startedAt, seconds, endedAt, lastCheckpointAt)
                VALUES (?, ?, ?, ?, ?)
                """)
        for entry in new {
            let end = entry.endedAt.milliseconds
            try insert.execute(arguments: [
                entry.taskUID, entry.startedAt.milliseconds, entry.seconds, end, end,
            ])
        }
        return new
    }
}
