import Foundation

/// A calendar collection discovery found, with what the sync engine needs to choose and use it.
public struct CalDAVCollection: Sendable, Equatable {
    /// Where it is.
    public var url: URL
    /// Its href as the server sent it.
    public var href: String
    /// Its name as other apps show it.
    public var displayName: String?
    /// The components it takes in upper case, nil when the server did not say (then it takes any).
    public var components: Set<String>?
    /// Whether it lists RFC 6578's sync-collection report.
    public var supportsSyncCollection: Bool
    /// Its current sync token, if it has one.
    public var syncToken: String?

    /// A collection as discovered, or as written by hand in tests.
    public init(
        url: URL, href: String, displayName: String?, components: Set<String>?, supportsSyncCollection: Bool,
        syncToken: String?
    ) {
        self.url = url
        self.href = href
        self.displayName = displayName
        self.components = components
        self.supportsSyncCollection = supportsSyncCollection
        self.syncToken = syncToken
    }

    /// Whether it takes VTODO items.
    public var supportsTodos: Bool { components?.contains("VTODO") ?? true }
}

/// What discovery found from the URL a person gave: the principal, its calendar homes, and the
/// collections there that take tasks.
public struct CalDAVDiscovery: Sendable, Equatable {
    /// The user's principal, nil when a collection URL was given directly.
    public var principal: URL?
    /// The calendar homes of the principal.
    public var calendarHomes: [URL]
    /// Collections that take VTODO items, in the order the server listed them.
    public var collections: [CalDAVCollection]
}
