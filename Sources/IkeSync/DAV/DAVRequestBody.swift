/// The XML bodies of the requests the client sends.
enum DAVRequestBody {
    private static let declaration = #"<?xml version="1.0" encoding="utf-8"?>"#
    private static let namespaces =
        #"xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/""#

    /// `propfind` asking for `properties` by name.
    static func propfind(_ properties: [XMLName]) -> String {
        "\(declaration)<d:propfind \(namespaces)><d:prop>\(empty(properties))</d:prop></d:propfind>"
    }

    /// RFC 6578's sync-collection for the members (level 1) changed since `token`, or all of them when
    /// the token is nil (sent as an empty `sync-token`, as §3.2 says for an initial sync).
    static func syncCollection(token: String?, properties: [XMLName]) -> String {
        let tokenElement = token.map { "<d:sync-token>\(escaped($0))</d:sync-token>" } ?? "<d:sync-token/>"
        return "\(declaration)<d:sync-collection \(namespaces)>\(tokenElement)<d:sync-level>1</d:sync-level>"
            + "<d:prop>\(empty(properties))</d:prop></d:sync-collection>"
    }

    /// calendar-query for the VTODO items of a collection (RFC 4791 §7.8), which leaves out events and
    /// anything else a shared calendar holds.
    static func todoQuery(properties: [XMLName]) -> String {
        "\(declaration)<c:calendar-query \(namespaces)><d:prop>\(empty(properties))</d:prop>"
            + #"<c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"/></c:comp-filter></c:filter>"#
            + "</c:calendar-query>"
    }

    /// calendar-multiget of `hrefs` (RFC 4791 §7.9), each sent exactly as the server wrote it.
    static func multiget(hrefs: [String], properties: [XMLName]) -> String {
        let hrefElements = hrefs.map { "<d:href>\(escaped($0))</d:href>" }.joined()
        return "\(declaration)<c:calendar-multiget \(namespaces)><d:prop>\(empty(properties))</d:prop>"
            + "\(hrefElements)</c:calendar-multiget>"
    }

    /// MKCALENDAR of a collection for tasks only, named `displayName` (RFC 4791 §5.3.1).
    static func makeTodoCalendar(displayName: String) -> String {
        "\(declaration)<c:mkcalendar \(namespaces)><d:set><d:prop>"
            + "<d:displayname>\(escaped(displayName))</d:displayname>"
            + #"<c:supported-calendar-component-set><c:comp name="VTODO"/></c:supported-calendar-component-set>"#
            + "</d:prop></d:set></c:mkcalendar>"
    }

    /// Empty elements for `names`, with the document's prefixes where they apply.
    private static func empty(_ names: [XMLName]) -> String {
        names.map { name in
            switch name.namespace {
            case DAVName.davNamespace: return "<d:\(name.localName)/>"
            case DAVName.calDAVNamespace: return "<c:\(name.localName)/>"
            case DAVName.calendarServerNamespace: return "<cs:\(name.localName)/>"
            default: return #"<x:\#(name.localName) xmlns:x="\#(escaped(name.namespace))"/>"#
            }
        }.joined()
    }

    /// `text` with the characters XML gives meaning to replaced by references.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
