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

    /// Reads a row of `selection`, each column at its place in `TaskColumn.allCases` (`ColumnPlaces`, found
    /// once through an exhaustive switch, so a new column cannot shift another's place). Direct reads: a
    /// loop with a switch per column made `ike list --all` on 100k tasks a third slower.
    public init(row: Row) throws {
        let places = ColumnPlaces.shared
        let deadlineText: String? = row[places.deadline]
        self.init(
            id: row[places.id], uid: row[places.uid], title: row[places.title], notes: row[places.notes],
            deadline: deadlineText.flatMap(LocalDate.init(iso:)),
            deadlineTime: (row[places.deadlineTime] as Int?).flatMap(TimeOfDay.init(minutes:)),
            isDone: row[places.isDone], isCancelled: row[places.isCancelled],
            doneAt: (row[places.doneAt] as Int64?).map(Date.init(milliseconds:)),
            isImportant: row[places.isImportant], isUrgent: row[places.isUrgent],
            orderKey: row[places.orderKey],
            createdAt: Date(milliseconds: row[places.createdAt]),
            updatedAt: Date(milliseconds: row[places.updatedAt]),
            tags: (row[places.tags] as String?).map(Self.tags(stored:)) ?? [],
            repeats: TaskRepeat(
                stored: row[places.repeatRule], syntax: row[places.repeatSyntax],
                fromDone: row[places.repeatFromDone]),
            seriesUID: row[places.seriesUID])
        let startText: String? = row[places.start]
        start = startText.flatMap(LocalDate.init(iso:))
        startTime = start == nil ? nil : (row[places.startTime] as Int?).flatMap(TimeOfDay.init(minutes:))
        parentUID = row[places.parentUID]
        isTriaged = row[places.isTriaged]
        for (field, place) in places.plain {
            field.set((row[place] as Int64?).map(field.kind.value(stored:)), in: &self)
        }
    }

    /// The tags of the `selection`'s last column: name, key, name, key… separated by U+001F. Walked as
    /// bytes, without an array of parts: this runs for every tagged row of a 100k-task export.
    static func tags(stored: String) -> TagSet {
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
        for column in TaskColumn.allCases where column != .tags {
            container[column.name] = column.value(of: self).databaseValue
        }
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// Where each column of `TodoItem.selection` is, found once.
struct ColumnPlaces {
    var id = 0, uid = 0, title = 0, notes = 0, deadline = 0, deadlineTime = 0, isDone = 0, isCancelled = 0
    var doneAt = 0, isImportant = 0, isUrgent = 0, orderKey = 0, createdAt = 0, updatedAt = 0, tags = 0
    var repeatRule = 0, repeatSyntax = 0, repeatFromDone = 0, seriesUID = 0, start = 0, startTime = 0
    var parentUID = 0, isTriaged = 0
    var plain: [(PlainField, Int)] = []

    static let shared: ColumnPlaces = {
        var places = ColumnPlaces()
        // Every column gets its place here: a new one is a compile error until it does.
        for (index, column) in TaskColumn.allCases.enumerated() {
            switch column {
            case .id: places.id = index
            case .uid: places.uid = index
            case .title: places.title = index
            case .notes: places.notes = index
            case .deadline: places.deadline = index
            case .deadlineTime: places.deadlineTime = index
            case .isDone: places.isDone = index
            case .isCancelled: places.isCancelled = index
            case .doneAt: places.doneAt = index
            case .isImportant: places.isImportant = index
            case .isUrgent: places.isUrgent = index
            case .orderKey: places.orderKey = index
            case .createdAt: places.createdAt = index
            case .updatedAt: places.updatedAt = index
            case .tags: places.tags = index
            case .repeatRule: places.repeatRule = index
            case .repeatSyntax: places.repeatSyntax = index
            case .repeatFromDone: places.repeatFromDone = index
            case .seriesUID: places.seriesUID = index
            case .start: places.start = index
            case .startTime: places.startTime = index
            case .parentUID: places.parentUID = index
            case .isTriaged: places.isTriaged = index
            case .plain(let field): places.plain.append((field, index))
            }
        }
        return places
    }()
}
