import Foundation
import GRDB

/// Row mapping written by hand: reading 100k tasks through `Row` is several times faster than `Codable`.
extension TodoItem: FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "task"

    /// The columns in the order `init(row:)` reads them; the tags and then `recurrenceColumns` follow.
    static let columns = [
        "id", "uid", "title", "notes", "deadline", "isDone", "doneAt", "isImportant", "isUrgent",
        "orderKey", "createdAt", "updatedAt",
    ]
    /// The columns migration v8 added (RecurrenceSchema), read after the tags.
    static let recurrenceColumns = ["repeatRule", "repeatSyntax", "repeatFromDone", "seriesUID"]
    /// The column migration v12 added (DeadlineTimeSchema): minutes since midnight, read last.
    static let deadlineTimeColumn = "deadlineTime"
    /// The columns and the task's tags, for a query whose table is `task` (not aliased). The tags come in
    /// the same row, so a window of 100 tasks is still one query: each row's tags are an index range of
    /// `task_tag` (about 50 ms per 100k rows with tags, under 20 without), name and key alternating,
    /// separated by U+001F, which no tag can hold.
    package static let selection =
        columns.joined(separator: ", ") + ", " + tagsColumn + ", " + recurrenceColumns.joined(separator: ", ")
        + ", " + deadlineTimeColumn

    /// `selection` for a database that may be of an older schema (read without migrating, as a dry run
    /// does): NULL for what it does not have yet, tags (still in titles before v5) and repeat rules.
    package static func selection(in db: Database) throws -> String {
        let columnNames = Set(try db.columns(in: databaseTableName).map(\.name))
        let tags = try db.tableExists("task_tag") ? tagsColumn : "NULL"
        let recurrence =
            columnNames.contains(recurrenceColumns[0])
            ? recurrenceColumns.joined(separator: ", ") : "NULL, NULL, 0, NULL"
        let time = columnNames.contains(deadlineTimeColumn) ? deadlineTimeColumn : "NULL"
        return columns.joined(separator: ", ") + ", " + tags + ", " + recurrence + ", " + time
    }
    static let tagsColumn = """
        (SELECT group_concat(tag.name || char(31) || tag.key, char(31)) FROM task_tag
            JOIN tag ON tag.id = task_tag.tagId WHERE task_tag.taskId = task.id)
        """

    public init(row: Row) throws {
        let deadlineText: String? = row[4]
        self.init(
            id: row[0], uid: row[1], title: row[2], notes: row[3],
            deadline: deadlineText.flatMap(LocalDate.init(iso:)),
            deadlineTime: (row[17] as Int?).flatMap(TimeOfDay.init(minutes:)),
            isDone: row[5], doneAt: (row[6] as Int64?).map(Date.init(milliseconds:)),
            isImportant: row[7], isUrgent: row[8], orderKey: row[9],
            createdAt: Date(milliseconds: row[10]), updatedAt: Date(milliseconds: row[11]),
            tags: (row[12] as String?).map(Self.tags(stored:)) ?? [],
            repeats: TaskRepeat(stored: row[13], syntax: row[14], fromDone: row[15]), seriesUID: row[16])
    }

    /// The tags of the `selection`'s last column: name, key, name, key… separated by U+001F. Walked as
    /// bytes, without an array of parts: this runs for every tagged row of a 100k-task export.
    private static func tags(stored: String) -> TagSet {
        var tags = TagSet()
        let utf8 = stored.utf8
        var start = utf8.startIndex
        var name: Substring?
        var index = start
        while true {
            let atEnd = index == utf8.endIndex
            if atEnd || utf8[index] == 0x1F {
                let field = stored[start..<index]
                if let pending = name {
                    tags.insert(Tag(stored: String(pending), key: String(field)))
                    name = nil
                } else {
                    name = field
                }
                if atEnd { break }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        return tags
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["uid"] = uid
        container["title"] = title
        container["notes"] = notes
        container["deadline"] = deadline?.iso
        container["deadlineTime"] = deadlineTime?.minutes
        container["isDone"] = isDone
        container["doneAt"] = doneAt?.milliseconds
        container["isImportant"] = isImportant
        container["isUrgent"] = isUrgent
        container["orderKey"] = orderKey
        container["createdAt"] = createdAt.milliseconds
        container["updatedAt"] = updatedAt.milliseconds
        let stored = repeats?.stored
        container["repeatRule"] = stored?.text
        container["repeatSyntax"] = stored?.syntax
        container["repeatFromDone"] = stored?.fromDone ?? false
        container["seriesUID"] = seriesUID
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
