import Foundation

/// Reads the files of an import of several files. Each buffer is sized by the file, not a fixed chunk, so a
/// folder of 10,000 small files costs 10,000 small reads.
public enum ImportFileReader {
    /// The bytes of the file at `path`, up to one byte past the import limit (so a larger file is refused
    /// by `ImportText`, not loaded whole). A file that cannot be opened or read is an error naming it.
    public static func bytes(of path: String) throws(ImportError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(path) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw failure(path) }
        let limit = ImportText.maximumBytes + 1
        // One byte more than the size, so the read that finds the end needs no second buffer.
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size) + 1, limit))
        var count = 0
        while count < limit {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: min(bytes.count, limit - count)) }
            let read = bytes.withUnsafeMutableBytes {
                Foundation.read(fd, $0.baseAddress! + count, $0.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            if read == 0 { break }
            count += read
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// The error for `path` and `errno`.
    static func failure(_ path: String) -> ImportError {
        ImportError(file: path, "cannot read it (\(String(cString: strerror(errno))))")
    }
}
