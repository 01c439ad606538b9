/// The properties of one resource as a PROPFIND or REPORT returned them, with the ones CalDAV sync uses
/// read out.
///
/// Each accessor is nil (or empty) when the server did not send that property, which is not the same as
/// a property sent empty: a collection without `supported-calendar-component-set` takes every component.
public struct DAVProperties: Sendable, Equatable {
    /// Every property element as sent, in order.
    public var elements: [XMLElementTree]

    /// The properties `elements`.
    public init(_ elements: [XMLElementTree] = []) { self.elements = elements }

    /// The property named `name`.
    public subscript(name: XMLName) -> XMLElementTree? { elements.first { $0.name == name } }

    /// `getetag`, an opaque string (quotes and any `W/` kept) to send back in `If-Match`.
    public var etag: String? { nonEmpty(self[DAVName.getETag]?.trimmedText) }

    /// `displayname`.
    public var displayName: String? { nonEmpty(self[DAVName.displayName]?.trimmedText) }

    /// The names inside `resourcetype`: `{DAV:}collection`, `{urn:ietf:params:xml:ns:caldav}calendar`, ….
    public var resourceTypes: Set<XMLName> { Set(self[DAVName.resourceType]?.children.map(\.name) ?? []) }

    /// Whether `resourcetype` says collection.
    public var isCollection: Bool { resourceTypes.contains(DAVName.collection) }

    /// Whether `resourcetype` says CalDAV calendar.
    public var isCalendar: Bool { resourceTypes.contains(DAVName.calendar) }

    /// The component names of `supported-calendar-component-set` in upper case (`VTODO`, `VEVENT`), nil
    /// when the property was not sent.
    public var supportedComponents: Set<String>? {
        guard let set = self[DAVName.supportedCalendarComponentSet] else { return nil }
        return Set(
            set.children(DAVName.component).compactMap { $0.attributes[XMLName("", "name")]?.uppercased() })
    }

    /// Whether the collection takes VTODO items: listed, or no list sent (RFC 4791 §5.2.3: then it takes
    /// any component).
    public var supportsTodos: Bool { supportedComponents?.contains("VTODO") ?? true }

    /// The collection's `sync-token` property.
    public var syncToken: String? { nonEmpty(self[DAVName.syncToken]?.trimmedText) }

    /// CalendarServer's `getctag`, which changes whenever anything in the collection does.
    public var ctag: String? { nonEmpty(self[DAVName.calendarServerCTag]?.trimmedText) }

    /// `calendar-data` as sent (its line ends normalized to LF by XML).
    public var calendarData: String? { self[DAVName.calendarData]?.text }

    /// The href inside `current-user-principal`.
    public var currentUserPrincipal: String? { hrefs(in: DAVName.currentUserPrincipal).first }

    /// The hrefs inside `calendar-home-set`.
    public var calendarHomeSet: [String] { hrefs(in: DAVName.calendarHomeSet) }

    /// The report names of `supported-report-set`, nil when it was not sent.
    public var supportedReports: Set<XMLName>? {
        guard let set = self[DAVName.supportedReportSet] else { return nil }
        let reports = set.children(DAVName.supportedReport).flatMap {
            $0.child(DAVName.report)?.children ?? []
        }
        return Set(reports.map(\.name))
    }

    /// Whether `supported-report-set` lists RFC 6578's sync-collection.
    public var supportsSyncCollection: Bool { supportedReports?.contains(DAVName.syncCollection) ?? false }

    private func hrefs(in name: XMLName) -> [String] {
        (self[name]?.children(DAVName.href) ?? []).map(\.trimmedText).filter { !$0.isEmpty }
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
