import ArgumentParser
import Foundation
import IkeCore
import IkeInterchange

/// `ike export [--format F] [-o FILE]`: every task in list order, to standard output or atomically to a file;
/// `--format vdir -o DIR [--delete]`: one `.ics` per task in a folder.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Write every task to standard output or, with -o, to a file (replaced whole or not at all).",
        discussion: """
            Without --format, the format follows -o's extension: .json ike JSON, .ics iCalendar, .txt \
            todo.txt, .csv CSV, .md Markdown. A name without an extension, and standard output, get ike \
            JSON; any other extension is refused, so a file never holds something its name does not say. \
            --format vdir -o DIR writes one .ics file per task into the folder DIR (made when missing), as \
            todoman and vdirsyncer keep tasks: a task goes into the file that already holds its uid, else \
            into UID.ics; a file that already says what ike holds is not rewritten. Files ike wrote of tasks \
            it no longer holds stay unless --delete is given; other files are never touched. A file another \
            app changed after ike's last change to its task (its LAST-MODIFIED is later) is left as it is, \
            and said so, unless --overwrite is given: ike import DIR takes the change in, then export \
            again. A task whose file another app removed (todoman's todo delete) since ike last wrote or \
            read the folder is deleted in ike, after a backup that ike restore undoes, unless it changed in \
            ike since (then it is written again). ike import DIR reads the folder back.
            """)

    @OptionGroup var store: StoreOptions
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "The format (default: from -o's extension, else json); json has every field (the backup format); "
                + "vdir writes a folder.",
            valueName: "format"))
    var format: ExportFormat?
    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: "The file to write (- for standard output); with --format vdir, the folder.")
    var output: String?
    @Flag(help: "With --format vdir: remove the files ike wrote of tasks it no longer holds.")
    var delete = false
    @Flag(
        help:
            "With --format vdir: write over files another app changed after ike's last change to their task.")
    var overwrite = false

    func validate() throws {
        _ = try chosenFormat()
    }

    func run() throws {
        guard case .file(let format) = try chosenFormat() else { return try exportFolder() }
        let taskStore = try store.openExisting()
        let (bytes, count, lost, cancelledAsDone) = try Exporter.export(taskStore, as: format)
        // Said before anything is written, on standard error, so a script's output stays the file alone.
        if format.treatment(of: .deadline) == .withoutTime,
            case let timed = try taskStore.timedDeadlineCount(),
            timed > 0
        {
            CLIOutput.note(
                "ike: \(format.displayName) has no time of day: \(Self.counted(timed, "deadline")) written "
                    + "as \(timed == 1 ? "its date" : "their dates") alone (ike JSON, CSV, iCalendar and Taskwarrior "
                    + "keep times; importing this file back keeps ike's time where the date did not change)")
        }
        if cancelledAsDone > 0 {
            CLIOutput.note(
                "ike: \(format.displayName) has no cancelled: \(Self.counted(cancelledAsDone, "cancelled task")) "
                    + "written as done (ike JSON, CSV, iCalendar and Markdown keep it; importing this file back "
                    + "keeps a cancelled task cancelled)")
        }
        if !lost.isEmpty {
            CLIOutput.note(
                "ike: \(format.displayName) has no place for "
                    + lost.map { "\($0.field.words) (\(Self.counted($0.count, "task")))" }.joined(
                        separator: ", ")
                    + ": left out of the file (Docs/Formats.md, \"Fields by format\")")
        }
        guard let output, output != "-" else {
            CLIOutput.write(bytes)
            return
        }
        do {
            try Exporter.writeAtomically(bytes, to: output)
        } catch {
            throw CLIError(description: error.description)
        }
        CLIOutput.note("Exported \(Self.counted(count, "task")) to \(output) (\(format.displayName))")
    }

    /// `--format vdir`: every task into the folder `-o` names, and what was done said.
    private func exportFolder() throws {
        let folder = output ?? ""
        let taskStore = try store.openExisting()
        let summary: VdirExporter.Summary
        var backup: Backup?
        do {
            summary = try VdirExporter.export(
                taskStore, to: folder, deleting: delete, overwriting: overwrite
            ) { _ in
                // The same backup an import that deletes takes, so `ike restore` undoes the deletions.
                backup = try BackupFolder(databasePath: store.path).take(of: taskStore, reason: .import)
            }
        } catch let error as Exporter.Failure {
            throw CLIError(description: error.description)
        }
        for file in summary.edited {
            CLIOutput.note(
                "ike: \(CLIOutput.visible(file)) was removed from \(CLIOutput.visible(folder)) by another app, "
                    + "but the task changed in ike since; it was written again (ike rm deletes it)")
        }
        for duplicate in summary.duplicates {
            CLIOutput.note("ike: \(CLIOutput.visible(duplicate)); it was left as it is")
        }
        for file in summary.newer {
            CLIOutput.note(
                "ike: \(CLIOutput.visible(file)) was changed by another app after ike's last change to the "
                    + "task; it was left as it is (ike import \(CLIOutput.visible(folder)) takes the change in, "
                    + "--overwrite writes over it)")
        }
        var text =
            "Exported \(Self.counted(summary.tasks, "task")) to \(folder) (vdir): \(summary.written) written, "
            + "\(summary.unchanged) unchanged"
        if summary.deleted > 0 {
            text +=
                "; \(Self.counted(summary.deleted, "task")) deleted in ike ("
                + (summary.deleted == 1 ? "its file was" : "their files were")
                + " removed from \(folder) since ike last wrote or read it)"
        }
        if !summary.edited.isEmpty {
            text +=
                "; \(Self.counted(summary.edited.count, "file")) removed by another app written again "
                + "(changed in ike since)"
        }
        if summary.removed > 0 {
            text += "; \(Self.counted(summary.removed, "file")) of tasks no longer in ike removed"
        }
        if summary.left > 0 {
            text +=
                "; \(Self.counted(summary.left, "file")) of tasks no longer in ike left (--delete removes "
                + (summary.left == 1 ? "it)" : "them)")
        }
        if summary.leftovers > 0 {
            text += "; \(Self.counted(summary.leftovers, "temporary file")) of an interrupted export removed"
        }
        if !summary.newer.isEmpty {
            text += "; \(Self.counted(summary.newer.count, "file")) changed by another app since left"
        }
        if summary.foreign > 0 {
            text +=
                "; \(Self.counted(summary.foreign, "file")) of tasks ike does not hold left (not written by ike)"
        }
        CLIOutput.note(text)
        if let backup { CLIOutput.note("The database as it was before the export: \(backup.path)") }
    }

    /// "1 task", "3 tasks".
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `--format` when given, else the one `-o`'s extension names, else ike JSON.
    private func chosenFormat() throws -> ExportFormat {
        if format == .vdir {
            guard let output, output != "-", !output.isEmpty else {
                throw ValidationError(
                    "--format vdir writes one file per task into a folder, not to standard output: name the "
                        + "folder with -o DIR")
            }
            return .vdir
        }
        if delete {
            throw ValidationError("--delete removes files of a vdir: give it with --format vdir -o DIR")
        }
        if overwrite {
            throw ValidationError(
                "--overwrite writes over files of a vdir: give it with --format vdir -o DIR")
        }
        if let format { return format }
        guard let output, output != "-" else { return .file(.ikeJSON) }
        if ImportCommand.isFolder(output) {
            throw ValidationError(
                "\(CLIOutput.visible(output)) is a folder: give --format vdir to write one .ics file per task "
                    + "into it")
        }
        let ext = (output as NSString).pathExtension
        if ext.isEmpty { return .file(.ikeJSON) }
        guard let named = InterchangeFormat(fileExtension: ext) else {
            let known = InterchangeFormat.byFileExtension.map { "." + $0.ext }
            throw ValidationError(
                "cannot tell the format from “.\(CLIOutput.visible(ext))”: name the file "
                    + known.dropLast().joined(separator: ", ") + " or \(known.last!), or give --format ("
                    + ExportFormat.allValueStrings.joined(separator: ", ") + ")")
        }
        return .file(named)
    }
}
