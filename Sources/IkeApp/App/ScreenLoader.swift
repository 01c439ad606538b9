import IkeCore

/// The one shape every screen's read takes: a query (a value the reducer built from the state) in, a
/// snapshot (a value the reducer applies) out. `AppLoop` runs it; nothing else in a screen reads the store.
public protocol ScreenLoader {
    associatedtype Query: Hashable & Sendable
    associatedtype Snapshot: Hashable & Sendable

    /// Reads what `query` asks for.
    static func load(_ query: Query, from store: TaskStore) throws -> Snapshot
}
