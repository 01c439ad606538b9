import Foundation
import IkeTestSupport

/// A loopback HTTP/1.1 server that answers each request with the next of a list of recorded answers and
/// keeps what it was sent, for tests of what the client sends and how it reads what servers answer.
///
/// Answers are written as in the files of `Recorded/`: a status line, headers and a blank line with LF
/// line ends, then the body; the server sends the head with CRLF and adds `Content-Length`.
final class CannedHTTPServer: @unchecked Sendable {
    /// What the server does with one request.
    enum Reply {
        /// The answer in the `Recorded/` file of that name.
        case recorded(String)
        /// An answer given in full as text.
        case text(String)
        /// The head of `text` promising its whole body, then only half the body and a closed connection.
        case cutShort(String)
        /// The answer given in full, a tenth of a second late, so that requests sent at once overlap.
        case slow(String)
        /// Reads the request and never answers (the connection stays open until the server stops).
        case silence
    }

    /// A request as received.
    struct Request {
        let method: String
        let path: String
        let headers: [String: String]
        let body: String
    }

    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var replies: [Reply]
    private var received: [Request] = []
    private var stopped = false
    private var answering = 0
    private var most = 0

    /// Listens on 127.0.0.1 at a free port, answering with `replies` in order.
    init(_ replies: [Reply]) throws {
        self.replies = replies
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
    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// The most requests that were being answered at the same time.
    var mostAtOnce: Int { lock.withLock { most } }

    /// The requests received so far.
    var requests: [Request] { lock.withLock { received } }

    func stop() {
        lock.withLock { stopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 { return }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var buffer: [UInt8] = []
        while let request = readRequest(connection, &buffer) {
            let reply: Reply? = lock.withLock {
                received.append(request)
                answering += 1
                most = max(most, answering)
                return replies.isEmpty ? nil : replies.removeFirst()
            }
            defer { lock.withLock { answering -= 1 } }
            switch reply {
            case .slow(let text):
                usleep(100_000)
                write(connection, Self.wire(text))
            case .recorded(let name): write(connection, Self.wire(Self.recorded(name)))
            case .text(let text): write(connection, Self.wire(text))
            case .cutShort(let text):
                let whole = Self.wire(text)
                write(
                    connection, Array(whole.prefix(whole.count - (whole.count - Self.headLength(whole)) / 2)))
                return
            case .silence:
                while !lock.withLock({ stopped }) { usleep(20_000) }
                return
            case nil:
                write(connection, Self.wire("HTTP/1.1 500 No Answer Left\n\nthe test gave no more answers"))
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

    /// The text of `Recorded/NAME`.
    static func recorded(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: "Recorded/\(name)", withExtension: nil),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "HTTP/1.1 500 Missing Recording\n\nno file Recorded/\(name)" }
        return text
    }

    /// An answer written with LF line ends, as sent: the head with CRLF and a `Content-Length`.
    static func wire(_ text: String) -> [UInt8] {
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
