/// Why a CalDAV request failed, each case with a message a person can act on.
///
/// The cases a sync engine reacts to differ (`preconditionFailed` means re-read, `invalidSyncToken`
/// means list everything, `uidConflict` means adopt the existing href), so each is its own case.
public enum CalDAVError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The URL is not http or https (or has no host).
    case notHTTPURL(String)
    /// No connection: refused, no route, name not found, or connecting timed out.
    case unreachable(url: String, reason: String)
    /// The TLS handshake failed: a bad or self-signed certificate, a wrong host name, or no TLS there.
    case tlsFailure(url: String, reason: String)
    /// No answer, or not all of it, within the time allowed.
    case timedOut(url: String)
    /// The connection closed before the whole answer arrived.
    case connectionDropped(url: String, reason: String)
    /// 401: the user name or password was refused.
    case unauthorized(url: String)
    /// 403, with the precondition the server named, if any.
    case forbidden(url: String, condition: String?)
    /// 404.
    case notFound(url: String)
    /// 412: the ETag sent in `If-Match` is no longer current, or `If-None-Match: *` met an existing item.
    case preconditionFailed(url: String)
    /// 409 `no-uid-conflict` (RFC 4791 §5.3.2.1; Xandikos sends 412): another item in the collection has
    /// this UID; its href when the server named it.
    case uidConflict(url: String, existingHref: String?)
    /// 403, 409 or 412 `valid-sync-token` (RFC 6578 §3.2): the token is unknown or expired; list everything.
    case invalidSyncToken(url: String)
    /// The server refused a REPORT it does not support (400, 403, 501 without a named condition to a
    /// sync-collection, or an empty initial token): use calendar-query instead.
    case reportNotSupported(url: String, status: Int)
    /// Any other 4xx.
    case requestRefused(url: String, status: Int, condition: String?)
    /// 5xx.
    case serverError(url: String, status: Int)
    /// A 3xx where none is followed (only discovery follows redirects).
    case redirected(url: String, location: String)
    /// More than the allowed redirects, or one back to a URL already visited.
    case redirectLoop(url: String)
    /// A redirect from https to http, which would send the password in clear.
    case insecureRedirect(url: String, location: String)
    /// The answer is not what WebDAV sends: HTML, garbage, XML of another kind.
    case invalidAnswer(url: String, reason: String)
    /// The answer's body is larger than the client reads.
    case bodyTooLarge(url: String, limit: Int)
    /// The task waiting for the answer was cancelled (Ctrl-C).
    case cancelled(url: String)
    /// libcurl, which sync's HTTP goes through (loaded when the first request is sent), is missing or too old.
    case httpLibraryMissing(reason: String)
    /// Discovery found no collection that holds tasks.
    case noTaskCollection(url: String)

    public var description: String {
        switch self {
        case .notHTTPURL(let url): return "\(url) is not an http:// or https:// URL"
        case .unreachable(let url, let reason): return "cannot reach \(url): \(reason)"
        case .tlsFailure(let url, let reason):
            return "TLS with \(url) failed (certificate or protocol): \(reason)"
        case .timedOut(let url): return "\(url) did not answer in time"
        case .connectionDropped(let url, let reason):
            return "the connection to \(url) was dropped mid-answer: \(reason)"
        case .unauthorized(let url):
            return
                "\(url) refused the user name or password (401). With two-factor login (Nextcloud, Fastmail, "
                + "iCloud) use an app password made in the server's security settings, not the login password"
        case .forbidden(let url, let condition): return "\(url) refused access (403)" + named(condition)
        case .notFound(let url): return "\(url) does not exist (404)"
        case .preconditionFailed(let url): return "\(url) changed on the server since it was read (412)"
        case .uidConflict(let url, let existing):
            return "\(url): the collection already has an item with this UID (409)"
                + (existing.map { " at \($0)" } ?? "")
        case .invalidSyncToken(let url):
            return "\(url): the server no longer knows the sync token; a full listing is needed"
        case .reportNotSupported(let url, let status):
            return "\(url) does not support this REPORT (\(status))"
        case .requestRefused(let url, let status, let condition):
            return "\(url) refused the request (\(status))" + named(condition)
        case .serverError(let url, let status):
            return "\(url) failed on the server (\(status)); try again later"
        case .redirected(let url, let location): return "\(url) redirects to \(location); use that URL"
        case .redirectLoop(let url): return "\(url) redirects in a loop or too many times"
        case .insecureRedirect(let url, let location):
            return "\(url) redirects to \(location), which is not https"
        case .invalidAnswer(let url, let reason): return "\(url) did not answer as a CalDAV server: \(reason)"
        case .bodyTooLarge(let url, let limit):
            return "\(url) sent an answer larger than \(limit / 1_048_576) MB"
        case .cancelled(let url): return "the request to \(url) was cancelled"
        case .httpLibraryMissing(let reason):
            return "sync needs libcurl 7.68 or later (Debian and Ubuntu: the libcurl4 package): \(reason)"
        case .noTaskCollection(let url):
            return "no task list (a calendar collection for VTODO) was found at \(url)"
        }
    }

    private func named(_ condition: String?) -> String { condition.map { ": \($0)" } ?? "" }
}
