import Foundation

/// A server collection ike syncs with, and how far it has synced.
public struct SyncCollectionRecord: Hashable, Sendable {
    public let id: Int64
    public let url: String
    /// The tag the collection's tasks carry; nil for the first (default) collection.
    public let tag: String?
    /// The last RFC 6578 sync token the server gave, if any.
    public let syncToken: String?
    public let lastSyncAt: Date?
    /// Syncs so far, for the periodic full reconciliation.
    public let syncCount: Int
    /// The server was seen storing a task without the parent link ike sent (said once, then kept here).
    public let dropsParentLinks: Bool
}

/// What the server last had of one task: where it is, its ETag and its text (the merge's base).
public struct SyncItemRecord: Hashable, Sendable {
    public let uid: String
    public let collectionID: Int64
    public let href: String
    public let etag: String?
    public let base: String
    /// Local changes so far (kept by triggers); the task needs sending while it is ahead of `syncedRevision`.
    public let revision: Int
    public let syncedRevision: Int

    /// Changed here since the server last had it.
    public var isDirty: Bool { revision > syncedRevision }
}

/// A synced task deleted here whose server copy is still to be deleted.
public struct SyncTombstone: Hashable, Sendable {
    public let uid: String
    public let collectionID: Int64
    public let href: String
    public let etag: String?
    public let base: String
}

/// A field both sides changed: the value kept and the one that lost, for `ike sync --status`.
public struct SyncConflict: Hashable, Sendable {
    public let uid: String
    public let title: String
    public let field: String
    public let kept: String
    public let lost: String
    /// "local" or "server": whose value was kept.
    public let keptSide: String
    public let at: Date

    /// A conflict from its parts.
    public init(
        uid: String, title: String, field: String, kept: String, lost: String, keptSide: String, at: Date
    ) {
        self.uid = uid
        self.title = title
        self.field = field
        self.kept = kept
        self.lost = lost
        self.keptSide = keptSide
        self.at = at
    }
}

/// What a plan needs of one synced task: where the server has it and whether it changed here, without the
/// stored server copy (read only for a task that needs a merge or an update).
public struct SyncItemState: Hashable, Sendable {
    public let uid: String
    public let collectionID: Int64
    public let href: String
    public let etag: String?
    /// Changed here since the server last had it.
    public let isDirty: Bool
}
