/// Everything the store refuses, with a message meant for the person at the keyboard.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case notADatabase(path: String)
    case notAnIkeDatabase(path: String)
    case newerSchema(path: String, unknownMigrations: [String])
    case cannotCreate(path: String, reason: String)
    case cannotOpen(path: String, reason: String)
    case readOnly(path: String)
    /// Another process held the write lock for longer than the busy timeout (`holder`: its pid, when seen).
    case busy(path: String, waitedMilliseconds: Int, holder: Int32? = nil)
    /// The database can be read but not written: `file` (the database, its folder, `-wal` or `-shm`) is
    /// read-only.
    case readOnlyFile(path: String, file: String)
    /// The disk (or the file system's quota) has no room for the change.
    case diskFull(path: String)
    /// The disk failed a read or write of the database or its journal.
    case ioError(path: String)
    case emptyTitle
    /// A repeat rule gives no date from today on (its UNTIL has passed), so the task would have no deadline.
    case repeatWithoutDate(rule: String)
    /// An edit that would start the task after its deadline.
    case startAfterDeadline(title: String, start: String, deadline: String)
    /// A parent that is one of the task's own steps (`parent`: that step's title), or the task itself
    /// (`parent` nil).
    case parentCycle(title: String, parent: String?)
    /// Marking done a task whose rule ike cannot follow (a custom rule): its series would end everywhere.
    case cannotFollowRule(title: String, rule: String)
    case unknownID(Int64)
    case unknownUID(String)
    /// An edit removes a tag the task does not have (`task`: its short id, when it has one).
    case missingTag(String, task: Int64?, title: String)
    /// The row no longer matches what the change expected (another process changed or deleted it).
    case conflict(String)
    /// Neither `getentropy` nor `/dev/urandom` gave random bytes, so no new uid could be made.
    case randomSourceUnavailable(reason: String)
    /// A file given to `ike restore` that holds no ike tasks.
    case notABackup(path: String)
    /// A backup that fails SQLite's quick check.
    case damagedBackup(path: String)
    case sqlite(String)

    public var description: String {
        switch self {
        case .notADatabase(let path):
            "\(path) is not an ike database (it is not an SQLite file); it was left untouched"
        case .notAnIkeDatabase(let path):
            "\(path) is an SQLite database of another program; ike leaves it untouched"
        case .newerSchema(let path, let unknown):
            "\(path) was written by a newer version of ike (it has changes this version does not know: "
                + unknown.sorted().joined(separator: ", ")
                + "); update ike to open it. The file was left untouched"
        case .cannotCreate(let path, let reason):
            "cannot create the database \(path): \(reason)"
        case .cannotOpen(let path, let reason):
            "cannot open the database \(path): \(reason)"
        case .readOnly(let path):
            "cannot write to the database \(path): the file or its folder is read-only"
        case .busy(let path, let waited, let holder):
            "the database \(path) is locked by another process ("
                + (holder.map { "pid \($0), " } ?? "") + "waited \(waited) ms); nothing was changed"
        case .readOnlyFile(let path, let file):
            "cannot change \(path): \(file == path ? "the file" : file) is read-only (reading still works)"
        case .diskFull(let path):
            "the disk holding \(path) is full; nothing was changed"
        case .ioError(let path):
            "the disk reported an error reading or writing \(path) or its journal; nothing was changed"
        case .emptyTitle:
            "a task needs a title that is not empty"
        case .startAfterDeadline(let title, let start, _) where start == Deadline.somedayWord:
            "“\(TagError.visible(title))” has a deadline, so it cannot wait for someday; clear the deadline first; "
                + "nothing was changed"
        case .startAfterDeadline(let title, let start, let deadline):
            "“\(TagError.visible(title))” would start (\(start)) after its deadline (\(deadline)); move the deadline "
                + "or start it earlier; nothing was changed"
        case .parentCycle(let title, nil):
            "“\(TagError.visible(title))” cannot be a step of itself; nothing was changed"
        case .parentCycle(let title, let parent?):
            "“\(TagError.visible(parent))” is a step of “\(TagError.visible(title))”, so it cannot be its parent; "
                + "move it out first; nothing was changed"
        case .repeatWithoutDate(let rule):
            "“\(rule)” gives no date from today on, and a repeating task needs a deadline; nothing was changed"
        case .cannotFollowRule(let title, let rule):
            "“\(TagError.visible(title))” repeats by a rule ike cannot follow (\(TagError.visible(rule))): done here, "
                + "its series would end in every app; complete the occurrence in the app that made the rule, or "
                + "change or remove the rule first; nothing was changed"
        case .unknownID(let id):
            "there is no task with id \(id)"
        case .unknownUID(let uid):
            "there is no task with uid \(uid)"
        case .missingTag(let tag, let task, let title):
            (task.map { "task \($0) " } ?? "")
                + "“\(TagError.visible(title))” has no tag “\(TagError.visible(tag))”; nothing was changed"
        case .conflict(let what):
            "\(what) was changed by another process; nothing was changed"
        case .randomSourceUnavailable(let reason):
            "cannot read the system's secure random source for a new task's uid (\(reason)); nothing was changed"
        case .notABackup(let path):
            "\(path) holds no ike tasks, so it is not a backup; nothing was restored"
        case .damagedBackup(let path):
            "\(path) is damaged (SQLite's quick check fails); nothing was restored"
        case .sqlite(let message):
            "database error: \(message)"
        }
    }
}
