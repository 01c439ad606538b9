import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

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
