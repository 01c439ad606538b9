/// One record of an import as the store writes it (`TaskWriter.applyImport`): the importer decides, the
/// store only carries out, so the file formats never touch SQL. A concrete type, not a protocol: the store's
/// loops over 100k records ran unspecialized across the module boundary, copying each record at every look
/// (a Taskwarrior import of 100k tasks took an eighth longer).
public struct ImportedRecord: Sendable {
    /// What happens to the record's task.
    public var storeAction: ImportStoreAction
    /// The task as it is to be stored (for a deletion, as it was).
    public var item: TodoItem
    /// The record as its app wrote it, kept beside the task (`OriginalRecord`), or `nil` for none.
    public var originalText: String?
    /// The file it came from, as an index into the import's `originalFormats`.
    public var source: Int

    /// A record from its parts.
    public init(storeAction: ImportStoreAction, item: TodoItem, originalText: String?, source: Int) {
        self.storeAction = storeAction
        self.item = item
        self.originalText = originalText
        self.source = source
    }
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
