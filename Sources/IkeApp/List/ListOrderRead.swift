import IkeCore

/// The order of the list's window read again after one of its tasks moved among its siblings, the moved
/// task read again with it (its order key changed).
///
/// A move changes no task's fields but the moved one's order key, so the same tasks show. When the task
/// moves, with its steps, from between the window's first and last rows to between them again, the rows
/// from the first to the last are the same ones in a new order (Docs/Architecture.md, "A change to one
/// task's fields"): the list takes that order in place of reading its window again (`ListLoader.loadOrder`).
public struct ListOrderRead: Hashable, Sendable {
    /// The window's uids in the tree's order now.
    public var order: [String]
    public var moved: TodoItem

    /// A read order from its parts.
    public init(order: [String], moved: TodoItem) {
        self.order = order
        self.moved = moved
    }
}
