/// The WebDAV (RFC 4918), CalDAV (RFC 4791), sync (RFC 6578) and CalendarServer names the client reads
/// and writes.
enum DAVName {
    static let davNamespace = "DAV:"
    static let calDAVNamespace = "urn:ietf:params:xml:ns:caldav"
    static let calendarServerNamespace = "http://calendarserver.org/ns/"

    static func dav(_ name: String) -> XMLName { XMLName(davNamespace, name) }
    static func calDAV(_ name: String) -> XMLName { XMLName(calDAVNamespace, name) }

    static let multistatus = dav("multistatus")
    static let response = dav("response")
    static let href = dav("href")
    static let status = dav("status")
    static let propstat = dav("propstat")
    static let prop = dav("prop")
    static let error = dav("error")
    static let responseDescription = dav("responsedescription")
    static let syncToken = dav("sync-token")
    static let getETag = dav("getetag")
    static let displayName = dav("displayname")
    static let resourceType = dav("resourcetype")
    static let collection = dav("collection")
    static let currentUserPrincipal = dav("current-user-principal")
    static let supportedReportSet = dav("supported-report-set")
    static let supportedReport = dav("supported-report")
    static let report = dav("report")
    static let syncCollection = dav("sync-collection")
    static let validSyncToken = dav("valid-sync-token")
    static let numberOfMatchesWithinLimits = dav("number-of-matches-within-limits")

    static let calendar = calDAV("calendar")
    static let calendarData = calDAV("calendar-data")
    static let calendarHomeSet = calDAV("calendar-home-set")
    static let supportedCalendarComponentSet = calDAV("supported-calendar-component-set")
    static let component = calDAV("comp")
    static let noUIDConflict = calDAV("no-uid-conflict")
    static let calendarQuery = calDAV("calendar-query")
    static let calendarMultiget = calDAV("calendar-multiget")

    static let calendarServerCTag = XMLName(calendarServerNamespace, "getctag")
}
