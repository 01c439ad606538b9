/// What one sync will do, decided before any write: `ike sync --dry-run` prints it and a real run carries
/// out the same actions (Docs/Sync.md, "The plan").
public struct SyncPlan: Hashable, Sendable {
    /// One step of the sync.
    public enum Action: Hashable, Sendable {
        /// Take the server's version (a task new to this database, or one changed only there).
        case receive(RemoteItem, uid: String, title: String)
        /// Both sides changed the task: merge field by field.
        case merge(RemoteItem, uid: String, title: String)
        /// A task the server does not have yet.
        case send(uid: String, title: String)
        /// A task changed here only.
        case update(uid: String, title: String)
        /// A task deleted here: delete it on the server too.
        case deleteRemote(uid: String, href: String, etag: String?, title: String)
        /// A task the server no longer has (checked once more before it goes).
        case deleteLocal(uid: String, href: String, title: String)
        /// Deleted on the server but edited here: the edit wins and the task is sent again.
        case recreate(uid: String, title: String)
        /// The task belongs in this collection but lives in another (its paired tag changed, or another
        /// client moved it): it is created here first (or `copy`, already here, is merged), then its old copy
        /// is deleted (Docs/Sync.md, "Several collections").
        case move(uid: String, from: SyncMoveSource, copy: RemoteItem?, title: String)
    }

    public var actions: [Action]
    /// The token to keep once every action is done.
    public var token: String?
    /// Whether the remote side was read by a full listing (no token, an expired one, or the periodic check).
    public var fullListing: Bool
    /// Server members left alone, in words (events in a task list, items without a UID).
    public var skipped: [String]

    /// How many tasks go to the server, come from it, get deleted and get merged.
    public var counts: (sent: Int, received: Int, deleted: Int, merged: Int) {
        var counts = (sent: 0, received: 0, deleted: 0, merged: 0)
        for action in actions {
            switch action {
            case .receive: counts.received += 1
            case .merge: counts.merged += 1
            case .send, .update, .recreate: counts.sent += 1
            case .move(_, _, let copy, _): if copy == nil { counts.sent += 1 } else { counts.merged += 1 }
            case .deleteRemote, .deleteLocal: counts.deleted += 1
            }
        }
        return counts
    }

    /// Tasks this database would lose.
    public var localDeletions: Int {
        actions.filter { if case .deleteLocal = $0 { true } else { false } }.count
    }
    /// Tasks the server would lose.
    public var remoteDeletions: Int {
        actions.filter { if case .deleteRemote = $0 { true } else { false } }.count
    }

    /// One line per action, as `--dry-run` prints them.
    public var lines: [String] {
        actions.map { action in
            switch action {
            case .receive(_, _, let title): "receive  \(title)"
            case .merge(_, _, let title): "merge    \(title)"
            case .send(_, let title): "send     \(title) (new)"
            case .update(_, let title): "send     \(title)"
            case .deleteRemote(_, _, _, let title): "delete   \(title) (on the server)"
            case .deleteLocal(_, _, let title): "delete   \(title) (here: the server no longer has it)"
            case .recreate(_, let title): "send     \(title) (deleted on the server, edited here: kept)"
            case .move(_, let source, let copy, let title):
                copy == nil
                    ? "move     \(title) (from \(source.name))"
                    : "merge    \(title) (moved here from \(source.name))"
            }
        } + skipped.map { "skip     \($0)" }
    }
}

/// Where a moving task was: its collection, its copy there and whether that copy is already gone.
public struct SyncMoveSource: Hashable, Sendable {
    public let collectionID: Int64
    /// The collection's tag, else its URL, for the plan's lines.
    public let name: String
    public let href: String
    public let etag: String?
    /// The server already deleted the old copy (another client moved the task): nothing is left to delete.
    public let isGone: Bool

    /// A source from its parts.
    public init(collectionID: Int64, name: String, href: String, etag: String?, isGone: Bool) {
        self.collectionID = collectionID
        self.name = name
        self.href = href
        self.etag = etag
        self.isGone = isGone
    }
}
