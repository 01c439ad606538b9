import Foundation
import IkeCore

/// Writes every task, in list order, in one of the interchange formats; to a file it writes a temporary
/// file beside it and renames it, so a crash leaves the old file or the whole new one, never half of one.
public enum Exporter {
    /// A failure writing the export file.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var description: String

        /// A failure with `path` and what `errno` says.
        init(path: String, errno code: Int32) {
            description = "cannot write \(path): \(String(cString: strerror(code)))"
        }

        init(description: String) { self.description = description }
    }

    /// The tasks encoded in `format`; a task with an original in that format (by task id, read by
    /// `export`) is written as its original with ike's changes (`OriginalRecord`).
    public static func encode(
        _ items: [TodoItem], as format: InterchangeFormat, environment: CoreEnvironment,
        originals: [Int64: TaskOriginal] = [:], focus: [FocusPeriodEntry] = []
    ) -> [UInt8] {
        let timeZone = environment.timeZone
        // The simple JSON shapes have no place for tags: they keep them in the title, as ike did before
        // tags had a table.
        let items = format.isSimpleJSON ? TitleTags.inTitles(items) : items
        switch format {
        case .ikeJSON: return IkeJSONCodec.encode(items, exportedAt: environment.now(), focus: focus)
        case .todoTxt: return TodoTxtCodec.encode(items, timeZone: timeZone, originals: originals)
        case .csv: return CSVCodec.encode(items)
        case .iCalendar: return ICalendarCodec.encode(items, originals: originals, timeZone: timeZone)
        case .taskwarrior: return TaskwarriorCodec.encode(items, timeZone: timeZone, originals: originals)
        case .markdown: return MarkdownCodec.encode(items, timeZone: timeZone)
        case .todosJSON, .checklistJSON, .titlesJSON, .goalsJSON, .matrixJSON:
            return SimpleJSONCodec.encode(items, as: format, timeZone: timeZone)
        }
    }

    /// Every task of `store` encoded in `format`, with how many there were and the fields the format has no
    /// place for that they hold (`InterchangeFormat.lostFields`) and how many cancelled ones it writes as
    /// done (`InterchangeFormat.cancelledWrittenAsDone`), from the same read.
    public static func export(
        _ store: TaskStore, as format: InterchangeFormat
    ) throws -> (bytes: [UInt8], count: Int, lost: [(field: TaskField, count: Int)], cancelledAsDone: Int) {
        let items = try store.items(.all)
        if format == .taskwarrior { try TaskwarriorCodec.refuseCommaTags(items) }
        let originals = format.keepsOriginals ? try store.originals(format: format.rawValue) : [:]
        // Only ike's own JSON has a place for focus periods; a period of nothing worked says nothing.
        let focus =
            format == .ikeJSON
            ? try store.focusPeriods().filter { $0.seconds > 0 }.map(FocusPeriodEntry.init) : []
        let bytes = encode(
            items, as: format, environment: store.environment, originals: originals, focus: focus)
        return (bytes, items.count, format.lostFields(of: items), format.cancelledWrittenAsDone(of: items))
    }

    /// Writes `bytes` to `path` through a temporary file in the same folder, flushed to disk, then renamed
    /// over `path`, and the folder flushed so the rename survives a power cut. A file that is replaced
    /// keeps its permissions (a `chmod 600` backup stays private); a new one gets 0666 less the umask.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = try temporaryFile(
            holding: bytes, in: folder, for: url.lastPathComponent, shownAs: path,
            mode: permissions(replacing: path), flushed: true)
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(description: "cannot write \(path): \(reason); it was left as it was")
        }
        syncFolder(folder)
        if let names = try? FileManager.default.contentsOfDirectory(atPath: folder) {
            removeLeftovers(in: folder, among: names, stem: temporaryStem(url.lastPathComponent))
        }
    }

    /// A new hidden file `.NAME.ike-XXXXXX` in `folder` holding `bytes` with permissions `mode`, flushed to
    /// disk when `flushed`; its path. Nothing is left behind when it fails; the message names `target`.
    static func temporaryFile(
        holding bytes: [UInt8], in folder: String, for name: String, shownAs target: String, mode: mode_t,
        flushed: Bool
    ) throws(Failure) -> String {
        var template = Array((folder + "/." + temporaryStem(name) + ".ike-XXXXXX").utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else {
            throw Failure(description: "cannot write \(target): \(String(cString: strerror(errno)))")
        }
        let temporary = String(
            decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = write(fd, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                written += result
            }
        }
        if failure == nil && fchmod(fd, mode) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil && flushed && fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        close(fd)
        if let failure {
            unlink(temporary)
            throw Failure(description: "cannot write \(target): \(failure); it was left as it was")
        }
        return temporary
    }

    /// `name`, cut to 200 bytes at a character's start: a temporary file's name adds 12 bytes to it, and a
    /// name may have 255.
    static func temporaryStem(_ name: String) -> Substring {
        guard name.utf8.count > 200 else { return Substring(name) }
        var end = name.utf8.index(name.utf8.startIndex, offsetBy: 200)
        while name.utf8[end] & 0xC0 == 0x80 { end = name.utf8.index(before: end) }
        return name[..<end]
    }

    /// The permission bits of the file at `path`, or those of a new file (0666 less the umask).
    private static func permissions(replacing path: String) -> mode_t {
        var info = stat()
        if stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG { return info.st_mode & 0o777 }
        return newFileMode()
    }

    /// The permission bits of a new file: 0666 less the umask.
    static func newFileMode() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    /// Flushes the folder's entries, so the rename itself is on disk. Best effort: the new file is complete
    /// either way, and some file systems cannot sync a folder.
    static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}
