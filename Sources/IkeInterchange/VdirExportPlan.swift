import Foundation
import IkeCore

/// What `ike export --format vdir` does to a folder, decided before anything is written: which files it
/// writes (each task in the file that already holds its uid, whatever that file is named, else in
/// `VdirFileName`'s name), which it leaves unchanged, and which files of tasks no longer in ike it finds.
///
/// A file is left unchanged when it says what ike holds: the same bytes, or a record that `ike import`
/// would find unchanged (another app's file of a task not edited in ike keeps its own properties).
struct VdirExportPlan {
    /// One file to write.
    struct Write: Equatable {
        var name: String
        var bytes: [UInt8]
        /// The permission bits of the file it replaces, or `nil` for a new file.
        var replacedMode: mode_t?
    }

    /// The files to write, in the tasks' list order.
    var writes: [Write] = []
    /// How many tasks' files already say what ike holds.
    var unchanged = 0
    /// Files ike wrote of tasks it no longer holds: `--delete` removes them, in name order.
    var stale: [String] = []
    /// Files of tasks ike does not hold that another app wrote (a task added in todoman since the last
    /// import): never removed.
    var foreign: [String] = []
    /// Files of tasks another app changed after ike last did (their LAST-MODIFIED is later than the task's
    /// time of change in ike), with the task's title: left as they are, so an edit made in todoman is never
    /// written over by an older copy; `ike import` takes it in, as it takes the newer side of each task.
    var newer: [(name: String, title: String)] = []
    /// Second files of a uid whose first file (in name order) was kept: left as they are.
    var duplicates: [(uid: String, kept: String, other: String)] = []
    /// The file that holds each task after the plan is carried out, by uid: what `VdirMemory` records.
    var fileNames: [String: String] = [:]

    /// The plan for writing `items` into `folder`; `timeZone` is the one the folder's dates are read in. A
    /// task with an iCalendar original (`originals`, by task id) is written as its original with ike's
    /// changes, as `ike export --format ics` writes it. `overwriting` writes over files changed after ike's
    /// task too (`ike export --overwrite`, as `ike import --overwrite` lets older records win).
    init(
        items: [TodoItem], folder: VdirFolder, timeZone: TimeZone, originals: [Int64: TaskOriginal] = [:],
        overwriting: Bool = false
    ) {
        let held = Set(items.lazy.map(\.uid))
        var fileByUID: [String: VdirFolder.TaskFile] = [:]
        for file in folder.taskFiles {
            let uid = file.task.uid
            if !held.contains(uid) {
                if file.isIkeWritten {
                    stale.append(file.name)
                } else {
                    foreign.append(file.name)
                }
            } else if let kept = fileByUID[uid] {
                duplicates.append((uid, kept.name, file.name))
            } else {
                fileByUID[uid] = file
            }
        }
        var taken = folder.names
        // Tasks whose first-choice name is taken by a file that is not theirs, named after all others.
        var displaced: [(item: TodoItem, bytes: [UInt8])] = []
        for item in items {
            let bytes = ICalendarCodec.encode([item], originals: originals, timeZone: timeZone)
            if let file = fileByUID[item.uid] {
                fileNames[item.uid] = file.name
                if file.bytes == bytes || Self.saysTheSame(file.task, item, timeZone: timeZone) {
                    unchanged += 1
                } else if !overwriting && Self.changedLater(file.task, than: item) {
                    newer.append((file.name, item.title))
                } else {
                    writes.append(Write(name: file.name, bytes: bytes, replacedMode: file.mode))
                }
                continue
            }
            let name = VdirFileName.name(for: item.uid)
            if taken.insert(name).inserted {
                fileNames[item.uid] = name
                writes.append(Write(name: name, bytes: bytes, replacedMode: nil))
            } else {
                displaced.append((item, bytes))
            }
        }
        for (item, bytes) in displaced {
            let stem = VdirFileName.name(for: item.uid).dropLast(VdirFileName.fileExtension.count)
            var number = 2
            while !taken.insert(stem + "~\(number)" + VdirFileName.fileExtension).inserted { number += 1 }
            let name = stem + "~\(number)" + VdirFileName.fileExtension
            fileNames[item.uid] = name
            writes.append(Write(name: name, bytes: bytes, replacedMode: nil))
        }
    }

    /// Whether the file's task changed after ike's, to the whole second (`Importer.isOlder` the other way
    /// round): ike writes its time of change as LAST-MODIFIED, so a file ike wrote is never later than the
    /// task it wrote; a file without one is not later.
    static func changedLater(_ task: ImportedTask, than item: TodoItem) -> Bool {
        guard let changed = task.updatedAt else { return false }
        return changed.timeIntervalSince1970.rounded(.down)
            > item.updatedAt.timeIntervalSince1970.rounded(.down)
    }

    /// Whether importing `task` would leave `item` as it is: the file already says what ike holds.
    static func saysTheSame(_ task: ImportedTask, _ item: TodoItem, timeZone: TimeZone) -> Bool {
        let merged = Importer.merge(
            task, into: item, carried: InterchangeFormat.iCalendar.carriedFields, legacyTitles: true,
            now: item.updatedAt, timeZone: timeZone)
        return Importer.changedFields(item, merged).isEmpty
    }
}
