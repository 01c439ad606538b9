/// One `response` of a multistatus answer: a resource, and either its properties by status or one
/// status for the whole resource (a deleted member in a sync-collection report is `404` with no
/// properties).
public struct DAVResponse: Sendable, Equatable {
    /// The href exactly as the server sent it (only surrounding white space removed): the resource's
    /// identity, to be sent back unchanged.
    public var href: String
    /// The status of the whole response, when it has one instead of propstats.
    public var status: DAVStatus?
    /// The properties grouped by the status the server gave them.
    public var propstats: [DAVPropstat]
    /// The `error` element of the response (a precondition the server names), if any.
    public var error: XMLElementTree?

    /// A response as read, or as written by hand in tests.
    public init(
        href: String, status: DAVStatus? = nil, propstats: [DAVPropstat] = [], error: XMLElementTree? = nil
    ) {
        self.href = href
        self.status = status
        self.propstats = propstats
        self.error = error
    }

    /// The properties of every 2xx propstat together: the values the server has.
    public var properties: DAVProperties {
        DAVProperties(propstats.filter(\.status.isSuccess).flatMap(\.properties.elements))
    }

    /// Whether the server reports the resource gone: a 404 for the whole response (RFC 6578 §3.5.2).
    public var isGone: Bool { status?.code == 404 }
}

/// A `propstat`: properties that share one status (200 for found, 404 for those the resource lacks).
public struct DAVPropstat: Sendable, Equatable {
    /// The status of these properties.
    public var status: DAVStatus
    /// The properties.
    public var properties: DAVProperties

    /// The properties `properties` with `status`.
    public init(status: DAVStatus, properties: DAVProperties) {
        self.status = status
        self.properties = properties
    }
}
