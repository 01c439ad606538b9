import Foundation

/// How deep a PROPFIND looks: the resource itself, or it and its members.
public enum DAVDepth: String, Sendable {
    case zero = "0"
    case one = "1"
}

/// The members of a calendar-multiget answer: those read, and the hrefs the server no longer has.
public struct CalendarMultigetResult: Sendable, Equatable {
    /// Resources with their ETag and text.
    public var found: [CalDAVResource]
    /// Hrefs answered with 404.
    public var missing: [String]
}

extension CalDAVClient {
    /// The properties the sync engine reads of a collection and its members.
    public static let collectionProperties: [XMLName] = [
        DAVName.resourceType, DAVName.displayName, DAVName.supportedCalendarComponentSet, DAVName.syncToken,
        DAVName.calendarServerCTag, DAVName.supportedReportSet,
    ]

    /// PROPFIND of `properties` on `url` and, at depth one, its members.
    public func propfind(
        _ url: URL, depth: DAVDepth, properties: [XMLName]
    ) async throws(CalDAVError) -> DAVMultistatus {
        let answer = try await send(
            "PROPFIND", url, headers: [("Depth", depth.rawValue)], body: DAVRequestBody.propfind(properties))
        guard answer.status == 207 else { throw answer.failure() }
        return try answer.multistatus(reader: reader)
    }

    /// The members of the collection at `url` changed since `token` (all of them for nil), by RFC 6578's
    /// sync-collection. A token the server no longer knows throws `invalidSyncToken`, a server that
    /// refuses the report `reportNotSupported`: list with `todoETags` then.
    public func syncCollection(_ url: URL, token: String?) async throws(CalDAVError) -> SyncCollectionChanges
    {
        let body = DAVRequestBody.syncCollection(token: token, properties: [DAVName.getETag])
        let answer = try await send("REPORT", url, headers: [("Depth", "0")], body: body)
        guard answer.status == 207 else {
            switch answer.failure() {
            case .forbidden, .requestRefused(_, 400, _), .requestRefused(_, 405, _),
                .requestRefused(_, 415, _),
                .requestRefused(_, 501, _), .serverError(_, 501):
                throw .reportNotSupported(url: url.absoluteString, status: answer.status)
            case let failure: throw failure
            }
        }
        let multistatus = try answer.multistatus(reader: reader)
        var changed: [CalDAVResource] = []
        var removed: [String] = []
        for response in multistatus.responses where !isSelf(response.href, url) {
            if response.isGone {
                removed.append(response.href)
            } else if response.status == nil, !response.properties.isCollection {
                changed.append(CalDAVResource(href: response.href, etag: response.properties.etag))
            }
        }
        return SyncCollectionChanges(
            changed: changed, removed: removed, token: multistatus.syncToken,
            isTruncated: multistatus.isTruncated)
    }

    /// The href and ETag of every VTODO in the collection at `url` (calendar-query), leaving events out.
    public func todoETags(_ url: URL) async throws(CalDAVError) -> [CalDAVResource] {
        let body = DAVRequestBody.todoQuery(properties: [DAVName.getETag])
        let answer = try await send("REPORT", url, headers: [("Depth", "1")], body: body)
        guard answer.status == 207 else { throw answer.failure() }
        let multistatus = try answer.multistatus(reader: reader)
        return multistatus.responses.compactMap { response in
            guard !isSelf(response.href, url), response.status == nil, !response.properties.isCollection
            else { return nil }
            return CalDAVResource(href: response.href, etag: response.properties.etag)
        }
    }

    /// The text and ETag of each of `hrefs` (sent exactly as given), by calendar-multiget, in requests of
    /// at most `batchSize` hrefs.
    public func calendarMultiget(
        _ url: URL, hrefs: [String], batchSize: Int = 100
    ) async throws(CalDAVError) -> CalendarMultigetResult {
        var result = CalendarMultigetResult(found: [], missing: [])
        var start = 0
        while start < hrefs.count {
            let batch = Array(hrefs[start..<min(hrefs.count, start + max(1, batchSize))])
            start += batch.count
            let body = DAVRequestBody.multiget(
                hrefs: batch, properties: [DAVName.getETag, DAVName.calendarData])
            let answer = try await send("REPORT", url, headers: [("Depth", "1")], body: body)
            guard answer.status == 207 else { throw answer.failure() }
            for response in try answer.multistatus(reader: reader).responses {
                let properties = response.properties
                if let data = properties.calendarData, response.status == nil {
                    result.found.append(
                        CalDAVResource(href: response.href, etag: properties.etag, calendarData: data))
                } else if response.isGone || response.propstats.contains(where: { $0.status.code == 404 }) {
                    result.missing.append(response.href)
                }
            }
        }
        return result
    }

    /// GET of one calendar object.
    public func get(_ url: URL) async throws(CalDAVError) -> CalDAVObject {
        let answer = try await send("GET", url)
        guard answer.status == 200 else { throw answer.failure() }
        guard let text = String(validating: answer.body, as: UTF8.self) else {
            throw .invalidAnswer(url: url.absoluteString, reason: "the calendar object is not UTF-8 text")
        }
        return CalDAVObject(calendarData: text, etag: answer.header("ETag"))
    }

    /// PUT of `calendarData` under `precondition`; returns the new ETag when the server sends one (when it
    /// does not, read the object again). 412 throws `preconditionFailed`; a UID already in the collection
    /// `uidConflict`.
    @discardableResult
    public func put(
        _ url: URL, calendarData: String, precondition: PutPrecondition
    ) async throws(CalDAVError) -> String? {
        let condition: (String, String)
        switch precondition {
        case .create: condition = ("If-None-Match", "*")
        case .replace(let etag): condition = ("If-Match", etag)
        }
        let answer = try await send("PUT", url, headers: [condition], body: calendarData)
        guard (200..<300).contains(answer.status) else { throw answer.failure() }
        return answer.header("ETag")
    }

    /// DELETE of the version `etag` of a resource (any version for nil).
    public func delete(_ url: URL, etag: String?) async throws(CalDAVError) {
        let answer = try await send("DELETE", url, headers: etag.map { [("If-Match", $0)] } ?? [])
        guard (200..<300).contains(answer.status) else { throw answer.failure() }
    }

    /// MKCALENDAR of a collection for tasks only, named `displayName`.
    public func makeTodoCalendar(_ url: URL, displayName: String) async throws(CalDAVError) {
        let answer = try await send(
            "MKCALENDAR", url, body: DAVRequestBody.makeTodoCalendar(displayName: displayName))
        guard (200..<300).contains(answer.status) else { throw answer.failure() }
    }

    /// The absolute URL of `href` (a path or a whole URL as a server sent it) against `base`, keeping its
    /// percent-encoding as sent.
    public func url(of href: String, relativeTo base: URL) throws(CalDAVError) -> URL {
        guard let url = URL(string: href, relativeTo: base)?.absoluteURL,
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { throw .invalidAnswer(url: base.absoluteString, reason: "href \(href) is not a usable URL") }
        return url
    }

    /// Whether `href` names `url` itself (servers list the collection among its members), trailing
    /// slash aside.
    func isSelf(_ href: String, _ url: URL) -> Bool {
        guard let resolved = try? self.url(of: href, relativeTo: url) else { return false }
        let trimmed: (String) -> String = { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        return trimmed(resolved.path(percentEncoded: true)) == trimmed(url.path(percentEncoded: true))
    }
}
