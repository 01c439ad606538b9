import Foundation

/// One line of ike's `IKE_TRACE` file: when (CLOCK_REALTIME nanoseconds) and what ("frame first", "key ↓").
struct TraceLine {
    let nanoseconds: Int64
    let event: String
}

/// Reads the lines ike appends to its `IKE_TRACE` file as they arrive.
///
/// Polls rather than blocks: the timestamps are written by ike itself, so how soon the poll notices a line
/// only paces the benchmark and never enters a measurement.
final class TraceReader {
    let path: String
    private var descriptor: Int32 = -1
    private var unread: [UInt8] = []

    /// Deletes any trace left at `path`, so that only the next ike's lines are read.
    init(path: String) {
        self.path = path
        unlink(path)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The next line whose event is exactly `event`, skipping any other; throws after `timeout` seconds.
    func next(_ event: String, timeout: Double = 10) throws -> TraceLine {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        while true {
            while let line = takeLine() {
                if line.event == event { return line }
            }
            guard DispatchTime.now().uptimeNanoseconds < deadline else {
                throw BenchError("no '\(event)' in \(path) after \(timeout) s")
            }
            if !readMore() { usleep(200) }
        }
    }

    /// Appends a line the way ike does, stamped now; `IkeBench --stamp` uses it to time a bare start.
    static func stamp(_ event: String, to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let line = Array("\(realtimeNanoseconds()) \(event)\n".utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Reads what has been appended since the last call; false when there was nothing new.
    private func readMore() -> Bool {
        if descriptor < 0 {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        unread += buffer[..<count]
        return true
    }

    /// Removes and parses the first complete line, if there is one.
    private func takeLine() -> TraceLine? {
        guard let end = unread.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let text = String(decoding: unread[..<end], as: UTF8.self)
        unread.removeSubrange(...end)
        guard let space = text.firstIndex(of: " "), let nanoseconds = Int64(text[..<space]) else {
            return TraceLine(nanoseconds: 0, event: text)
        }
        return TraceLine(nanoseconds: nanoseconds, event: String(text[text.index(after: space)...]))
    }
}

/// CLOCK_REALTIME in nanoseconds: the clock ike stamps its trace with, so the two can be subtracted.
func realtimeNanoseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}
