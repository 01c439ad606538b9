import Foundation
import IkeCore

/// Generated databases: Korean and emoji titles, a tenth with notes, a third with deadlines.
enum BenchDatabase {
    /// Deletes any database at `path` (with its WAL and shared-memory files) and opens an empty one.
    static func fresh(at path: String) throws -> TaskStore {
        remove(at: path)
        return try TaskStore.open(at: path)
    }

    /// Inserts `count` generated tasks in one transaction, through the same validation as every write.
    static func fill(_ store: TaskStore, count: Int) throws {
        try store.change { writer in
            let items = try (0..<count).map { index in
                try writer.newItem(
                    title: "Task \(index) 할 일 🎉",
                    notes: index % 10 == 0 ? "Some notes\nover two lines" : "",
                    deadline: index % 3 == 0 ? LocalDate(daysSinceEpoch: 20_400 + index % 400) : nil,
                    important: index % 2 == 0, urgent: index % 5 == 0)
            }
            try writer.insertAll(items)
        }
    }

    /// Deletes the database file and the WAL and shared-memory files SQLite keeps beside it.
    static func remove(at path: String) {
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    }
}
