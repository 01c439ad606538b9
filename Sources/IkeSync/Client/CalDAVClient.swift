import Foundation

/// Speaks WebDAV and CalDAV to one server over one `HTTPSession`: Basic credentials on every request,
/// redirects never followed but by discovery, at most `options.maximumInFlight` requests at once, answers
/// read up to `options.maximumBodyBytes`.
///
/// The `HTTPSession` is the caller's, who shuts it down when done, so one connection pool (keep-alive)
/// serves every request of a sync.
public struct CalDAVClient: Sendable {
    /// Receives one text per request and per answer when the user asked for `--verbose`; the
    /// `Authorization` header is shown as `<redacted>`.
    public typealias Log = @Sendable (String) -> Void

    /// The credentials sent, nil for none.
    public let credentials: CalDAVCredentials?
    /// Timeouts and limits.
    public let options: CalDAVClientOptions
    let session: HTTPSession
    let reader: XMLReader
    private let gate: RequestGate
    private let log: Log?

    /// A client sending `credentials` through `session`, logging exchanges to `log` when given.
    public init(
        session: HTTPSession, credentials: CalDAVCredentials?,
        options: CalDAVClientOptions = CalDAVClientOptions(),
        log: Log? = nil
    ) {
        self.session = session
        self.credentials = credentials
        self.options = options
        self.reader = XMLReader(maximumBytes: options.maximumBodyBytes)
        self.gate = RequestGate(limit: options.maximumInFlight)
        self.log = log
    }

    /// Sends one request and reads the whole answer, whatever its status; only failures to get an
    /// answer are thrown. A `423 Locked` is sent again after a pause, up to `lockedRetries` times:
    /// Xandikos answers 423 to a write while another write holds its git index, so a few writes in flight
    /// meet it often, and the refused request changed nothing.
    func send(
        _ method: String, _ url: URL, headers: [(String, String)] = [], body: String? = nil
    ) async throws(CalDAVError) -> HTTPAnswer {
        var attempt = 0
        while true {
            let answer = try await sendOnce(method, url, headers: headers, body: body)
            guard answer.status == 423, attempt < Self.lockedRetries else { return answer }
            attempt += 1
            // 10, 40, 90 … 640 ms: about 2 s in all, far longer than a write holds the lock.
            try? await Task.sleep(for: .milliseconds(10 * attempt * attempt))
        }
    }

    /// How often a `423 Locked` is tried again.
    static let lockedRetries = 8

    private func sendOnce(
        _ method: String, _ url: URL, headers: [(String, String)], body: String?
    ) async throws(CalDAVError) -> HTTPAnswer {
        let place = url.absoluteString
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { throw .notHTTPURL(place) }
        var requestHeaders = [("User-Agent", options.userAgent)]
        if let credentials { requestHeaders.append(("Authorization", credentials.authorization)) }
        requestHeaders += headers
        if body != nil { requestHeaders.append(("Content-Type", Self.contentType(method))) }
        logRequest(method, place, requestHeaders, body)
        await gate.enter()
        let started = ContinuousClock.now
        let result: Result<HTTPAnswer, CalDAVError>
        do {
            result = .success(
                try await session.execute(
                    method, url, headers: requestHeaders, body: body.map { Array($0.utf8) }))
        } catch {
            result = .failure(error)
        }
        await gate.leave()
        logAnswer(result, since: started)
        return try result.get()
    }

    private static func contentType(_ method: String) -> String {
        method == "PUT" ? "text/calendar; charset=utf-8" : "application/xml; charset=utf-8"
    }

    private func logRequest(_ method: String, _ url: String, _ headers: [(String, String)], _ body: String?) {
        guard let log else { return }
        var lines = ["> \(method) \(url)"]
        for (name, value) in headers {
            lines.append("> \(name): " + (name.lowercased() == "authorization" ? "<redacted>" : value))
        }
        if let body { lines += Self.excerpt(Array(body.utf8), marked: ">| ") }
        log(lines.joined(separator: "\n"))
    }

    private func logAnswer(_ result: Result<HTTPAnswer, CalDAVError>, since start: ContinuousClock.Instant) {
        guard let log else { return }
        let elapsed = (ContinuousClock.now - start).components
        let milliseconds = elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000
        switch result {
        case .success(let answer):
            var lines = ["< \(answer.status) (\(answer.body.count) bytes, \(milliseconds) ms)"]
            lines += answer.headers.map { "< \($0.name): \($0.value)" }
            if !answer.body.isEmpty { lines += Self.excerpt(answer.body, marked: "<| ") }
            log(lines.joined(separator: "\n"))
        case .failure(let error):
            let reason = Self.lineBreaks("\(error)")
            log("< failed after \(milliseconds) ms: " + reason.joined(separator: "\n<| "))
        }
    }

    /// The first 4 KB of a body, enough to see what a server said, not a whole calendar per request: each
    /// line starts with `mark`, so no line of a server's text can pass for one of ike's own (`ike: …`,
    /// `< 200`).
    private static func excerpt(_ body: [UInt8], marked mark: String) -> [String] {
        let limit = 4096
        let text = String(decoding: body.prefix(limit), as: UTF8.self)
        var lines = lineBreaks(text).map { mark + $0 }
        if lines.count > 1 && lines.last == mark { lines.removeLast() }
        if body.count > limit { lines.append("… (\(body.count - limit) more bytes)") }
        return lines
    }

    /// `text`'s lines, split at LF and CRLF (a lone CR stays, to be shown as a symbol).
    private static func lineBreaks(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }
}
