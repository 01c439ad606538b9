/// One thing `ike check` found wrong with a database, said so a person can read it.
public enum CheckProblem: Hashable, Sendable, CustomStringConvertible {
    /// SQLite's integrity check found an index that disagrees with its table; REINDEX rebuilds it.
    case damagedIndex(index: String, message: String)
    /// SQLite's integrity check found damage in the file itself (a table's pages, the free list).
    case damagedFile(message: String)
    /// A row breaks a foreign key (ike declares none yet; checked so that a future reference is covered).
    case brokenReference(table: String, row: Int64, parent: String)
    /// Several tasks share a uid, which should be impossible.
    case duplicateUID(uid: String, ids: [Int64])
    /// A task's uid is empty.
    case emptyUID(id: Int64)
    /// A task's position is not an order key ike can place a task next to.
    case invalidOrderKey(id: Int64, key: String)
    /// The stored count of tasks with these flags differs from the tasks there are.
    case wrongTally(important: Bool, urgent: Bool, done: Bool, stored: Int?, actual: Int)
    /// A deadline that is not a calendar date (the schema only checks its shape).
    case invalidDeadline(id: Int64, text: String)

    /// Whether `ike check --repair` fixes it in place, losing nothing.
    public var isFixableInPlace: Bool {
        switch self {
        case .damagedIndex, .invalidOrderKey, .wrongTally: true
        case .damagedFile, .brokenReference, .duplicateUID, .emptyUID, .invalidDeadline: false
        }
    }

    public var description: String {
        switch self {
        case .damagedIndex(_, let message):
            "damaged index: \(message)"
        case .damagedFile(let message):
            "damaged file: \(message)"
        case .brokenReference(let table, let row, let parent):
            "row \(row) of \(table) refers to a missing row of \(parent)"
        case .duplicateUID(let uid, let ids):
            "uid \(uid) is used by \(ids.count) tasks (ids \(Self.list(ids)))"
        case .emptyUID(let id):
            "task \(id) has an empty uid"
        case .invalidOrderKey(let id, let key):
            "task \(id) has a list position that is not an order key: \(key)"
        case .wrongTally(let important, let urgent, let done, let stored, let actual):
            "the count of \(done ? "done" : "open") tasks that are \(important ? "" : "not ")important and "
                + "\(urgent ? "" : "not ")urgent is \(stored.map(String.init) ?? "missing"), there are \(actual)"
        case .invalidDeadline(let id, let text):
            "task \(id) has a deadline that is not a date: \(text)"
        }
    }

    private static func list(_ ids: [Int64]) -> String {
        ids.prefix(10).map(String.init).joined(separator: ", ") + (ids.count > 10 ? ", …" : "")
    }
}
