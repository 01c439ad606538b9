import Foundation
import Synchronization

/// An HTTP/1.1 server on 127.0.0.1 at a free port whose every answer comes from a closure, for tests that
/// need a server to misbehave in a precise way: an answer cut short, one that never comes, one late.
///
/// Each connection is served on a thread of its own, keep-alive included; the closure is called for each
/// request in the order they arrive on that connection, and may block (to hold a request until a test
/// lets it go). Answers are written as text with LF line ends (a status line, headers, a blank line, the
/// body) and sent with the head's lines ended by CRLF and a `Content-Length` added.
public final class LoopbackHTTPServer: Sendable {
    /// A request as received.
    public struct Request: Sendable {
        public let method: String
        /// The request target as sent (a path, percent-encoding kept).
        public let path: String
        /// Header names in lower case.
        public let headers: [String: String]
        public let body: String

        /// The same request with another body (a test's server that rewrites what it stores).
        public func with(body: String) -> Request {
            Request(method: method, path: path, headers: headers, body: body)
        }
    }

    /// What the server does with one request.
    public enum Reply: Sendable {
        /// An answer given in full as text.
        case text(String)
        /// The head of the answer promising its whole body, then only half the body and a closed
        /// connection (a server or proxy dying mid-answer).
        case cutShort(String)
        /// The answer in full, a tenth of a second late, so that requests sent at once overlap.
        case slow(String)
        /// Reads the request and never answers (the connection stays open until the server stops).
        case silence
    }

    /// The port listened on.
    public let port: Int
    private let listener: Int32
    private let respond: @Sendable (Request) -> Reply
    private let state = Mutex(State())

    private struct State {
        var received: [Request] = []
        var stopped = false
        var answering = 0
        var most = 0
    }

    /// Listens on 127.0.0.1 at a free port, answering each request with what `respond` returns.
    public init(respond: @escaping @Sendable (Request) -> Reply) throws {
        self.respond = respond
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw ProcessError.io("cannot listen on 127.0.0.1: errno \(errno)")
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// http://127.0.0.1:PORT followed by `path`.
    public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// The most requests that were being answered at the same time.
    public var mostAtOnce: Int { state.withLock { $0.most } }

    /// The requests received so far.
    public var requests: [Request] { state.withLock { $0.received } }

    /// Stops listening; connections held by `.silence` end too.
    ///
    /// The listener is only shut down here (which wakes the accept loop); the loop closes it once it has
    /// stopped accepting. Closed here, its number could go to the next test's listener while this loop was
    /// still about to call `accept` with it, and this server's closure then answered that test's requests
    /// (a 500 from a bad-server test's closure on another test's port, under a full run's load).
    public func stop() {
        let wasStopped = state.withLock { state in
            defer { state.stopped = true }
            return state.stopped
        }
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private func acceptLoop() {
        defer { close(listener) }
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 { return }
            if state.withLock({ $0.stopped }) {
                close(connection)
                return
            }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var buffer: [UInt8] = []
        while let request = readRequest(connection, &buffer) {
            state.withLock {
                $0.received.append(request)
                $0.answering += 1
                $0.most = max($0.most, $0.answering)
            }
            defer { state.withLock { $0.answering -= 1 } }
            switch respond(request) {
            case .text(let text): write(connection, Self.wire(text))
            case .slow(let text):
                usleep(100_000)
                write(connection, Self.wire(text))
            case .cutShort(let text):
                let whole = Self.wire(text)
                let head = Self.headLength(whole)
                write(connection, Array(whole.prefix(whole.count - (whole.count - head) / 2)))
                return
            case .silence:
                while !state.withLock({ $0.stopped }) { usleep(20_000) }
                return
            }
        }
    }

    private func readRequest(_ connection: Int32, _ buffer: inout [UInt8]) -> Request? {
        let separator: [UInt8] = [13, 10, 13, 10]
        var headEnd: Int?
        while true {
            if headEnd == nil, let range = buffer.firstRange(of: separator) { headEnd = range.lowerBound }
            if let end = headEnd {
                let head = String(decoding: buffer[..<end], as: UTF8.self).components(separatedBy: "\r\n")
                var headers: [String: String] = [:]
                for line in head.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                        .trimmingCharacters(in: .whitespaces)
                }
                let length = Int(headers["content-length"] ?? "0") ?? 0
                if buffer.count >= end + 4 + length {
                    let body = String(decoding: buffer[(end + 4)..<(end + 4 + length)], as: UTF8.self)
                    buffer.removeFirst(end + 4 + length)
                    let parts = head[0].split(separator: " ")
                    guard parts.count >= 2 else { return nil }
                    return Request(
                        method: String(parts[0]), path: String(parts[1]), headers: headers, body: body)
                }
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = recv(connection, &chunk, chunk.count, 0)
            if count <= 0 { return nil }
            buffer += chunk[..<count]
            // A TLS handshake record: answer as a plain HTTP server does, which a TLS client cannot read.
            if buffer.first == 0x16 {
                write(connection, Self.wire("HTTP/1.1 400 Bad Request\n\nThis is plain HTTP"))
                return nil
            }
        }
    }

    private func write(_ connection: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if sent <= 0 { return }
            offset += sent
        }
    }

    /// An answer written with LF line ends, as sent: the head with CRLF and a `Content-Length`.
    public static func wire(_ text: String) -> [UInt8] {
        let parts = text.components(separatedBy: "\n\n")
        let head = parts[0].components(separatedBy: "\n")
        let body = Array(parts.dropFirst().joined(separator: "\n\n").utf8)
        var lines = head
        if !head.contains(where: { $0.lowercased().hasPrefix("content-length:") }) {
            lines.append("Content-Length: \(body.count)")
        }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + body
    }

    private static func headLength(_ wire: [UInt8]) -> Int {
        (wire.firstRange(of: [13, 10, 13, 10] as [UInt8])?.upperBound) ?? wire.count
    }
}
