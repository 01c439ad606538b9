import Foundation
import IkeCore

/// Generated databases: Korean and emoji titles, a tenth with notes, a third with deadlines (a quarter of
/// those at a time of day), two thirds with one of 50 tags (a tenth of them Korean) and a fifth with a
/// second one; every task placed in the matrix but one in a hundred of those without a flag (its inbox).
enum BenchDatabase {
    /// How many distinct tags the generated tasks carry.
    static let tagCount = 50

    /// The name of generated tag `index` (0..<50).
    static func tagName(_ index: Int) -> String {
        index % 10 == 0 ? "태그\(index)" : "tag\(index)"
    }

    /// The tags of generated task `index`.
    static func tags(_ index: Int) throws -> TagSet {
        var names: [String] = []
        if index % 3 != 0 { names.append(tagName(index % tagCount)) }
        if index % 5 == 0 { names.append(tagName(index * 7 % tagCount)) }
        return try TagSet(parsing: names)
    }

    /// Deletes any database at `path` (with its WAL and shared-memory files) and opens an empty one.
    static func fresh(at path: String) throws -> TaskStore {
        remove(at: path)
        return try TaskStore.open(at: path)
    }

    /// A database of `count` generated tasks made afresh at `directory/NAME-COUNT.sqlite` (the folder made
    /// when missing), and its path: how each group starts.
    static func filled(
        _ name: String, in directory: String, count: Int
    ) throws -> (store: TaskStore, path: String) {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/\(name)-\(count).sqlite"
        let store = try fresh(at: path)
        try fill(store, count: count)
        return (store, path)
    }

    /// Inserts `count` generated tasks in one transaction, through the same validation as every write.
    static func fill(_ store: TaskStore, count: Int) throws {
        try store.change { writer in
            let items = try (0..<count).map { index in
                var item = try writer.newItem(
                    title: "Task \(index) 할 일 🎉",
                    notes: index % 10 == 0 ? "Some notes\nover two lines" : "",
                    deadline: index % 3 == 0 ? LocalDate(daysSinceEpoch: 20_400 + index % 400) : nil,
                    important: index % 2 == 0, urgent: index % 5 == 0)
                item.tags = try tags(index)
                // Placed in the matrix but for one in a hundred (of those without a flag), the inbox.
                item.isTriaged = index % 100 != 1
                if index % 12 == 0 { item.deadlineTime = TimeOfDay(minutes: index * 37 % 1440) }
                return item
            }
            try writer.insertAll(items)
        }
    }

    /// Deletes the database file and the WAL and shared-memory files SQLite keeps beside it.
    static func remove(at path: String) {
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    }

    /// Plans a tenth of the tasks over the ten days around `day` (`ike status`'s and the plan deck's
    /// groups): half of them for a day gone by, unfinished.
    static func planTenth(_ store: TaskStore, around day: LocalDate) throws {
        try store.change { writer in
            try writer.db.execute(
                sql: "UPDATE task SET planned = ? + (id % 10) - 5 WHERE id % 10 = 0",
                arguments: [day.daysSinceEpoch])
        }
    }
}
