import Foundation

/// The temporary files (`Exporter.temporaryFile`, `.STEM.ike-XXXXXX`) that an export killed before its
/// renames leaves behind: hidden, so no reader takes them for data, but they pile up in a vdir that a crash
/// hit once per export. The next export of the same folder removes them once they are older than any
/// export still at work could make them.
extension Exporter {
    /// How old a temporary file is before it counts as left over: an export renames its files within
    /// seconds of writing them, so one running beside this export keeps its own.
    static let leftoverAge: TimeInterval = 600

    /// The end of every temporary file's name: `.ike-` and `mkstemp`'s six letters or digits.
    private static let marker = Array(".ike-".utf8)

    /// Whether `name` is a temporary file's, for the target named `stem` when given.
    static func isTemporaryName(_ name: String, stem: Substring? = nil) -> Bool {
        let bytes = Array(name.utf8)
        let tail = marker.count + 6
        guard bytes.count > tail + 1, bytes[0] == UInt8(ascii: ".") else { return false }
        let end = bytes.count - tail
        guard Array(bytes[end..<end + marker.count]) == marker,
            bytes[(end + marker.count)...].allSatisfy({ isalnum(Int32($0)) != 0 })
        else { return false }
        return stem.map { bytes[1..<end].elementsEqual($0.utf8) } ?? true
    }

    /// Removes from `folder` the temporary files among `names` (for the target `stem` when given) that are
    /// regular files older than `leftoverAge` at `now`; returns how many went.
    @discardableResult
    static func removeLeftovers(
        in folder: String, among names: some Sequence<String>, stem: Substring? = nil, now: Date = Date()
    ) -> Int {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var removed = 0
        for name in names where isTemporaryName(name, stem: stem) {
            var status = stat()
            guard lstat(prefix + name, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                now.timeIntervalSince1970 - Double(status.st_mtim.tv_sec) > leftoverAge,
                unlink(prefix + name) == 0
            else { continue }
            removed += 1
        }
        return removed
    }
}
