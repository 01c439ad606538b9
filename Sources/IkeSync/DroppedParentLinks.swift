import Foundation
import IkeCore
import IkeInterchange
import Synchronization

/// Notices a server that stores a task without the parent link ike sent (Docs/Sync.md, "Servers that
/// change what they store"): the read-back after a write is compared with what was written, and the first
/// time a collection drops `RELATED-TO` the sync says so. The link stays here: the read-back becomes the
/// base, so the next merge sees no change from the server and keeps this machine's parent.
final class DroppedParentLinks: Sendable {
    private let said = Mutex<[String]>([])

    /// What this run has to say, at most once per collection ever.
    var notices: [String] { said.withLock { $0 } }

    /// Records that `stored`, the server's text read back after a write naming `sentParent`, names no
    /// parent, for task `uid` in `collection` (said only the first time for that collection).
    func check(
        sentParent: String?, stored: [UInt8], uid: String, store: TaskStore, collection: SyncCollectionRecord
    ) throws {
        guard sentParent != nil, Self.parent(in: stored) == nil,
            try store.noteDroppedParentLinks(collectionID: collection.id)
        else { return }
        let title = try store.item(uid: uid)?.title ?? uid
        let notice =
            "\(collection.url) dropped the parent link (RELATED-TO) of “\(title)”: other apps will list its "
            + "steps at the top level; ike keeps the link here"
        said.withLock { $0.append(notice) }
    }

    /// The parent a VTODO's text names, if it reads as one.
    private static func parent(in text: [UInt8]) -> String? {
        guard case .success(let todo) = SyncedTodo.read(text) else { return nil }
        return todo.todo.parentUID
    }
}
