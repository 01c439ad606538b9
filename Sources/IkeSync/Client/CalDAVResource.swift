/// A calendar object on the server as a listing or multiget names it: its href exactly as sent, its ETag
/// and, when asked for, its iCalendar text.
public struct CalDAVResource: Sendable, Equatable {
    /// The href as the server sent it.
    public var href: String
    /// The opaque ETag; nil when the server sent none.
    public var etag: String?
    /// The iCalendar text (LF line ends inside a REPORT, Docs/Sync.md), nil when not asked for.
    public var calendarData: String?

    /// A resource as read, or as written by hand in tests.
    public init(href: String, etag: String?, calendarData: String? = nil) {
        self.href = href
        self.etag = etag
        self.calendarData = calendarData
    }
}

/// What a sync-collection report returned: members changed or added since the token, members removed,
/// the token to send next time, and whether more remain (ask again with `token` until false).
public struct SyncCollectionChanges: Sendable, Equatable {
    /// Members added or changed, with their ETags.
    public var changed: [CalDAVResource]
    /// Hrefs of members removed (404 in the report).
    public var removed: [String]
    /// The new sync token; keep it only once the changes are stored.
    public var token: String?
    /// Whether the server cut the list short (507, RFC 6578 §3.6).
    public var isTruncated: Bool

    /// Changes as read, or as written by hand in tests.
    public init(changed: [CalDAVResource], removed: [String], token: String?, isTruncated: Bool) {
        self.changed = changed
        self.removed = removed
        self.token = token
        self.isTruncated = isTruncated
    }
}

/// The outcome of a GET: the body and the ETag of the version read.
public struct CalDAVObject: Sendable, Equatable {
    /// The iCalendar text as sent (CRLF line ends from a GET).
    public var calendarData: String
    /// The ETag header, nil when the server sent none.
    public var etag: String?

    /// An object as read.
    public init(calendarData: String, etag: String?) {
        self.calendarData = calendarData
        self.etag = etag
    }
}

/// What a PUT requires of the resource it writes.
public enum PutPrecondition: Sendable, Equatable {
    /// Create only: `If-None-Match: *`, so an existing item is never overwritten.
    case create
    /// Replace only the version with this ETag: `If-Match`.
    case replace(etag: String)
}
