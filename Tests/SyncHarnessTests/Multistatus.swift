import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The parts of a WebDAV 207 Multi-Status body these tests check, read by element name without namespace
/// prefixes (Radicale writes `<href>`, Xandikos `<ns0:href>`).
struct Multistatus {
    /// One `<response>`: its href, its own status (a deleted member in sync-collection), and the
    /// `getetag` and `calendar-data` it carried.
    struct Response: Equatable {
        var href = ""
        var status: String?
        var etag: String?
        var calendarData: String?
    }

    var responses: [Response] = []
    /// The `<sync-token>` at the end of a sync-collection answer.
    var syncToken: String?
    /// Every element's text by local name, in document order (e.g. `texts["href"]`).
    var texts: [String: [String]] = [:]
    /// Every element's local name, so `names.contains("calendar")` tells a resourcetype.
    var names: Set<String> = []

    /// Reads `body`; throws when it is not XML.
    init(_ body: String) throws {
        let reader = Reader()
        let parser = XMLParser(data: Data(body.utf8))
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        guard parser.parse() else {
            throw CocoaError(.coderReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: "not XML: \(body)"])
        }
        self = reader.result
    }

    /// The response for `href`, if listed.
    func response(_ href: String) -> Response? {
        responses.first { $0.href == href }
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var result = Multistatus(empty: ())
        private var path: [String] = []
        private var text = ""
        private var current: Response?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            path.append(name)
            result.names.insert(name)
            text = ""
            if name == "response" { current = Response() }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            text += String(decoding: block, as: UTF8.self)
        }

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
        ) {
            path.removeLast()
            let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
            result.texts[name, default: []].append(value)
            switch name {
            case "href" where path.last == "response": current?.href = value
            case "status" where path.last == "response": current?.status = value
            case "getetag": current?.etag = value
            case "calendar-data": current?.calendarData = text
            case "sync-token" where path.last == "multistatus": result.syncToken = value
            case "response":
                if let current { result.responses.append(current) }
                current = nil
            default: break
            }
            text = ""
        }
    }

    private init(empty: Void) {}
}
