import Foundation
import GRDB

/// Row mapping over `TaskColumn`: reading 100k tasks through `Row` is several times faster than `Codable`.
extension TodoItem: FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "task"

    /// The columns `init(row:)` reads, in `TaskColumn`'s order, for a query whose table is `task`.
    package static let selection = TaskColumn.selection

    /// `selection` for a database that may be of an older schema (read without migrating, as a dry run
    /// does): NULL for what it does not have yet, tags (still in titles before v5) and repeat rules.
    package static func selection(in db: Database) throws -> String {
        TaskColumn.selection(
            existing: Set(try db.columns(in: databaseTableName).map(\.name)),
            tagsTableExists: try db.tableExists("task_tag"))
    }

    /// Reads a row of `selection`: each column by its place in `TaskColumn.ordered`, through one
    /// exhaustive `switch`, so a new column is read where it is declared or the build fails.
    public init(row: Row) throws {
        var item = TodoItem(uid: "", title: "", createdAt: Date(milliseconds: 0))
        var rule: String?
        var syntax: String?
        var fromDone = false
        for (index, column) in TaskColumn.ordered.enumerated() {
            switch column {
            case .id: item.id = row[index]
            case .uid: item.uid = row[index]
            case .title: item.title = row[index]
            case .notes: item.notes = row[index]
            case .deadline: item.deadline = (row[index] as String?).flatMap(LocalDate.init(iso:))
            case .deadlineTime: item.deadlineTime = (row[index] as Int?).flatMap(TimeOfDay.init(minutes:))
            case .isDone: item.isDone = row[index]
            case .doneAt: item.doneAt = (row[index] as Int64?).map(Date.init(milliseconds:))
            case .isImportant: item.isImportant = row[index]
            case .isUrgent: item.isUrgent = row[index]
            case .orderKey: item.orderKey = row[index]
            case .createdAt: item.createdAt = Date(milliseconds: row[index])
            case .updatedAt: item.updatedAt = Date(milliseconds: row[index])
            case .tags: item.tags = (row[index] as String?).map(Self.tags(stored:)) ?? []
            case .repeatRule: rule = row[index]
            case .repeatSyntax: syntax = row[index]
            case .repeatFromDone: fromDone = row[index]
            case .seriesUID: item.seriesUID = row[index]
            case .plain(let field):
                field.set((row[index] as Int64?).map(field.kind.value(stored:)), in: &item)
            }
        }
        if item.deadline == nil { item.deadlineTime = nil }
        item.repeats = TaskRepeat(stored: rule, syntax: syntax, fromDone: fromDone)
        self = item
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
        for column in TaskColumn.ordered where column != .tags {
            container[column.name] = column.value(of: self).databaseValue
        }
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
