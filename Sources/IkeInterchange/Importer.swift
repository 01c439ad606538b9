import Foundation
import IkeCore

/// Imports a file into the store in one transaction: parse everything first, match tasks by uid, then add
/// the new ones at the bottom (in file order) and update the changed ones; any error imports nothing.
public struct Importer {
    public let store: TaskStore

    /// An importer into `store`.
    public init(store: TaskStore) {
        self.store = store
    }

    /// Imports `bytes` read from `file` (for messages; `-` is standard input). `format` `nil` detects it;
    /// `dryRun` plans without writing; `overwrite` lets records older than the stored task win.
    public func run(
        file: String, bytes: [UInt8], format: InterchangeFormat? = nil, dryRun: Bool = false,
        overwrite: Bool = false
    ) throws -> ImportPlan {
        let parsed = try Self.parse(
            file: file, bytes: bytes, format: format, timeZone: store.environment.timeZone)
        return try run(parsed, file: file, dryRun: dryRun, overwrite: overwrite)
    }

    /// Reads and checks a whole file without a store, so the command line can refuse a bad file before it
    /// opens (and perhaps creates or migrates) the database.
    public static func parse(
        file: String, bytes: [UInt8], format: InterchangeFormat?, timeZone: TimeZone
    ) throws(ImportError) -> ParsedFile {
        do {
            let text = try ImportText(bytes)
            return try normalized(InterchangeDecoder.parse(text, format: format, timeZone: timeZone))
        } catch {
            throw error.named(displayName(file))
        }
    }

    /// Matches a parsed file with the store and, unless `dryRun`, writes it in one transaction. A record
    /// older than the stored task's last change is skipped unless `overwrite`. For a vdir (`vdir`), the
    /// tasks whose files another app removed are deleted too (`VdirRemovals`), and the folder's files are
    /// remembered in the same transaction (`VdirMemory`).
    public func run(
        _ parsed: ParsedFile, file: String, dryRun: Bool = false, overwrite: Bool = false,
        vdir: VdirImport? = nil
    ) throws -> ImportPlan {
        let name = Self.displayName(file)
        var plan = ImportPlan(file: name, format: parsed.format)
        plan.skipped = parsed.skipped
        plan.sources = parsed.sources
        do {
            if dryRun {
                (plan.entries, plan.editedSinceRemoval, plan.focusPeriodsAdded) = try store.readForImport {
                    lookup in
                    let removals = try Self.removals(in: vdir, lookup: lookup)
                    return (
                        try self.plan(parsed, lookup: &lookup, overwrite: overwrite) + removals.entries,
                        removals.edited, try lookup.newFocusPeriods(parsed.focusPeriods)
                    )
                }
                return plan
            }
            (plan.entries, plan.editedSinceRemoval, plan.focusPeriodsAdded) = try store.change { writer in
                var lookup = try writer.importLookup()
                let removals = try Self.removals(in: vdir, lookup: lookup)
                let entries = try self.plan(parsed, lookup: &lookup, overwrite: overwrite) + removals.entries
                let formats = parsed.sources.isEmpty ? [parsed.format] : parsed.sources.map(\.format)
                try writer.applyImport(
                    entries.map(\.storedRecord),
                    originalFormats: formats.map { $0.keepsOriginals ? $0.rawValue : nil })
                if let vdir {
                    // After the updates, whose times of change are at most now: only a later edit keeps a
                    // task whose file goes.
                    try writer.rememberVdir(
                        vdir.fileNames, folder: vdir.key, seenAt: store.environment.now().milliseconds)
                }
                // After the tasks, though a period needs no task: one deleted since still counts its minutes.
                return (entries, removals.edited, try writer.addFocusPeriods(parsed.focusPeriods))
            }.value
        } catch {
            throw error.named(name)
        }
        plan.applied = true
        return plan
    }

    /// The deletions of the tasks whose files another app removed from the vdir, and the tasks kept
    /// because they changed in ike since (`ImportPlan.editedSinceRemoval`); none without a vdir.
    private static func removals(
        in vdir: VdirImport?, lookup: ImportLookup
    ) throws -> (entries: [ImportPlan.Entry], edited: [String]) {
        guard let vdir else { return ([], []) }
        let removals = try VdirRemovals(
            folder: vdir.key, present: vdir.present, names: vdir.names, lookup: lookup)
        let entries = removals.deleted.map {
            ImportPlan.Entry(
                action: .delete, item: $0.item, changedFields: [], line: 0,
                reason: "its file was removed from the folder since ike last wrote or read it",
                removedFile: $0.name)
        }
        return (entries, removals.kept.map { "\($0.name) (“\($0.item.title)”)" })
    }

    /// The file as messages name it.
    private static func displayName(_ file: String) -> String {
        file == "-" ? "standard input" : file
    }

    /// Titles and notes in their stored form. A record without a title is a task without one (shown as
    /// “(no title)”) when it has an id of its own (a VTODO's UID: SUMMARY is optional) or marks a deletion;
    /// without an id there is nothing to know it by, and it is an error at its line.
    private static func normalized(_ file: ParsedFile) throws(ImportError) -> ParsedFile {
        var file = file
        for index in file.tasks.indices {
            let task = file.tasks[index]
            guard let title = TextNormalizer.title(task.title) ?? untitled(task) else {
                throw ImportError(line: task.line, record: task.record, "the task has no title")
            }
            file.tasks[index].title = title
            file.tasks[index].notes = TextNormalizer.notes(task.notes)
            if let legacy = task.legacyTitle { file.tasks[index].legacyTitle = TextNormalizer.title(legacy) }
        }
        return file
    }

    /// The empty title of a record that may have none (see `normalized`), else `nil`.
    private static func untitled(_ task: ImportedTask) -> String? {
        task.writtenID != nil || task.deletion != nil ? "" : nil
    }

    /// Matches each task with the store by uid and decides what happens to it.
    private func plan(
        _ file: ParsedFile, lookup: inout ImportLookup, overwrite: Bool
    ) throws -> [ImportPlan.Entry] {
        let existing = try lookup.uids()
        let now = Date(storedMilliseconds: store.environment.now())
        let timeZone = store.environment.timeZone
        // Each file's records by its own format's rules (one entry when the import is one file).
        let formats = file.sources.isEmpty ? [file.format] : file.sources.map(\.format)
        let carriedFields = formats.map(\.carriedFields)
        let repeatSyntaxes = formats.map(\.repeatSyntaxes)
        let legacyTitleFormats = formats.map(\.wroteTagsInTitles)
        let several = !file.sources.isEmpty
        var seen: [String: (line: Int, source: Int)] = [:]
        seen.reserveCapacity(file.tasks.count)
        var entries: [ImportPlan.Entry] = []
        entries.reserveCapacity(file.tasks.count)
        let occurrences = OccurrenceMatcher(file, held: existing)
        for var task in file.tasks {
            if let written = task.writtenID, existing.contains(written) { task.uid = written }
            if let occurrence = task.occurrenceUID, try occurrences.isOccurrence(task, lookup: &lookup) {
                // A done copy of a repeating task: one occurrence of the series, not the series itself.
                task.seriesUID = task.uid
                task.repeats = nil
                task.uid = occurrence
            }
            if let first = seen.updateValue((task.line, task.source), forKey: task.uid) {
                // Of several files, the error names the file (`run` names a single one).
                let place = first.source == task.source ? "" : file.sources[first.source].file + ", "
                throw ImportError(
                    file: several ? file.sources[task.source].file : "", line: task.line, record: task.record,
                    "the uid “\(task.uid)” was already used at \(place)line \(first.line)")
            }
            let carried = carriedFields[task.source]
            let legacyTitles = legacyTitleFormats[task.source]
            let stored = existing.contains(task.uid) ? try lookup.item(uid: task.uid) : nil
            if let deletion = task.deletion {
                entries.append(
                    Self.deletionEntry(task, stored: stored, reason: deletion, overwrite: overwrite, now: now)
                )
            } else if let old = stored {
                let new = Self.merge(
                    task, into: old, carried: carried, legacyTitles: legacyTitles, now: now,
                    timeZone: timeZone, repeatSyntaxes: repeatSyntaxes[task.source])
                let changed = Self.changedFields(old, new)
                if changed.isEmpty {
                    entries.append(.init(action: .unchanged, item: old, changedFields: [], line: task.line))
                } else if !overwrite && Self.isOlder(task, than: old) {
                    entries.append(
                        .init(
                            action: .skip, item: old, changedFields: changed, line: task.line,
                            reason: Self.olderReason))
                } else {
                    entries.append(.init(action: .update, item: new, changedFields: changed, line: task.line))
                }
            } else {
                entries.append(
                    .init(
                        action: .add, item: Self.newItem(task, now: now, timeZone: timeZone),
                        changedFields: [], line: task.line))
            }
            if several { entries[entries.count - 1].source = task.source }
            entries[entries.count - 1].original = task.original
        }
        return entries
    }
}

extension Error {
    /// An `ImportError` attributed to the file, unless it names one already (a file of several); other
    /// errors unchanged.
    fileprivate func named(_ file: String) -> any Error {
        guard let error = self as? ImportError else { return self }
        return error.file.isEmpty ? error.named(file) : error
    }
}
