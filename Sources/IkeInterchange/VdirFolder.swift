import Foundation

/// What a folder holds before `ike export --format vdir` writes to it: every name in it (so a new file never
/// takes one), and its task files, each with the task it holds and whether ike wrote it.
///
/// A task file is a regular file (not a link: replacing a link would cut it) named `*.ics` in any case, not
/// hidden, that parses as iCalendar into exactly one task and holds no component but a VTODO with its
/// alarms and time zones. Anything else (events, a calendar of many tasks, a file that does not parse,
/// `displayname`, subfolders) is never written over nor removed.
struct VdirFolder {
    /// One task file.
    struct TaskFile {
        var name: String
        var bytes: [UInt8]
        /// Its permission bits, which a replacement keeps.
        var mode: mode_t
        /// The task as `ike import` reads it.
        var task: ImportedTask
        /// Whether its calendar's PRODID is ike's: only such files are removed by `--delete`.
        var isIkeWritten: Bool
    }

    /// The PRODID of ike's iCalendar files (`ICalendarCodec.encode`).
    static let ikeProductID = "-//ike//ike//EN"
    /// The components a task's file may hold besides the calendar itself.
    private static let taskComponents: Set<String> = ["VTODO", "VALARM", "VTIMEZONE", "STANDARD", "DAYLIGHT"]

    /// Every entry's name, hidden ones too.
    private(set) var names: Set<String> = []
    /// The task files, in name order (byte order).
    private(set) var taskFiles: [TaskFile] = []

    /// Reads the folder at `path`; `timeZone` is the one import reads dates in.
    init(path: String, timeZone: TimeZone) throws(Exporter.Failure) {
        guard let folder = opendir(path) else { throw Exporter.Failure(path: path, errno: errno) }
        defer { closedir(folder) }
        var candidates: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                if errno != 0 { throw Exporter.Failure(path: path, errno: errno) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.insert(String(decoding: name, as: UTF8.self))
            if name.first != UInt8(ascii: ".") && Self.hasICSExtension(name) { candidates.append(name) }
        }
        candidates.sort { $0.lexicographicallyPrecedes($1) }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        for raw in candidates {
            let name = String(decoding: raw, as: UTF8.self)
            let file = prefix + name
            var status = stat()
            guard lstat(file, &status) == 0 else { throw Exporter.Failure(path: file, errno: errno) }
            guard status.st_mode & S_IFMT == S_IFREG else { continue }
            let bytes: [UInt8]
            do {
                bytes = try ImportFileReader.bytes(of: file)
            } catch {
                throw Exporter.Failure(description: error.description)
            }
            guard let (task, isIkeWritten) = Self.task(in: bytes, timeZone: timeZone) else { continue }
            taskFiles.append(
                TaskFile(
                    name: name, bytes: bytes, mode: status.st_mode & 0o777, task: task,
                    isIkeWritten: isIkeWritten))
        }
    }

    /// The one task `bytes` holds and whether ike wrote them, or `nil` when they are not one task's file.
    static func task(in bytes: [UInt8], timeZone: TimeZone) -> (ImportedTask, isIkeWritten: Bool)? {
        guard let text = try? ImportText(bytes) else { return nil }
        var depth = 0
        var productID = ""
        for logical in ICalendarReader.logicalLines(text) {
            guard let content = try? ICalendarReader.parse(logical.text, line: logical.line) else { continue }
            switch content.name {
            case "BEGIN":
                depth += 1
                let component = content.value.uppercased()
                guard depth == 1 ? component == "VCALENDAR" : taskComponents.contains(component) else {
                    return nil
                }
            case "END": depth -= 1
            case "PRODID" where depth == 1: productID = content.value
            default: break
            }
        }
        guard
            let parsed = try? Importer.parse(file: "", bytes: bytes, format: .iCalendar, timeZone: timeZone),
            parsed.tasks.count == 1
        else { return nil }
        return (parsed.tasks[0], productID == ikeProductID)
    }

    /// Whether `name` ends with `.ics` in any case.
    private static func hasICSExtension(_ name: [UInt8]) -> Bool {
        guard name.count > 4 else { return false }
        return String(decoding: name.suffix(4), as: UTF8.self).lowercased() == VdirFileName.fileExtension
    }
}
