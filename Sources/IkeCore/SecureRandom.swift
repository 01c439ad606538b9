import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Bytes from the system's secure random source, or an error: never a weaker fallback.
///
/// Uids must never repeat, across processes and machines. Foundation's `UUID()` on Linux reads
/// `/dev/urandom` through a file descriptor and, when it cannot open it (`ulimit -n 8`), falls back to a
/// generator that gave the same uid to two `ike add`s ("UNIQUE constraint failed: task.uid"). `getentropy`
/// asks the kernel directly (the `getrandom` system call), so it needs no file descriptor; only when the
/// kernel lacks it is `/dev/urandom` read, and when that fails too the caller gets the reason.
public enum SecureRandom {
    /// How bytes are read: the kernel first, then the device; replaceable in tests.
    public typealias Source = @Sendable (UnsafeMutableRawBufferPointer) -> Int32

    /// `getentropy(3)`: returns 0, or the `errno` (ENOSYS on kernels before 3.17).
    public static let kernel: Source = { buffer in
        getentropy(buffer.baseAddress, buffer.count) == 0 ? 0 : errno
    }

    /// Reads `/dev/urandom`: returns 0, or the `errno`.
    public static let device: Source = { buffer in
        let fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        var offset = 0
        while offset < buffer.count {
            let count = read(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            offset += count
        }
        return 0
    }

    /// `count` (at most 256) random bytes from the first of `sources` that gives them.
    public static func bytes(
        _ count: Int, sources: [Source] = [kernel, device]
    ) throws(StoreError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var reasons: [String] = []
        for source in sources {
            let error = bytes.withUnsafeMutableBytes { source($0) }
            if error == 0 { return bytes }
            reasons.append(String(cString: strerror(error)))
        }
        throw .randomSourceUnavailable(reason: reasons.joined(separator: "; "))
    }

    /// A random (version 4) UUID in lower case, the form ike's uids take.
    public static func uuidString(sources: [Source] = [kernel, device]) throws(StoreError) -> String {
        var bytes = try self.bytes(16, sources: sources)
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }
        return [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]]
            .map { $0.joined() }.joined(separator: "-")
    }
}
