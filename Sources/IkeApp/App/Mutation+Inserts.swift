import IkeCore

/// What a committed change inserted, which decides the selection after it and after its undo.
extension Mutation {
    /// The last task this change inserted, if any (quick add selects it).
    var lastInsert: Mutation? {
        switch self {
        case .insert: self
        case .batch(let list): list.reversed().lazy.compactMap(\.lastInsert).first
        default: nil
        }
    }

    /// The uids of the tasks this change inserted.
    var insertedUIDs: [String] {
        switch self {
        case .insert(let item): [item.uid]
        case .batch(let list): list.flatMap(\.insertedUIDs)
        default: []
        }
    }

    /// Whether the change only adds tasks (so undoing it leaves nothing to select).
    var isInsertOnly: Bool {
        switch self {
        case .insert: true
        case .batch(let list): list.allSatisfy(\.isInsertOnly)
        default: false
        }
    }
}
