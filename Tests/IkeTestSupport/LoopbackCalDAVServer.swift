import Foundation
import Synchronization

/// A CalDAV task collection in memory served on 127.0.0.1, which a test makes misbehave: `intercept` sees
/// every request first and may answer it itself (garbage, HTML, a 500, a 401, an answer cut short, a
/// recorded answer of a server that cannot run here, or a request held until the test lets it go);
/// what it leaves goes to a well-behaved collection (`CalDAVCollectionModel`).
///
/// Where Radicale and Xandikos show that real servers work, this shows what a whole sync does when one
/// does not, through the real client and, in the end-to-end tests, the real binary.
public final class LoopbackCalDAVServer: Sendable {
    public typealias Request = LoopbackHTTPServer.Request
    public typealias Reply = LoopbackHTTPServer.Reply
    /// Answers a request instead of the collection, or returns nil to let the collection answer.
    public typealias Intercept = @Sendable (Request) -> Reply?

    private let model: CalDAVCollectionModel
    private let router: Router
    private let http: LoopbackHTTPServer

    /// A server with one empty task collection at `collectionPath` (ending in a slash).
    public init(collectionPath: String = "/alice/tasks/") throws {
        model = CalDAVCollectionModel(path: collectionPath)
        // The HTTP server's closure holds the router, not self, which does not exist yet.
        let router = Router(model: model)
        self.router = router
        http = try LoopbackHTTPServer { request in router.answer(request) }
    }

    /// The collection's URL, what `[sync] url` names.
    public var collectionURL: URL { http.url(model.path) }

    /// The collection's path, ending in a slash.
    public var collectionPath: String { model.path }

    /// The port listened on.
    public var port: Int { http.port }

    /// Makes `intercept` see every request from now on (nil: the collection answers everything).
    public func intercept(_ intercept: Intercept?) {
        router.interception.withLock { $0 = intercept }
    }

    /// The requests received so far.
    public var requests: [Request] { http.requests }

    /// The members' hrefs and texts.
    public var members: [String: String] { model.members }

    /// The ETag of the member at `href`.
    public func etag(_ href: String) -> String? { model.etag(href) }

    /// Another client writes `body` at `href` (a path in the collection) unconditionally.
    public func phoneWrites(_ href: String, _ body: String) { model.write(href, body) }

    /// Another client deletes the member at `href`.
    public func phoneDeletes(_ href: String) { model.delete(href) }

    /// The answer the well-behaved collection gives to `request`, for an intercept that changes it.
    public func collectionAnswer(_ request: Request) -> Reply { model.answer(request) }

    public func stop() { http.stop() }

    /// A VTODO with `uid` and `summary`, CRLF line ends, as a phone writes it.
    public static func todo(uid: String, summary: String, extra: [String] = []) -> String {
        ([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN", "BEGIN:VTODO", "UID:\(uid)",
            "DTSTAMP:20261120T080000Z", "LAST-MODIFIED:20261120T080000Z", "SUMMARY:\(summary)",
        ]
            + extra + ["END:VTODO", "END:VCALENDAR", ""]).joined(separator: "\r\n")
    }
}

/// What the HTTP server's closure calls: the test's intercept first, then the collection.
private final class Router: Sendable {
    let model: CalDAVCollectionModel
    let interception = Mutex<LoopbackCalDAVServer.Intercept?>(nil)

    init(model: CalDAVCollectionModel) { self.model = model }

    func answer(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply {
        // Read under the lock, called outside it, so an intercept may block (a request held).
        let intercept = interception.withLock { $0 }
        return intercept?(request) ?? model.answer(request)
    }
}
