import Foundation
import IkeTestSupport
import Synchronization

/// A loopback server that answers each request with the next of a list of recorded answers and keeps
/// what it was sent, for tests of what the client sends and how it reads what servers answer.
///
/// Answers are written as in the files of `Recorded/`: a status line, headers and a blank line with LF
/// line ends, then the body (`LoopbackHTTPServer` sends the head with CRLF and adds `Content-Length`).
final class CannedHTTPServer: Sendable {
    /// What the server does with one request.
    enum Reply: Sendable {
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

        /// The loopback server's reply for this one, its recording read now (not on the server's thread
        /// when the request comes).
        var loopback: LoopbackHTTPServer.Reply {
            switch self {
            case .recorded(let name): .text(CannedHTTPServer.recorded(name))
            case .text(let text): .text(text)
            case .cutShort(let text): .cutShort(text)
            case .slow(let text): .slow(text)
            case .silence: .silence
            }
        }
    }

    typealias Request = LoopbackHTTPServer.Request

    private let server: LoopbackHTTPServer

    /// Listens on 127.0.0.1 at a free port, answering with `replies` in order, then with a 500.
    init(_ replies: [Reply]) throws {
        let remaining = Mutex(replies.map(\.loopback))
        server = try LoopbackHTTPServer { _ in
            let next = remaining.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            return next ?? .text("HTTP/1.1 500 No Answer Left\n\nthe test gave no more answers")
        }
    }

    var port: Int { server.port }

    /// http://127.0.0.1:PORT followed by `path`.
    func url(_ path: String) -> URL { server.url(path) }

    /// The most requests that were being answered at the same time.
    var mostAtOnce: Int { server.mostAtOnce }

    /// The requests received so far.
    var requests: [Request] { server.requests }

    func stop() { server.stop() }

    /// The text of `Recorded/NAME`, read once from the folder beside this file, or an answer saying it is
    /// missing. Not through `Bundle.module`: under a full run's load its lookup now and then found nothing,
    /// and a discovery test was answered with that 500 (CI, 2026-11-28).
    static func recorded(_ name: String) -> String {
        recordings.withLock { cache in
            if let text = cache[name] { return text }
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Recorded").appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                return "HTTP/1.1 500 Missing Recording\n\nno file Recorded/\(name)"
            }
            cache[name] = text
            return text
        }
    }

    private static let recordings = Mutex<[String: String]>([:])
}
