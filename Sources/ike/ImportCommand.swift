import ArgumentParser
import Foundation
import IkeCore
import IkeInterchange

/// `ike import FILE… [--format F] [--dry-run]`: all or nothing, matched by uid, so importing twice adds nothing.
/// Several files, or a folder's task files, are one import (see `ImportCommand+Several.swift`).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Import tasks from files or folders (- for standard input): all of it or, on any error, nothing.",
        discussion: """
            Several files, or every task file of a folder (a vdir of one .ics per task, or Taskwarrior, \
            JSON, todo.txt, CSV or Markdown files), are one import: an error in any of them imports \
            nothing. A folder's files are read in name order; hidden files, subfolders and files without \
            a task extension (.ics, .json, .txt, .csv, .md, .markdown) are not read. The same uid in two \
            files with different contents is an error. \
            The format is recognised from each file's content unless --format is given. Tasks already in the \
            database (the same uid) are updated, or left alone when unchanged; new ones go to the bottom. \
            A record its app marks deleted (Taskwarrior's deleted, a cancelled VTODO of an iCalendar \
            cancellation) deletes the task with its uid. A record that changed before the task in ike \
            last did (Taskwarrior's modified, iCalendar's LAST-MODIFIED, ike's updatedAt) is skipped \
            unless --overwrite is given. An import that changes tasks first backs up the database and names the \
            backup; ike restore with it undoes the import.
            """)

    @OptionGroup var store: StoreOptions
    @Argument(help: "The files or folders to read, or - (alone) for standard input.") var files: [String]
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "auto, json, todotxt, csv, ics, taskwarrior, markdown, or a simple JSON shape (todos-json, "
                + "checklist-json, titles-json, goals-json, matrix-json).", valueName: "format"))
    var format = "auto"
    @Flag(name: .long, help: "Print what would be added, updated, deleted and skipped, and change nothing.")
    var dryRun =
        false
    @Flag(
        name: .long,
        help: "Let records older than the task in the database (by their own time of change) overwrite it.")
    var overwrite = false

    func validate() throws {
        if files.count > 1 && files.contains("-") {
            throw ValidationError("standard input (-) cannot be imported together with files")
        }
        if format.lowercased() != "auto" && InterchangeFormat(argument: format) == nil {
            throw ValidationError(
                "unknown format “\(format)”; use auto, "
                    + InterchangeFormat.allValueStrings.joined(separator: ", "))
        }
    }

    func run() throws {
        // The files are read and checked before the database is opened, so a bad file never creates or
        // migrates one.
        let file: String
        let parsed: ParsedFile
        var notRead = 0
        var vdir: VdirImport?
        if files.count == 1 && !Self.isFolder(files[0]) {
            file = files[0]
            let bytes = try Self.readInput(file)
            let timeZone = try store.environment.timeZone
            do {
                parsed = try Importer.parse(
                    file: file, bytes: bytes, format: InterchangeFormat(argument: format), timeZone: timeZone)
            } catch {
                throw CLIError(description: error.description)
            }
        } else {
            (file, parsed, notRead, vdir) = try readSeveral()
        }
        if dryRun {
            try planDryRun(parsed, file: file, notRead: notRead, vdir: vdir)
            return
        }
        let plan: ImportPlan
        var backup: Backup?
        do {
            backup = try backUpIfChanging(parsed, file: file, vdir: vdir)
            if !FileManager.default.fileExists(atPath: store.path) {
                // A first import: the checks that need the stored tasks (a uid used twice) are made against
                // none before the database is created, so a file that fails them creates nothing.
                let empty = try TaskStore.inMemory(environment: try store.environment)
                _ = try Importer(store: empty).run(parsed, file: file, dryRun: true)
            }
            plan = try Importer(store: try store.openStore()).run(
                parsed, file: file, overwrite: overwrite, vdir: vdir)
        } catch let error as ImportError {
            throw CLIError(description: error.description)
        }
        Self.noteEdited(plan)
        CLIOutput.line(
            "Imported \(plan.file) (\(plan.formatName)): \(plan.summary)" + Self.notReadText(notRead))
        if let backup { CLIOutput.note("The database as it was before the import: \(backup.path)") }
    }

    /// Backs up an existing database when the import would change it, so any import can be undone with
    /// `ike restore`; an import that changes nothing (the same file again, from a script every hour) takes
    /// no backup slot, which would push out the backups worth keeping.
    private func backUpIfChanging(_ parsed: ParsedFile, file: String, vdir: VdirImport?) throws -> Backup? {
        // An empty database has nothing to lose, and a first import of 100k tasks need not be planned twice.
        guard let existing = try store.openExistingReadOnly(), try existing.count() > 0 else { return nil }
        let preview = try Importer(store: existing).run(
            parsed, file: file, dryRun: true, overwrite: overwrite, vdir: vdir)
        guard preview.changesTasks else { return nil }
        return try BackupFolder(databasePath: store.path).take(of: existing, reason: .import)
    }

    /// Prints what the import would do (`notRead`: the entries of the folders that were not read). The database is only read: a missing one is not created (the plan
    /// is against no tasks, and says so) and an older one is not migrated.
    private func planDryRun(_ parsed: ParsedFile, file: String, notRead: Int, vdir: VdirImport?) throws {
        let existing = try store.openExistingReadOnly()
        let taskStore = try existing ?? TaskStore.inMemory(environment: try store.environment)
        let plan: ImportPlan
        do {
            plan = try Importer(store: taskStore).run(
                parsed, file: file, dryRun: true, overwrite: overwrite, vdir: vdir)
        } catch let error as ImportError {
            throw CLIError(description: error.description)
        }
        Self.noteEdited(plan)
        Self.noteLostFields(plan)
        var lines: [String] = []
        for entry in plan.entries {
            let action = entry.action == .unchanged ? "unchanged" : entry.action.rawValue
            var line =
                action.padding(toLength: 10, withPad: " ", startingAt: 0) + plan.place(of: entry) + ": "
            line += CLIOutput.visible(entry.item.shownTitle)
            if entry.action == .update {
                line += " (" + entry.changedFields.joined(separator: ", ") + ")"
            } else if let reason = entry.reason {
                line += " (" + reason + ")"
            }
            lines.append(line)
        }
        for skipped in plan.skipped {
            lines.append("skip      " + CLIOutput.visible(skipped.title) + " (" + skipped.reason + ")")
        }
        var summary =
            "Dry run of \(plan.file) (\(plan.formatName)): \(plan.summary); nothing was changed"
        if existing == nil { summary += " (there is no database at \(store.path) yet)" }
        summary += Self.notReadText(notRead)
        lines.append(summary)
        CLIOutput.write(lines.joined(separator: "\n") + "\n")
    }

    /// Says, per format read, the fields it has no place for, which a task the import matches keeps as ike
    /// has them (issue 31, item 3); a list position is never an import's to change, so it goes unsaid.
    private static func noteLostFields(_ plan: ImportPlan) {
        for format in plan.formats {
            let lost = TaskField.allCases.filter { $0 != .order && format.treatment(of: $0) == .lost }
            guard !lost.isEmpty else { continue }
            CLIOutput.note(
                "ike: \(format.displayName) has no place for " + lost.map(\.words).joined(separator: ", ")
                    + ": a task it matches keeps its own (Docs/Formats.md, \"Fields by format\")")
        }
    }

    /// Says which tasks of a vdir were kept although their files were removed: they changed in ike since.
    private static func noteEdited(_ plan: ImportPlan) {
        for file in plan.editedSinceRemoval {
            CLIOutput.note(
                "ike: \(CLIOutput.visible(file)) was removed from the folder by another app, but the task "
                    + "changed in ike since; it was kept (ike export writes it again, ike rm deletes it)")
        }
    }

    /// The file's bytes, read up to one byte past the import limit (so a larger file is refused, not loaded).
    static func readInput(_ path: String) throws -> [UInt8] {
        let fd = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
        guard fd >= 0 else {
            throw CLIError(description: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        let limit = ImportText.maximumBytes + 1
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes {
                read(fd, $0.baseAddress, min($0.count, limit - bytes.count))
            }
            if count < 0 {
                if errno == EINTR { continue }
                let name = path == "-" ? "standard input" : path
                throw CLIError(description: "cannot read \(name): \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
