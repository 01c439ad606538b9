import Foundation
import IkeInterchange

/// `ike import A B C` and `ike import DIR`: every file is read and parsed first, then their tasks are one
/// input to one plan and one transaction, so an error in any file imports nothing.
extension ImportCommand {
    /// Reads and parses every file named, a folder's task files in its place, and combines them; returns
    /// the name the summary gives them ("3 files", "120 files from vdir"), the combined tasks, how many
    /// entries of the folders were not read, and the vdir when one folder of iCalendar files was named
    /// alone (whose removed files are deletions, Docs/Formats.md).
    func readSeveral() throws -> (name: String, parsed: ParsedFile, notRead: Int, vdir: VdirImport?) {
        let timeZone = try store.environment.timeZone
        let forced = InterchangeFormat(argument: format)
        var paths: [String] = []
        var notRead = 0
        var folders: [ImportFolder] = []
        do {
            for argument in files {
                guard Self.isFolder(argument) else {
                    paths.append(argument)
                    continue
                }
                let folder = try ImportFolder(path: argument)
                if folder.files.isEmpty {
                    throw ImportError(
                        file: argument,
                        "the folder has no task files ("
                            + ImportFolder.taskExtensions.map { "." + $0 }.joined(separator: ", ") + ")")
                }
                paths += folder.files
                notRead += folder.skipped
                folders.append(folder)
            }
            var parsed: [(file: String, parsed: ParsedFile)] = []
            parsed.reserveCapacity(paths.count)
            for path in paths {
                let bytes = try ImportFileReader.bytes(of: path)
                parsed.append(
                    (path, try Importer.parse(file: path, bytes: bytes, format: forced, timeZone: timeZone)))
            }
            let combined = try ParsedFile.combining(parsed)
            let name =
                files.count == 1
                ? "\(Self.counted(paths.count, "file", "files")) from \(files[0])"
                : Self.counted(paths.count, "file", "files")
            let vdir = files.count == 1 && folders.count == 1 ? VdirImport(folders[0], parsed: combined) : nil
            return (name, combined, notRead, vdir)
        } catch let error as ImportError {
            throw CLIError(description: error.description)
        }
    }

    /// Whether `path` is a folder (or a link to one).
    static func isFolder(_ path: String) -> Bool {
        guard path != "-" else { return false }
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// What the summary adds for the entries of the folders that were not read: "; 2 entries not read (not
    /// task files, or folders)", or nothing.
    static func notReadText(_ count: Int) -> String {
        count == 0 ? "" : "; \(counted(count, "entry", "entries")) not read (not task files, or folders)"
    }

    /// "1 file", "3 files".
    private static func counted(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) \(count == 1 ? one : many)"
    }
}
