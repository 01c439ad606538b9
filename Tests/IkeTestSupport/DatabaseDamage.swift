import Foundation
import GRDB

/// Damages an ike database file on purpose, the way a disk or a crash in the middle of a write would, so
/// that `ike check` has something to find.
public enum DatabaseDamage {
    /// Changes one byte of `key` inside the pages of index `index`, so the index holds an entry its table
    /// does not (SQLite's integrity check: "row N missing from index …"); the table itself is untouched,
    /// so `REINDEX` repairs it. `key` must be a value stored in the index, e.g. a task's order key.
    ///
    /// The database is first checkpointed into one file, with a rollback journal, so the bytes on disk are
    /// the whole database. No connection may be open while this runs.
    public static func damageIndex(_ index: String, holding key: String, inDatabaseAt path: String) throws {
        let queue = try DatabaseQueue(path: path)
        let (pageSize, pages) = try queue.writeWithoutTransaction { db -> (Int, [Int]) in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            try db.execute(sql: "PRAGMA journal_mode = DELETE")
            let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
            let root = try Int.fetchOne(
                db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [index])
            guard let root else { throw ProcessError.io("no index \(index) in \(path)") }
            // A small index is its root page alone; a larger one's leaves follow it (dbstat is not always
            // compiled in, so the pages after the root are searched too).
            let count = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? root
            return (pageSize, Array(root...count))
        }
        try queue.close()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let needle = Array(key.utf8)
        for page in pages {
            let start = (page - 1) * pageSize
            let end = min(bytes.count, start + pageSize)
            // Index pages: 0x0A (leaf) or 0x02 (interior).
            guard start < end, bytes[start] == 0x0A || bytes[start] == 0x02 else { continue }
            guard let found = firstIndex(of: needle, in: bytes, from: start + 8, to: end) else { continue }
            let last = found + needle.count - 1
            bytes[last] = bytes[last] == UInt8(ascii: "z") ? UInt8(ascii: "y") : UInt8(ascii: "z")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return
        }
        throw ProcessError.io("\(key) is not in the pages of index \(index) in \(path)")
    }

    /// Overwrites the page header of the root page of table or index `name` with 0xFF, so SQLite reports
    /// the file as damaged ("database disk image is malformed") as soon as it reads that page; for
    /// `sqlite_master` the file header, so SQLite no longer takes it for a database.
    public static func damageRootPage(of name: String, inDatabaseAt path: String) throws {
        let queue = try DatabaseQueue(path: path)
        let (pageSize, root) = try queue.writeWithoutTransaction { db -> (Int, Int?) in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            try db.execute(sql: "PRAGMA journal_mode = DELETE")
            // The schema table is page 1, where the bytes overwritten are those of the file's own header.
            let root =
                name == "sqlite_master"
                ? 1
                : try Int.fetchOne(
                    db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [name])
            return (try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096, root)
        }
        try queue.close()
        guard let root else { throw ProcessError.io("nothing named \(name) in \(path)") }
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let start = (root - 1) * pageSize
        for offset in 1..<8 { bytes[start + offset] = 0xFF }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    private static func firstIndex(
        of needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int
    ) -> Int? {
        guard !needle.isEmpty, end - start >= needle.count else { return nil }
        for index in start...(end - needle.count)
        where bytes[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
