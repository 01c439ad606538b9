import Foundation
import GRDB

/// What ike remembers of a vdir (`vdir_seen`, VdirSeenSchema.swift): which of its tasks'
/// files it last wrote or found in the folder, under which names, and when. Recorded after each `ike export
/// --format vdir` and each `ike import DIR` of a vdir, so the next one can tell a file another app removed
/// (a deletion) from a task that was never there (new in ike).
public enum VdirMemory {
    /// One remembered task file.
    public struct Entry: Equatable, Sendable {
        /// The file's name in the folder.
        public var name: String
        /// When the folder was recorded (milliseconds): a task changed in ike after it holds an edit that
        /// the removal of its file never saw.
        public var seenAt: Int64
    }

    /// The folder as it is remembered: its real path (links resolved, so `~/tasks` and a link to it are one
    /// folder), or the path as given when it cannot be resolved.
    public static func key(ofFolder path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The task files remembered for the folder `key`, by uid; none for a folder never recorded, or in a
    /// database from before the table (read as it is by `--dry-run`).
    static func entries(folder key: String, db: Database) throws -> [String: Entry] {
        guard try db.tableExists("vdir_seen") else { return [:] }
        var entries: [String: Entry] = [:]
        let rows = try Row.fetchCursor(
            db, sql: "SELECT uid, name, seenAt FROM vdir_seen WHERE folder = ?", arguments: [key])
        while let row = try rows.next() {
            entries[row[0]] = Entry(name: row[1], seenAt: row[2])
        }
        return entries
    }

    /// Replaces what is remembered of the folder `key` with `files` (task uid → file name) at `seenAt`;
    /// only uids of tasks ike holds are kept, as only those can be deleted later.
    static func record(_ files: [String: String], folder key: String, seenAt: Int64, db: Database) throws {
        try db.execute(sql: "DELETE FROM vdir_seen WHERE folder = ?", arguments: [key])
        let insert = try db.makeStatement(
            sql: "INSERT OR REPLACE INTO vdir_seen SELECT ?, uid, ?, ? FROM task WHERE uid = ?")
        for (uid, name) in files {
            try insert.execute(arguments: [key, name, seenAt, uid])
        }
    }
}
