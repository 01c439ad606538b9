import Foundation
import Synchronization

/// One CalDAV task collection in memory, answering the requests a sync client sends as the measured
/// servers do (Docs/CalDAVServers.md): PROPFIND of the collection, sync-collection with tokens that name a
/// version (403 `valid-sync-token` for one it never gave), calendar-query of VTODO members, calendar-multiget
/// (404 for a member it lacks), GET, conditional PUT and DELETE (412), one member per UID (409
/// `no-uid-conflict` naming the existing href). ETags change with every write.
///
/// It is the well-behaved server underneath `LoopbackCalDAVServer`, whose tests make it misbehave one
/// request at a time.
final class CalDAVCollectionModel: Sendable {
    /// The collection's path, ending in a slash.
    let path: String
    private let state = Mutex(State())

    private struct State {
        var members: [String: Member] = [:]
        var deletedAt: [String: Int] = [:]
        var version = 0
    }

    struct Member: Sendable {
        var body: String
        var etag: String
        var changedAt: Int
    }

    static let tokenPrefix = "http://ike.test/sync/"

    init(path: String) {
        self.path = path
    }

    /// The members' hrefs and texts.
    var members: [String: String] { state.withLock { $0.members.mapValues(\.body) } }

    /// The ETag of the member at `href`.
    func etag(_ href: String) -> String? { state.withLock { $0.members[href]?.etag } }

    /// Stores `body` at `href` unconditionally (another client's write).
    func write(_ href: String, _ body: String) {
        state.withLock { Self.store(&$0, href, body) }
    }

    /// Removes the member at `href` (another client's delete).
    func delete(_ href: String) {
        state.withLock { Self.remove(&$0, href) }
    }

    /// The answer to `request`, as a well-behaved server gives it.
    func answer(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply {
        let target = request.path
        switch request.method {
        case "PROPFIND" where Self.sameCollection(target, path): return .text(propfind())
        case "REPORT" where Self.sameCollection(target, path): return .text(report(request.body))
        case "GET": return .text(get(target))
        case "PUT": return .text(put(target, request))
        case "DELETE": return .text(delete(target, ifMatch: request.headers["if-match"]))
        default: return .text("HTTP/1.1 404 Not Found\n\n")
        }
    }

    private func propfind() -> String {
        let token = state.withLock { Self.tokenPrefix + String($0.version) }
        return Self.multistatus(
            "<d:response><d:href>\(path)</d:href><d:propstat><d:prop>"
                + "<d:resourcetype><d:collection/><c:calendar/></d:resourcetype><d:displayname>Tasks</d:displayname>"
                + #"<c:supported-calendar-component-set><c:comp name="VTODO"/></c:supported-calendar-component-set>"#
                + "<d:sync-token>\(token)</d:sync-token><d:supported-report-set><d:supported-report><d:report>"
                + "<d:sync-collection/></d:report></d:supported-report></d:supported-report-set>"
                + "</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>")
    }

    private func report(_ body: String) -> String {
        if body.contains("sync-collection") {
            return syncCollection(token: Self.text(of: "sync-token", in: body))
        }
        if body.contains("calendar-multiget") { return multiget(Self.texts(of: "href", in: body)) }
        if body.contains("calendar-query") {
            let entries = state.withLock { state in
                state.members.sorted { $0.key < $1.key }.filter { $0.value.body.contains("BEGIN:VTODO") }
            }
            return Self.multistatus(entries.map { Self.etagResponse($0.key, $0.value.etag) }.joined())
        }
        return "HTTP/1.1 501 Not Implemented\n\n"
    }

    private func syncCollection(token: String?) -> String {
        state.withLock { state in
            var since = -1
            if let token, !token.isEmpty {
                guard token.hasPrefix(Self.tokenPrefix),
                    let number = Int(token.dropFirst(Self.tokenPrefix.count)),
                    number <= state.version
                else {
                    return "HTTP/1.1 403 Forbidden\nContent-Type: text/xml\n\n"
                        + #"<?xml version="1.0"?><error xmlns="DAV:"><valid-sync-token/></error>"#
                }
                since = number
            }
            let changed = state.members.filter { $0.value.changedAt > since }.sorted { $0.key < $1.key }
            let deleted = since < 0 ? [] : state.deletedAt.filter { $0.value > since }.map(\.key).sorted()
            let responses =
                changed.map { Self.etagResponse($0.key, $0.value.etag) }.joined()
                + deleted.map {
                    "<d:response><d:href>\($0)</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>"
                }
                .joined()
            return Self.multistatus(
                responses + "<d:sync-token>\(Self.tokenPrefix)\(state.version)</d:sync-token>")
        }
    }

    private func multiget(_ hrefs: [String]) -> String {
        let responses = state.withLock { state in
            hrefs.map { href in
                guard let member = state.members[href] else {
                    return
                        "<d:response><d:href>\(href)</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>"
                }
                return
                    "<d:response><d:href>\(href)</d:href><d:propstat><d:prop><d:getetag>\(Self.escaped(member.etag))"
                    + "</d:getetag><c:calendar-data>\(Self.escaped(member.body))</c:calendar-data></d:prop>"
                    + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
            }
        }
        return Self.multistatus(responses.joined())
    }

    private func get(_ href: String) -> String {
        guard let member = state.withLock({ $0.members[href] }) else { return "HTTP/1.1 404 Not Found\n\n" }
        return
            "HTTP/1.1 200 OK\nContent-Type: text/calendar; charset=utf-8\nETag: \(member.etag)\n\n\(member.body)"
    }

    private func put(_ href: String, _ request: LoopbackHTTPServer.Request) -> String {
        state.withLock { state in
            let existing = state.members[href]
            if request.headers["if-none-match"] == "*", existing != nil {
                return "HTTP/1.1 412 Precondition Failed\n\n"
            }
            if let wanted = request.headers["if-match"], existing?.etag != wanted {
                return "HTTP/1.1 412 Precondition Failed\n\n"
            }
            let uid = Self.uid(of: request.body)
            if let uid,
                let other = state.members.first(where: {
                    $0.key != href && Self.uid(of: $0.value.body) == uid
                })
            {
                return "HTTP/1.1 409 Conflict\nContent-Type: text/xml\n\n"
                    + #"<?xml version="1.0"?><error xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">"#
                    + "<C:no-uid-conflict><href>\(other.key)</href></C:no-uid-conflict></error>"
            }
            Self.store(&state, href, request.body)
            return
                "HTTP/1.1 \(existing == nil ? "201 Created" : "204 No Content")\nETag: \(state.members[href]!.etag)\n\n"
        }
    }

    private func delete(_ href: String, ifMatch: String?) -> String {
        state.withLock { state in
            guard let member = state.members[href] else { return "HTTP/1.1 404 Not Found\n\n" }
            if let ifMatch, ifMatch != member.etag { return "HTTP/1.1 412 Precondition Failed\n\n" }
            Self.remove(&state, href)
            return "HTTP/1.1 204 No Content\n\n"
        }
    }

    private static func store(_ state: inout State, _ href: String, _ body: String) {
        state.version += 1
        state.members[href] = Member(body: body, etag: "\"v\(state.version)\"", changedAt: state.version)
        state.deletedAt[href] = nil
    }

    private static func remove(_ state: inout State, _ href: String) {
        guard state.members.removeValue(forKey: href) != nil else { return }
        state.version += 1
        state.deletedAt[href] = state.version
    }

    private static func multistatus(_ inner: String) -> String {
        "HTTP/1.1 207 Multi-Status\nContent-Type: application/xml; charset=utf-8\n\n"
            + #"<?xml version="1.0" encoding="utf-8"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">"#
            + inner + "</d:multistatus>"
    }

    private static func etagResponse(_ href: String, _ etag: String) -> String {
        "<d:response><d:href>\(href)</d:href><d:propstat><d:prop><d:getetag>\(escaped(etag))</d:getetag></d:prop>"
            + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
    }

    /// Whether two paths name one collection, trailing slash aside.
    private static func sameCollection(_ one: String, _ other: String) -> Bool {
        let trimmed: (String) -> String = { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        return trimmed(one) == trimmed(other)
    }

    /// The text of the first `<d:NAME>` element of a request body ike sent (its prefixes are fixed).
    private static func text(of name: String, in body: String) -> String? {
        texts(of: name, in: body).first
    }

    private static func texts(of name: String, in body: String) -> [String] {
        body.components(separatedBy: "<d:\(name)>").dropFirst().compactMap { part in
            part.components(separatedBy: "</d:\(name)>").first.map(unescaped)
        }
    }

    private static func uid(of body: String) -> String? {
        body.components(separatedBy: .newlines).first { $0.hasPrefix("UID:") }.map { String($0.dropFirst(4)) }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    private static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
