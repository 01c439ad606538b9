/// A VTODO as the phone client (`CalDAVPhone`) read it from the server.
public struct PhoneTodo: Sendable, Equatable, Decodable {
    /// Its UID.
    public var uid: String
    /// Its path on the server, e.g. `/alice/tasks/0f3c….ics`.
    public var href: String
    /// The ETag the server gave with it, quotes included.
    public var etag: String
    /// SUMMARY, empty when absent.
    public var summary: String
    /// STATUS (NEEDS-ACTION, COMPLETED, …), empty when absent.
    public var status: String
    /// The values of every CATEGORIES property, in order.
    public var categories: [String]
    /// The whole iCalendar text the server returned.
    public var ical: String
}
