import Foundation
import GRDB
import Testing

@testable import IkeCore

/// 2026-11-22 09:00 UTC, a Sunday: the "now" of every core test.
let testNow = Date(timeIntervalSince1970: 1_795_338_000)

/// A migrated in-memory store with a frozen clock and sequential uids.
func makeStore() throws -> TaskStore {
    try TaskStore.inMemory(environment: .fixed(at: testNow))
}

/// Adds tasks with these titles at the bottom, in order, and returns them as saved.
@discardableResult
func addTasks(_ store: TaskStore, _ titles: [String]) throws -> [TodoItem] {
    try store.change { writer in
        try titles.map { try writer.insert(try writer.newItem(title: $0), at: .bottom) }
    }.value
}

/// The titles of `filter`'s tasks in list order.
func titles(_ store: TaskStore, _ filter: TaskFilter = .all) throws -> [String] {
    try store.items(filter).map(\.title)
}

/// The bytes and modification time of a file, to prove it was left untouched.
func fingerprint(_ path: String) throws -> (Data, Date) {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (data, attributes[.modificationDate] as! Date)
}

/// Checks that undoing `mutation` gives back `before` and redoing it gives back what the store holds now,
/// comparing every task (the way undo and redo use it).
func expectInvertsCleanly(
    _ store: TaskStore, _ mutation: Mutation, before: [TodoItem],
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let after = try store.items()
    #expect(after != before, "the write changed nothing", sourceLocation: sourceLocation)
    try store.apply(mutation.inverse)
    #expect(try store.items() == before, sourceLocation: sourceLocation)
    try store.apply(mutation)
    #expect(try store.items() == after, sourceLocation: sourceLocation)
}
