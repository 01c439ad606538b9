import GRDB

/// Decides whether a done record of a repeating task stands for an occurrence of its own
/// (`ImportedTask.occurrenceUID`): yes when an open record of the file has its uid, or the store holds no
/// done task with it (an open one is the next occurrence, which the done copy must not close). A store
/// that holds it as done is matched as usual: ike's own export of a task done in ike.
struct OccurrenceMatcher {
    /// Uids of the file's open records; empty (and never read) when the file has no done repeating record.
    private let openUIDs: Set<String>
    private let isDone: Statement?

    init(_ file: ParsedFile, db: Database) throws {
        guard file.tasks.contains(where: { $0.occurrenceUID != nil }) else {
            openUIDs = []
            isDone = nil
            return
        }
        openUIDs = Set(file.tasks.lazy.filter { !$0.isDone }.map(\.uid))
        isDone = try db.makeStatement(sql: "SELECT isDone FROM task WHERE uid = ?")
    }

    func isOccurrence(_ task: ImportedTask) throws -> Bool {
        if openUIDs.contains(task.uid) { return true }
        guard let isDone, let stored = try Bool.fetchOne(isDone, arguments: [task.uid]) else { return true }
        return !stored
    }
}
