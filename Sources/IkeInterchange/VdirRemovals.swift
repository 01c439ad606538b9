import Foundation
import IkeCore

/// The tasks of a vdir whose files another app removed (todoman's `todo delete`, vdirsyncer's sync of a
/// deletion) since ike last wrote or read the folder (`VdirMemory`): a task ike holds whose uid was
/// remembered there, whose remembered file name is gone and whose uid no file in the folder has.
///
/// The edit wins, as in sync (Docs/Sync.md): a task changed in ike after the folder was recorded holds a
/// change that the removal never saw, so it is kept and written again; the others are deletions. A folder
/// never recorded by this database (new, or exported to from another one) has nothing remembered, so
/// nothing in it is a deletion.
struct VdirRemovals {
    /// One task whose file is gone.
    struct Removal {
        var item: TodoItem
        /// The name its file had.
        var name: String
        /// When the folder was recorded.
        var seenAt: Int64
    }

    /// The tasks to delete, in the order of their files' names.
    var deleted: [Removal] = []
    /// The tasks kept because they changed in ike after the folder was recorded, in the same order.
    var kept: [Removal] = []

    /// The removals in the folder `key`, whose task files hold the uids `present` and whose entries are
    /// `names` (a file still there under its remembered name is never a removal, even when it no longer
    /// reads as one task: another app may be halfway through writing it).
    init(folder key: String, present: Set<String>, names: Set<String>, lookup: ImportLookup) throws {
        let remembered = try lookup.vdirEntries(folder: key)
        guard !remembered.isEmpty else { return }
        for (uid, entry) in remembered.sorted(by: {
            $0.value.name.utf8.lexicographicallyPrecedes($1.value.name.utf8)
        })
        where !present.contains(uid) && !names.contains(entry.name) {
            guard let item = try lookup.item(uid: uid) else { continue }
            let removal = Removal(item: item, name: entry.name, seenAt: entry.seenAt)
            if Self.changedSince(item, seenAt: entry.seenAt) {
                kept.append(removal)
            } else {
                deleted.append(removal)
            }
        }
    }

    /// Whether `item` changed in ike after the folder was recorded at `seenAt`.
    static func changedSince(_ item: TodoItem, seenAt: Int64) -> Bool {
        item.updatedAt.milliseconds > seenAt
    }

    /// The uids a folder's task files hold: each file's uid, and the id as written and the occurrence's uid
    /// where they differ, so a file is never missed for the uid the import would match it by.
    static func uids(of tasks: some Sequence<ImportedTask>) -> Set<String> {
        var uids: Set<String> = []
        for task in tasks {
            uids.insert(task.uid)
            if let written = task.writtenID { uids.insert(written) }
            if let occurrence = task.occurrenceUID { uids.insert(occurrence) }
        }
        return uids
    }
}
