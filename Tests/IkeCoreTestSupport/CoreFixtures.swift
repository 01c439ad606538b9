import Foundation
import GRDB
import Testing

@testable import IkeCore

// What the core and interchange tests share: a frozen clock, stores, shorthands and checks of the store.

/// 2026-11-22 09:00 UTC, a Sunday: the "now" of every core test.
public let testNow = Date(timeIntervalSince1970: 1_795_338_000)

/// A migrated in-memory store with a clock frozen at `now` and sequential uids.
public func makeStore(at now: Date = testNow) throws -> TaskStore {
    try TaskStore.inMemory(environment: .fixed(at: now))
}

/// 2026-11-26 09:00 UTC: a clock after the dates other apps wrote in the fixtures (their last changes are
/// on 25 November), as a person's is when they import a file; an edit's time never goes back before a
/// task's last change, so a clock behind the fixtures would leave their LAST-MODIFIED and `modified` as
/// they were.
public let afterFixtures = Date(timeIntervalSince1970: 1_795_338_000 + 4 * 86_400)

/// Adds tasks with these titles at the bottom, in order, and returns them as saved.
@discardableResult
public func addTasks(_ store: TaskStore, _ titles: [String]) throws -> [TodoItem] {
    try store.change { writer in
        try titles.map { try writer.insert(try writer.newItem(title: $0), at: .bottom) }
    }.value
}

/// The titles of `filter`'s tasks in list order.
public func titles(_ store: TaskStore, _ filter: TaskFilter = .all) throws -> [String] {
    try store.items(filter).map(\.title)
}

/// The bytes and modification time of a file, to prove it was left untouched.
public func fingerprint(_ path: String) throws -> (Data, Date) {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (data, attributes[.modificationDate] as! Date)
}

/// The tags named, as a set (test shorthand for `TagSet(parsing:)`).
public func tags(_ names: String...) throws -> TagSet {
    try TagSet(parsing: names)
}

/// Checks each tag's trigger-kept counts against counting its links, and that no tag is left without one.
public func expectTagTallyMatchesTheLinks(
    _ store: TaskStore, after what: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let (kept, counted) = try store.read { db in
        let kept = try Row.fetchAll(db, sql: "SELECT key, openCount, doneCount FROM tag ORDER BY key")
        let counted = try Row.fetchAll(
            db,
            sql: """
                SELECT tag.key, sum(task.isDone = 0), sum(task.isDone) FROM task_tag
                JOIN tag ON tag.id = task_tag.tagId JOIN task ON task.id = task_tag.taskId
                GROUP BY tag.id ORDER BY tag.key
                """)
        return (
            kept.map { "\($0[0] as String) \($0[1] as Int) \($0[2] as Int)" },
            counted.map { "\($0[0] as String) \($0[1] as Int) \($0[2] as Int)" }
        )
    }
    #expect(kept == counted, "\(what)", sourceLocation: sourceLocation)
}

/// A database file migrated up to `migration`, holding one task per title (the second one done), as an
/// ike of that schema wrote them.
public func oldDatabase(at path: String, upTo migration: String, titles: [String]) throws {
    let queue = try DatabaseQueue(path: path)
    try Schema.migrator.migrate(queue, upTo: migration)
    try queue.write { db in
        for (index, title) in titles.enumerated() {
            let done = index == 1 || index == 3
            try db.execute(
                sql: """
                    INSERT INTO task (uid, title, isDone, doneAt, orderKey, createdAt, updatedAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    "old-\(index)", title, done, done ? 1_790_000_000_000 : nil,
                    "a\(index < 10 ? "0" : "")\(index)", 1_790_000_000_000 + Int64(index),
                    1_790_000_100_000 + Int64(index),
                ])
        }
    }
}

/// A database at `path` migrated only up to `migration`, holding one task ('old', "Kept", due 30 November
/// 2026), and that task as the store's selection for its schema reads it without migrating (what a dry run
/// sees). The queue is closed, so the caller can open the file as a store and migrate it.
public func unmigratedTask(at path: String, upTo migration: String) throws -> TodoItem? {
    let queue = try DatabaseQueue(path: path)
    try Schema.migrator.migrate(queue, upTo: migration)
    try queue.write { db in
        try db.execute(
            sql: """
                INSERT INTO task (uid, title, deadline, orderKey, createdAt, updatedAt)
                VALUES ('old', 'Kept', '2026-11-30', 'a0', 1795338000000, 1795338000000)
                """)
    }
    let selection = try queue.read { try TodoItem.selection(in: $0) }
    let items = try queue.read { try TodoItem.fetchAll($0, sql: "SELECT \(selection) FROM task") }
    try queue.close()
    return items.count == 1 ? items[0] : nil
}
