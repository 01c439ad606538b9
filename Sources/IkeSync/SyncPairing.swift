import IkeCore

/// The collections one sync covers, in the settings file's order, and which of them is each task's home
/// (Docs/Sync.md, "Several collections"): the first collection whose tag the task carries, else the first
/// collection, which is also the home of every task carrying none of the paired tags.
public struct SyncPairing: Sendable {
    public let collections: [SyncCollectionRecord]
    private let tags: [Tag?]

    /// The pairing of `collections` (at least one), in settings order.
    public init(_ collections: [SyncCollectionRecord]) {
        precondition(!collections.isEmpty, "a sync needs a collection")
        self.collections = collections
        tags = collections.map { record in record.tag.flatMap { try? Tag($0) } }
    }

    /// The index of the collection a task carrying `tags` lives in.
    public func home(of tags: TagSet) -> Int {
        for (index, tag) in self.tags.enumerated() {
            if let tag, tags.contains(tag) { return index }
        }
        return 0
    }

    /// The index of the collection with database id `id`, if this sync covers it.
    public func index(ofCollection id: Int64) -> Int? {
        collections.firstIndex { $0.id == id }
    }

    /// The tag the list itself stands for at `index`: every member of that collection carries it here
    /// whether or not its CATEGORIES say so, and ike does not write it there. Nil for the first collection
    /// (it holds untagged tasks too, so membership says nothing) and for a collection without a tag.
    public func listTag(at index: Int) -> Tag? {
        index == 0 ? nil : tags[index]
    }

    /// What decides every task's home, as text to remember: each collection's id and paired tag, in order
    /// (`SyncHomeCheck`).
    var fingerprint: String {
        zip(collections, tags).map { "\($0.id)=\($1?.key ?? "")" }.joined(separator: ",")
    }

    /// A short name for the collection at `index` in messages: its tag, else its URL.
    func name(at index: Int) -> String {
        tags[index].map { Tag.label($0.name) } ?? collections[index].url
    }
}

extension SyncPairing {
    /// `base`, the collection at `index`, read and written as its list tag asks (`TaggedCollectionStore`).
    public func remote(_ base: any CalDAVStore, at index: Int) -> any CalDAVStore {
        listTag(at: index).map { TaggedCollectionStore(base, tag: $0) } ?? base
    }
}
