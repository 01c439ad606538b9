import Foundation

/// The task files of a folder, as `ike import DIR` reads them: a todoman or vdirsyncer vdir (one `.ics` per
/// task), or a folder of Taskwarrior, JSON, todo.txt, CSV or Markdown files.
///
/// Only the folder itself is read: hidden files (a vdir's `.ike-…` or vdirsyncer's status) and subfolders
/// are not. A file is read when its extension is a task format's; others (a README, `displayname`, `color`)
/// are skipped and counted, never guessed at. Symbolic links are followed, and one that leads nowhere or
/// in a loop is an error naming it: its file was meant to be read.
public struct ImportFolder: Sendable {
    /// The extensions of the files read, without the dot, in lower case (any case is read).
    public static let taskExtensions = ["ics", "json", "txt", "csv", "md", "markdown"]

    /// The folder as the user named it.
    public let path: String
    /// The paths of the task files, in name order (byte order, so the order never depends on a locale).
    public private(set) var files: [String] = []
    /// How many entries are not read: no task extension, or a subfolder, or neither a file nor a folder.
    public private(set) var skipped = 0
    /// Every entry's name but the hidden ones, read or not.
    public private(set) var names: Set<String> = []

    /// Lists the task files of the folder at `path`.
    public init(path: String) throws(ImportError) {
        self.path = path
        guard let folder = opendir(path) else { throw ImportFileReader.failure(path) }
        defer { closedir(folder) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                if errno != 0 { throw ImportFileReader.failure(path) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name.first == UInt8(ascii: ".") { continue }
            names.append(name)
        }
        names.sort { $0.lexicographicallyPrecedes($1) }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        for name in names {
            self.names.insert(String(decoding: name, as: UTF8.self))
            let file = prefix + String(decoding: name, as: UTF8.self)
            guard Self.hasTaskExtension(name) else {
                skipped += 1
                continue
            }
            var status = stat()
            // stat, not lstat: a link is read as what it leads to; a loop or a dangling link fails here.
            guard stat(file, &status) == 0 else { throw ImportFileReader.failure(file) }
            if status.st_mode & S_IFMT == S_IFREG {
                files.append(file)
            } else {
                skipped += 1
            }
        }
    }

    /// Whether `name` ends with `.` and one of `taskExtensions`, in any case.
    static func hasTaskExtension(_ name: [UInt8]) -> Bool {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > name.startIndex else { return false }
        let ext = String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased()
        return taskExtensions.contains(ext)
    }
}
