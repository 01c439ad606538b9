import Foundation

/// A whole HTTP answer as the client read it.
struct HTTPAnswer: Sendable {
    /// The URL the request went to.
    let url: URL
    let status: Int
    let headers: [(name: String, value: String)]
    let body: [UInt8]

    /// The first header called `name`, compared without case.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The precondition or postcondition an error answer names in its `DAV:error` body (RFC 4918 §16),
    /// such as `valid-sync-token`, nil when the body is no such XML.
    var condition: XMLElementTree? {
        guard !body.isEmpty, let root = try? XMLReader().read(body), root.name == DAVName.error else {
            return nil
        }
        // sabre/dav (Nextcloud) puts its own exception and message elements before the condition.
        let standard = root.children.first {
            $0.name.namespace == DAVName.davNamespace || $0.name.namespace == DAVName.calDAVNamespace
        }
        return standard ?? root.children.first
    }

    /// The error this answer stands for when it is not the success a request wanted.
    func failure() -> CalDAVError {
        let place = url.absoluteString
        let condition = self.condition
        let named = condition.map { $0.name.localName }
        switch status {
        case 200..<300:
            // A success of the wrong kind: a proxy's or login page's 200 where a 207 was due.
            let type = header("Content-Type").map { ", Content-Type \($0)" } ?? ""
            return .invalidAnswer(
                url: place, reason: "status \(status)\(type) where a WebDAV answer was expected")
        case 300..<400:
            return .redirected(url: place, location: header("Location") ?? "(no Location header)")
        case 401: return .unauthorized(url: place)
        // Radicale says 403, sabre/dav 403 or 409, Xandikos 412 (Docs/CalDAVServers.md): the condition
        // decides, not the status.
        case 403 where condition?.name == DAVName.validSyncToken,
            409 where condition?.name == DAVName.validSyncToken,
            412 where condition?.name == DAVName.validSyncToken:
            return .invalidSyncToken(url: place)
        case 403: return .forbidden(url: place, condition: named)
        case 404: return .notFound(url: place)
        case 409 where condition?.name == DAVName.noUIDConflict,
            412 where condition?.name == DAVName.noUIDConflict:
            let href = condition?.child(DAVName.href)?.trimmedText
            return .uidConflict(url: place, existingHref: href?.isEmpty == false ? href : nil)
        case 412: return .preconditionFailed(url: place)
        case 500..<600: return .serverError(url: place, status: status)
        default: return .requestRefused(url: place, status: status, condition: named)
        }
    }

    /// The body read as a multistatus, or the error that says what the server sent instead (an HTML
    /// login page is the usual case).
    func multistatus(reader: XMLReader) throws(CalDAVError) -> DAVMultistatus {
        guard status == 207 else {
            throw .invalidAnswer(
                url: url.absoluteString, reason: "status \(status) where 207 Multi-Status was expected")
        }
        do {
            return try DAVMultistatus.read(body, reader: reader)
        } catch {
            let type = header("Content-Type").map { " (Content-Type \($0))" } ?? ""
            throw .invalidAnswer(url: url.absoluteString, reason: "\(error)\(type)")
        }
    }
}
