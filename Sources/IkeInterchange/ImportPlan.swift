import IkeCore

/// What an import does (or, with `--dry-run`, would do): each task of the file added, updated, deleted
/// (a record its app marks deleted), left unchanged or skipped, and the records a codec skipped on purpose.
public struct ImportPlan: Sendable {
    /// What happens to one task of the file.
    public enum Action: String, Sendable {
        case add, update, unchanged, delete
        /// Left alone with a reason: older than the task in ike, or deleted in its app and not in ike.
        case skip
    }

    /// One task of the file and its fate.
    public struct Entry: Sendable {
        public var action: Action
        /// The task as it is (or would be) stored.
        public var item: TodoItem
        /// For an update, the names of the fields that change ("title", "done", …).
        public var changedFields: [String]
        /// Where the task is in the file.
        public var line: Int
        /// Why a skipped record is skipped (“older than the task in ike”).
        public var reason: String?
        /// The file it is in, as an index into `sources` (0 when the import is one file).
        public var source = 0
        /// The record as its app wrote it, stored beside the task (`OriginalRecord`).
        var original: String?
        /// For a deletion of a task whose file another app removed from a vdir (`VdirRemovals`), the name
        /// the file had; the entry has no record, so no line.
        public var removedFile: String?
    }

    /// The file as the user named it.
    public var file: String
    public var format: InterchangeFormat
    public var entries: [Entry] = []
    public var skipped: [(title: String, reason: String)] = []
    /// Whether the plan was carried out (false for `--dry-run`).
    public var applied = false
    /// The files of an import of several files (`ParsedFile.sources`); empty for one file.
    public var sources: [ImportSource] = []
    /// Tasks of a vdir whose files another app removed but that changed in ike since, so they were kept:
    /// `FILE (“title”)`.
    public var editedSinceRemoval: [String] = []
    /// The focus periods of an ike JSON file not stored yet, added (or to add, in a dry run); those
    /// already there are left alone.
    public var focusPeriodsAdded: [FocusPeriodEntry] = []

    /// The formats read, as messages name them: "iCalendar", or "iCalendar, todo.txt" for several files
    /// in several formats (each named once, in the order first read).
    public var formatName: String {
        var names: [String] = []
        for source in sources where !names.contains(source.format.displayName) {
            names.append(source.format.displayName)
        }
        return names.isEmpty ? format.displayName : names.joined(separator: ", ")
    }

    /// The formats read, each once, in the order first read.
    public var formats: [InterchangeFormat] {
        var formats: [InterchangeFormat] = []
        for source in sources where !formats.contains(source.format) { formats.append(source.format) }
        return formats.isEmpty ? [format] : formats
    }

    /// Where `entry`'s record is: "line 3", or "a.ics, line 3" when the import is several files.
    public func place(of entry: Entry) -> String {
        if let removed = entry.removedFile { return "\(removed) (removed)" }
        return sources.isEmpty ? "line \(entry.line)" : "\(sources[entry.source].file), line \(entry.line)"
    }

    /// How many tasks take `action`.
    public func count(_ action: Action) -> Int {
        // By index: `reduce` copied each entry (its task's strings and tags retained and released), a
        // noticeable part of importing 100k tasks, three times over for the summary.
        var count = 0
        for index in entries.indices where entries[index].action == action { count += 1 }
        return count
    }

    /// How many records are left alone on purpose: by the codec or when matched with the store.
    public var skippedCount: Int { skipped.count + count(.skip) }

    /// Whether carrying out the plan changes the database: a task, or a focus period added.
    public var changesTasks: Bool {
        count(.add) + count(.update) + count(.delete) > 0 || !focusPeriodsAdded.isEmpty
    }

    /// "3 added, 1 updated, 2 unchanged, 1 deleted, 1 skipped"; with `dryRun` wording, "3 to add, …".
    /// Deletions are named only when there are some, as skipped records are.
    public var summary: String {
        var parts =
            applied
            ? ["\(count(.add)) added", "\(count(.update)) updated", "\(count(.unchanged)) unchanged"]
            : ["\(count(.add)) to add", "\(count(.update)) to update", "\(count(.unchanged)) unchanged"]
        let deleted = count(.delete)
        if deleted > 0 {
            var part = applied ? "\(deleted) deleted" : "\(deleted) to delete"
            let removed = entries.lazy.filter { $0.removedFile != nil }.count
            if removed > 0 {
                part +=
                    " (" + (removed == deleted ? "" : "\(removed) of them ") + "because "
                    + (removed == 1 ? "its file was" : "their files were")
                    + " removed from the folder since ike last wrote or read it)"
            }
            parts.append(part)
        }
        if skippedCount > 0 { parts.append("\(skippedCount) skipped") }
        let focus = focusPeriodsAdded.count
        if focus > 0 {
            let periods = focus == 1 ? "1 focus period" : "\(focus) focus periods"
            parts.append(applied ? "\(periods) added" : "\(periods) to add")
        }
        return parts.joined(separator: ", ")
    }
}

extension ImportPlan.Entry {
    /// The entry as the store carries it out.
    var storedRecord: ImportedRecord {
        let storeAction: ImportStoreAction =
            switch action {
            case .add: .add
            case .update: .update(tagsChanged: changedFields.contains("tags"))
            case .unchanged: .unchanged
            case .delete: .delete
            case .skip: .skip
            }
        return ImportedRecord(storeAction: storeAction, item: item, originalText: original, source: source)
    }
}
