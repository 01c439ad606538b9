import Foundation
import GRDB

/// A column of the `task` table as ike reads and writes it, declared once (issue 31): the reader, the
/// INSERT and UPDATE of `TaskWriter` and the import's bulk insert are all made from this list, each value
/// through one exhaustive `switch`, so a new column is a compile error wherever it must be read or written
/// and can never shift another's position. The order of the cases is the order of `TodoItem.selection`.
package enum TaskColumn: CaseIterable, Hashable, Sendable {
    case id, uid, title, notes, deadline, deadlineTime, isDone, isCancelled, doneAt, isImportant, isUrgent
    case orderKey
    case createdAt, updatedAt
    /// The task's tags from their own tables (`task_tag`, `tag`), read in the same row; never written here.
    case tags
    case repeatRule, repeatSyntax, repeatFromDone, seriesUID
    case start, startTime
    case parentUID
    /// Whether the task was placed in the matrix (`TodoItem.isTriaged`): this database's state, no field
    /// (no format or sync carries it), so it belongs to no `TaskField`.
    case isTriaged
    /// A plain field's column (an integer, NULL for none), named as the field.
    case plain(PlainField)

    package static let allCases: [TaskColumn] =
        [
            .id, .uid, .title, .notes, .deadline, .deadlineTime, .isDone, .isCancelled, .doneAt, .isImportant,
            .isUrgent, .orderKey, .createdAt, .updatedAt, .tags, .repeatRule, .repeatSyntax, .repeatFromDone,
            .seriesUID, .start, .startTime, .parentUID, .isTriaged,
        ] + PlainField.allCases.map(TaskColumn.plain)

    /// The column's name in the `task` table.
    package var name: String {
        switch self {
        case .id: "id"
        case .uid: "uid"
        case .title: "title"
        case .notes: "notes"
        case .deadline: "deadline"
        case .deadlineTime: "deadlineTime"
        case .isDone: "isDone"
        case .isCancelled: "isCancelled"
        case .doneAt: "doneAt"
        case .isImportant: "isImportant"
        case .isUrgent: "isUrgent"
        case .orderKey: "orderKey"
        case .createdAt: "createdAt"
        case .updatedAt: "updatedAt"
        case .tags: "tags"
        case .repeatRule: "repeatRule"
        case .repeatSyntax: "repeatSyntax"
        case .repeatFromDone: "repeatFromDone"
        case .seriesUID: "seriesUID"
        case .start: "start"
        case .startTime: "startTime"
        case .parentUID: "parentUID"
        case .isTriaged: "isTriaged"
        case .plain(let field): field.name
        }
    }

    /// What a SELECT reads for the column: its name, or the tags' subquery. The tags come in the same row,
    /// so a window of 100 tasks is still one query: each row's tags are an index range of `task_tag`, name
    /// and key alternating, separated by U+001F, which no tag can hold.
    var selected: String {
        switch self {
        case .tags:
            """
            (SELECT group_concat(tag.name || char(31) || tag.key, char(31)) FROM task_tag
                JOIN tag ON tag.id = task_tag.tagId WHERE task_tag.taskId = task.id)
            """
        case .id, .uid, .title, .notes, .deadline, .deadlineTime, .isDone, .isCancelled, .doneAt,
            .isImportant,
            .isUrgent, .orderKey, .createdAt, .updatedAt, .repeatRule, .repeatSyntax, .repeatFromDone,
            .seriesUID, .start, .startTime, .parentUID, .isTriaged, .plain:
            name
        }
    }

    /// What a SELECT reads in place of the column in a database of an older schema, read as it is (a dry
    /// run does not migrate): `nil` for the columns every schema has.
    private var olderSchemaStandIn: String? {
        switch self {
        case .id, .uid, .title, .notes, .deadline, .isDone, .doneAt, .isImportant, .isUrgent, .orderKey,
            .createdAt, .updatedAt:
            nil
        case .tags, .repeatRule, .repeatSyntax, .seriesUID, .deadlineTime, .start, .startTime, .parentUID,
            .plain:
            "NULL"
        case .repeatFromDone, .isCancelled: "0"
        // Before v29 every task counted as placed, as the migration makes them.
        case .isTriaged: "1"
        }
    }

    /// The stored value of the column for `item` (the tags are written by `TagWriter`, not here).
    func value(of item: TodoItem) -> StoredValue {
        switch self {
        case .id: .integer(item.id)
        case .uid: .text(item.uid)
        case .title: .text(item.title)
        case .notes: .text(item.notes)
        case .deadline: .text(item.deadline?.iso)
        case .deadlineTime: .integer(item.deadlineTime.map { Int64($0.minutes) })
        case .isDone: .flag(item.isDone)
        case .isCancelled: .flag(item.isCancelled)
        case .doneAt: .integer(item.doneAt?.milliseconds)
        case .isImportant: .flag(item.isImportant)
        case .isUrgent: .flag(item.isUrgent)
        case .orderKey: .text(item.orderKey)
        case .createdAt: .integer(item.createdAt.milliseconds)
        case .updatedAt: .integer(item.updatedAt.milliseconds)
        case .tags: .text(nil)
        case .repeatRule: .text(item.repeats?.stored.text)
        case .repeatSyntax: .text(item.repeats?.stored.syntax)
        case .repeatFromDone: .flag(item.repeats?.stored.fromDone ?? false)
        case .seriesUID: .text(item.seriesUID)
        case .start: .text(item.start?.iso)
        case .startTime: .integer(item.startTime.map { Int64($0.minutes) })
        case .parentUID: .text(item.parentUID)
        case .isTriaged: .flag(item.isTriaged)
        case .plain(let field): .integer(field.value(in: item).map(field.kind.stored))
        }
    }

    /// The columns an INSERT writes: all but the rowid and the tags.
    static let inserted = allCases.filter { $0 != .id && $0 != .tags }
    /// The columns an UPDATE by uid writes.
    static let updated = inserted.filter { $0 != .uid }

    /// `SELECT`'s column list for `TodoItem(row:)`, for a query whose table is `task` (not aliased).
    static let selection = allCases.map(\.selected).joined(separator: ", ")

    /// `selection` for a database that may be of an older schema: the stand-in for each column it lacks.
    static func selection(existing names: Set<String>, tagsTableExists: Bool) -> String {
        allCases.map { column in
            guard let standIn = column.olderSchemaStandIn else { return column.selected }
            let exists = column == .tags ? tagsTableExists : names.contains(column.name)
            return exists ? column.selected : standIn
        }.joined(separator: ", ")
    }

    /// `INSERT INTO task (…) VALUES (?, …)` over `inserted`.
    static let insertSQL =
        "INSERT INTO task (\(inserted.map(\.name).joined(separator: ", "))) VALUES ("
        + Array(repeating: "?", count: inserted.count).joined(separator: ", ") + ")"
    /// `UPDATE task SET … WHERE uid = ?` over `updated`, the uid bound last.
    static let updateSQL = updateSQL(of: updated)

    /// `UPDATE task SET … WHERE uid = ?` over `columns`, the uid bound last.
    static func updateSQL(of columns: [TaskColumn]) -> String {
        "UPDATE task SET " + columns.map { "\($0.name) = ?" }.joined(separator: ", ") + " WHERE uid = ?"
    }
}

/// A column's value as SQLite stores it.
enum StoredValue {
    case text(String?)
    case integer(Int64?)
    case flag(Bool)
}

extension TaskField {
    /// The columns of `task` that hold the field (a repeat takes three); the row's identity and time of
    /// change (`id`, `uid`, `updatedAt`) belong to no field. A test checks that the fields' columns and
    /// those three are every column, each once.
    package var columns: [TaskColumn] {
        switch self {
        case .title: [.title]
        case .notes: [.notes]
        case .deadline: [.deadline, .deadlineTime]
        case .done: [.isDone, .isCancelled]
        case .doneAt: [.doneAt]
        case .important: [.isImportant]
        case .urgent: [.isUrgent]
        case .created: [.createdAt]
        case .tags: [.tags]
        case .repeats: [.repeatRule, .repeatSyntax, .repeatFromDone]
        case .series: [.seriesUID]
        case .start: [.start, .startTime]
        case .parent: [.parentUID]
        case .order: [.orderKey]
        case .plain(let field): [.plain(field)]
        }
    }
}

extension StoredValue {
    /// The value for a GRDB statement's arguments.
    var databaseValue: DatabaseValue {
        switch self {
        case .text(let text): text.databaseValue
        case .integer(let number): number.databaseValue
        case .flag(let flag): flag.databaseValue
        }
    }
}

extension RawStatement {
    /// Binds the next parameters to `item`'s values of `columns`, in order.
    mutating func bind(_ item: TodoItem, columns: [TaskColumn]) {
        for column in columns { bind(column.value(of: item)) }
    }

    /// Binds the next parameter to a column's stored value.
    mutating func bind(_ value: StoredValue) {
        switch value {
        case .text(let text): bind(text)
        case .integer(let number): bind(number)
        case .flag(let flag): bind(flag)
        }
    }
}

extension PlainField {
    /// The migration that adds the field's column (`plain-NAME`): NULL, none, for every task there was.
    var migration: (identifier: String, body: @Sendable (Database) throws -> Void) {
        let name = name
        return ("plain-\(name)", { db in try db.execute(sql: "ALTER TABLE task ADD COLUMN \(name) INTEGER") })
    }

    /// The migration that indexes the tasks holding a value (`plain-NAME-index`): the filter's `est>30m`
    /// and `has:est` read that range instead of every task, since most tasks hold none. A day's index
    /// holds the done state too: "planned on or before today and still open" (`ike status`, run by a
    /// prompt before every command) is then read from the index alone, without a row per planned task.
    var indexMigration: (identifier: String, body: @Sendable (Database) throws -> Void) {
        let name = name
        let columns =
            switch kind {
            case .duration: name
            case .day: name + ", isDone"
            }
        return (
            "plain-\(name)-index",
            { db in
                try db.execute(sql: "CREATE INDEX task_\(name) ON task(\(columns)) WHERE \(name) IS NOT NULL")
            }
        )
    }
}
