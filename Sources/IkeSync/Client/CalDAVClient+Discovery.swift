import Foundation

extension CalDAVClient {
    /// The most redirects discovery follows (RFC 6764's well-known URL usually takes one).
    static let maximumRedirects = 5

    private static let discoveryProperties: [XMLName] =
        collectionProperties + [DAVName.currentUserPrincipal, DAVName.calendarHomeSet]

    /// Finds the task collections from a server, principal or collection URL (RFC 6764 and RFC 4791
    /// §6): a calendar collection URL is taken as it is; otherwise `/.well-known/caldav` (for a bare
    /// server URL) or the URL itself leads to the principal, its `calendar-home-set`, and the collections
    /// there, of which those that take VTODO are returned. Throws `noTaskCollection` when there are none.
    public func discover(_ url: URL) async throws(CalDAVError) -> CalDAVDiscovery {
        var start = url
        if url.path(percentEncoded: true).isEmpty || url.path(percentEncoded: true) == "/" {
            let wellKnown = try self.url(of: "/.well-known/caldav", relativeTo: url)
            if let answer = try? await propfindFollowingRedirects(wellKnown, depth: .zero),
                answer.status == 207
            {
                start = answer.url
            }
        }
        let (answer, here) = try await propertiesFollowingRedirects(start)
        if here.properties.isCalendar {
            let collection = try collection(from: here, base: answer.url)
            guard collection.supportsTodos else { throw .noTaskCollection(url: url.absoluteString) }
            return CalDAVDiscovery(principal: nil, calendarHomes: [], collections: [collection])
        }
        var principal = answer.url
        var homes = here.properties.calendarHomeSet
        if let principalHref = here.properties.currentUserPrincipal {
            principal = try self.url(of: principalHref, relativeTo: answer.url)
            if principal != answer.url || homes.isEmpty {
                let multistatus = try await propfind(
                    principal, depth: .zero, properties: [DAVName.calendarHomeSet])
                homes = multistatus.responses.first?.properties.calendarHomeSet ?? []
            }
        }
        var homeURLs: [URL] = []
        for home in homes { homeURLs.append(try self.url(of: home, relativeTo: principal)) }
        if homeURLs.isEmpty { homeURLs = [answer.url] }
        var collections: [CalDAVCollection] = []
        for home in homeURLs {
            let members = try await propfind(home, depth: .one, properties: Self.collectionProperties)
            for response in members.responses where response.properties.isCalendar {
                let found = try collection(from: response, base: home)
                if found.supportsTodos, !collections.contains(where: { $0.url == found.url }) {
                    collections.append(found)
                }
            }
        }
        guard !collections.isEmpty else { throw .noTaskCollection(url: url.absoluteString) }
        return CalDAVDiscovery(principal: principal, calendarHomes: homeURLs, collections: collections)
    }

    private func collection(from response: DAVResponse, base: URL) throws(CalDAVError) -> CalDAVCollection {
        let properties = response.properties
        return CalDAVCollection(
            url: try url(of: response.href, relativeTo: base), href: response.href,
            displayName: properties.displayName,
            components: properties.supportedComponents,
            supportsSyncCollection: properties.supportsSyncCollection,
            syncToken: properties.syncToken)
    }

    /// The depth-0 properties of `url`, redirects followed, with the answer they came in.
    private func propertiesFollowingRedirects(
        _ url: URL
    ) async throws(CalDAVError) -> (HTTPAnswer, DAVResponse) {
        let answer = try await propfindFollowingRedirects(url, depth: .zero)
        guard answer.status == 207 else { throw answer.failure() }
        let multistatus = try answer.multistatus(reader: reader)
        guard
            let first = multistatus.responses.first(where: { isSelf($0.href, answer.url) })
                ?? multistatus.responses.first
        else {
            throw .invalidAnswer(
                url: answer.url.absoluteString, reason: "the PROPFIND answer lists no resource")
        }
        return (answer, first)
    }

    /// PROPFIND sent again, body and all, to each `Location` (at most `maximumRedirects`, never to a URL
    /// already visited, never from https to http); the answer's `url` is the last one asked.
    func propfindFollowingRedirects(_ url: URL, depth: DAVDepth) async throws(CalDAVError) -> HTTPAnswer {
        var current = url
        var visited: Set<String> = []
        for _ in 0...Self.maximumRedirects {
            visited.insert(current.absoluteString)
            let answer = try await send(
                "PROPFIND", current, headers: [("Depth", depth.rawValue)],
                body: DAVRequestBody.propfind(Self.discoveryProperties))
            guard [301, 302, 303, 307, 308].contains(answer.status) else { return answer }
            guard let location = answer.header("Location"),
                let next = URL(string: location, relativeTo: current)?.absoluteURL
            else {
                throw .invalidAnswer(
                    url: current.absoluteString, reason: "a redirect without a usable Location")
            }
            if current.scheme?.lowercased() == "https" && next.scheme?.lowercased() != "https" {
                throw .insecureRedirect(url: current.absoluteString, location: next.absoluteString)
            }
            guard !visited.contains(next.absoluteString) else { throw .redirectLoop(url: url.absoluteString) }
            current = next
        }
        throw .redirectLoop(url: url.absoluteString)
    }
}
