/// One record of an import as the store writes it (`TaskWriter.applyImport`): the importer decides, the
/// store only carries out, so the file formats never touch SQL.
public protocol ImportedRecord {
    /// What happens to the record's task.
    var storeAction: ImportStoreAction { get }
    /// The task as it is to be stored (for a deletion, as it was).
    var item: TodoItem { get }
    /// The record as its app wrote it, kept beside the task (`OriginalRecord`), or `nil` for none.
    var originalText: String? { get }
    /// The file it came from, as an index into the import's `originalFormats`.
    var source: Int { get }
}

/// What an import does to one task in the store.
public enum ImportStoreAction: Equatable, Sendable {
    /// A new task, added at the bottom in file order.
    case add
    /// A task whose fields change; `tagsChanged` when its tags do (the tag links are rewritten then only).
    case update(tagsChanged: Bool)
    /// A task the record matches as it is: only its original is refreshed.
    case unchanged
    case delete
    /// A record left alone (older than the task, or deleted in its app and not here).
    case skip
}
