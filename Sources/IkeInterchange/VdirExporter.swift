import Foundation
import IkeCore

/// `ike export --format vdir -o DIR`: one `.ics` per task in a folder that todoman and vdirsyncer read and
/// write (a vdir). Each task goes into the file that already holds its uid, else into a new file named by
/// its uid (`VdirFileName`); a file that already says what ike holds is not written, so its time of change
/// (which vdirsyncer and todoman go by) stays. Files ike wrote of tasks it no longer holds are removed only
/// when asked (`deleting`); no other file is ever removed. A file another app removed is a deletion of its
/// task in ike (`VdirRemovals`).
public enum VdirExporter {
    /// What an export did.
    public struct Summary: Equatable, Sendable {
        /// How many tasks ike holds, each in one file.
        public var tasks = 0
        public var written = 0
        public var unchanged = 0
        /// Files ike wrote of tasks it no longer holds that were removed (`deleting`) …
        public var removed = 0
        /// … or left.
        public var left = 0
        /// Files another app wrote of tasks ike does not hold: always left.
        public var foreign = 0
        /// Second files of a uid, left as they are: `FILE holds the uid of FILE, which was written`.
        public var duplicates: [String] = []
        /// Files another app changed after ike's last change to their task, left as they are: `FILE
        /// (“title”)`.
        public var newer: [String] = []
        /// Temporary files an interrupted export left, removed (`Exporter.removeLeftovers`).
        public var leftovers = 0
        /// Tasks deleted in ike because another app removed their files since ike last wrote or read the
        /// folder (`VdirRemovals`).
        public var deleted = 0
        /// Tasks whose files another app removed but that changed in ike since, written again: `FILE
        /// (“title”)`.
        public var edited: [String] = []
    }

    /// Writes every task of `store` into the folder at `path`, made (with its parents) when missing; a file
    /// another app changed after ike's last change to its task is left unless `overwriting`.
    ///
    /// A task whose file another app removed since ike last wrote or read the folder (`VdirRemovals`) is
    /// deleted in ike, not written back, unless it changed in ike since (then it is written again);
    /// `beforeDeleting` is called first with how many tasks go, to back the database up. The folder's task
    /// files are then remembered (`VdirMemory`). A read-only database deletes and remembers nothing.
    public static func export(
        _ store: TaskStore, to path: String, deleting: Bool, overwriting: Bool = false,
        beforeDeleting: (Int) throws -> Void = { _ in }
    ) throws -> Summary {
        try makeFolder(path)
        // Taken before the tasks are read: a task edited while the files are written is later than it.
        let seenAt = store.environment.now().milliseconds
        let timeZone = store.environment.timeZone
        let folder = try VdirFolder(path: path, timeZone: timeZone)
        let key = VdirMemory.key(ofFolder: path)
        let remembering = store.readOnlyReason == nil
        var summary = Summary()
        if remembering {
            let removals = try store.readForImport {
                try VdirRemovals(
                    folder: key, present: VdirRemovals.uids(of: folder.taskFiles.map(\.task)),
                    names: folder.names, lookup: $0)
            }
            summary.edited = removals.kept.map { "\($0.name) (“\($0.item.title)”)" }
            if !removals.deleted.isEmpty {
                try beforeDeleting(removals.deleted.count)
                let (deleted, edited) = try delete(removals.deleted, from: store)
                summary.deleted = deleted
                summary.edited += edited
            }
        }
        let plan = VdirExportPlan(
            items: try store.items(.all), folder: folder, timeZone: timeZone,
            originals: try store.originals(format: InterchangeFormat.iCalendar.rawValue),
            overwriting: overwriting)
        try VdirWriter.apply(plan, to: path, removing: deleting ? plan.stale : [])
        if remembering {
            try store.change { try $0.rememberVdir(plan.fileNames, folder: key, seenAt: seenAt) }
        }
        let leftovers = Exporter.removeLeftovers(in: path, among: folder.names)
        summary.tasks = plan.writes.count + plan.unchanged + plan.newer.count
        summary.written = plan.writes.count
        summary.unchanged = plan.unchanged
        summary.removed = deleting ? plan.stale.count : 0
        summary.left = deleting ? 0 : plan.stale.count
        summary.foreign = plan.foreign.count
        summary.leftovers = leftovers
        summary.newer = plan.newer.map { "\($0.name) (“\($0.title)”)" }
        summary.duplicates = plan.duplicates.map {
            "\($0.other) holds the uid of \($0.kept), which was written"
        }
        return summary
    }

    /// Deletes the removals' tasks in one change (one undoable step, as every intent is), each checked
    /// again in the transaction: one edited since it was read (the app is open beside the export) is kept.
    /// Returns how many were deleted and the kept ones as `Summary.edited` names them.
    private static func delete(
        _ removals: [VdirRemovals.Removal], from store: TaskStore
    ) throws -> (deleted: Int, edited: [String]) {
        try store.change { writer in
            var deleted = 0
            var edited: [String] = []
            for removal in removals {
                guard let item = try writer.item(uid: removal.item.uid) else { continue }
                if VdirRemovals.changedSince(item, seenAt: removal.seenAt) {
                    edited.append("\(removal.name) (“\(item.title)”)")
                } else {
                    try writer.delete(uid: item.uid)
                    deleted += 1
                }
            }
            return (deleted, edited)
        }.value
    }

    /// Makes the folder at `path` when nothing is there; refuses a file.
    private static func makeFolder(_ path: String) throws(Exporter.Failure) {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw Exporter.Failure(
                    description: "cannot write the vdir \(path): it is a file, not a folder")
            }
            return
        }
        guard errno == ENOENT else { throw Exporter.Failure(path: path, errno: errno) }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw Exporter.Failure(
                description: "cannot make the folder \(path): \(error.localizedDescription)")
        }
    }
}
