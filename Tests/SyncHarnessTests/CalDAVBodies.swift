/// The request bodies the harness tests send, written out so a reader sees exactly what went over the wire.
enum CalDAVBodies {
    /// PROPFIND for the principal and discovery properties.
    static let propfindPrincipal = """
        <?xml version="1.0" encoding="utf-8"?>
        <D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:current-user-principal/>\
        <C:calendar-home-set/><D:resourcetype/></D:prop></D:propfind>
        """

    /// PROPFIND for what tells a task collection.
    static let propfindCollection = """
        <?xml version="1.0" encoding="utf-8"?>
        <D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:resourcetype/>\
        <C:supported-calendar-component-set/><D:supported-report-set/><D:sync-token/></D:prop></D:propfind>
        """

    /// calendar-query for every VTODO's href and ETag (needs `Depth: 1`: Xandikos takes a missing Depth
    /// as 0 and answers an empty multistatus).
    static let queryTodos = """
        <?xml version="1.0" encoding="utf-8"?>
        <C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:getetag/>\
        <C:calendar-data/></D:prop><C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VTODO"/>\
        </C:comp-filter></C:filter></C:calendar-query>
        """

    /// sync-collection from `token` (empty for the first), hrefs and ETags.
    static func syncCollection(from token: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <D:sync-collection xmlns:D="DAV:"><D:sync-token>\(token)</D:sync-token><D:sync-level>1</D:sync-level>\
        <D:prop><D:getetag/></D:prop></D:sync-collection>
        """
    }

    /// A VTODO with non-ASCII text and an X- property with a parameter, as another client might write it.
    static func todo(uid: String, summary: String) -> String {
        [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ike tests//harness//EN", "BEGIN:VTODO", "UID:\(uid)",
            "DTSTAMP:20261125T090000Z", "SUMMARY:\(summary)", "X-OTHER-APP;X-PARAM=1:kept", "END:VTODO",
            "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
    }
}
