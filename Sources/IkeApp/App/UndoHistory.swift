import IkeCore

/// One user intent that can be undone: the committed change and how to describe it.
public struct UndoEntry: Hashable, Sendable {
    public var mutation: Mutation
    /// What was done, for "Undid …" and "Redid …" ("delete “Buy milk”").
    public var label: String

    /// An entry from its parts.
    public init(mutation: Mutation, label: String) {
        self.mutation = mutation
        self.label = label
    }
}

/// Undo and redo stacks; a new intent clears redo.
public struct UndoHistory: Hashable, Sendable {
    public private(set) var undoStack: [UndoEntry] = []
    public private(set) var redoStack: [UndoEntry] = []
    /// Older entries are dropped past this many, so a long session cannot grow without bound.
    public let limit: Int

    /// Empty history keeping at most `limit` entries.
    public init(limit: Int = 500) {
        self.limit = limit
    }

    /// Records a new intent; clears redo.
    public mutating func record(_ entry: UndoEntry) {
        guard !entry.mutation.isEmpty else { return }
        undoStack.append(entry)
        if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
        redoStack.removeAll()
    }

    /// The entry an undo would invert.
    public var nextUndo: UndoEntry? { undoStack.last }
    /// The entry a redo would re-apply.
    public var nextRedo: UndoEntry? { redoStack.last }

    /// Moves the last entry to the redo stack once its inverse has been committed.
    public mutating func didUndo() {
        guard let entry = undoStack.popLast() else { return }
        redoStack.append(entry)
    }

    /// Moves the last redo entry back to the undo stack once it has been re-applied.
    public mutating func didRedo() {
        guard let entry = redoStack.popLast() else { return }
        undoStack.append(entry)
    }

    /// Drops an entry that can no longer be applied (another process changed its task).
    public mutating func discardUndo() { _ = undoStack.popLast() }
    /// Drops a redo entry that can no longer be applied.
    public mutating func discardRedo() { _ = redoStack.popLast() }
}
