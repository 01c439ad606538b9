/// A `207 Multi-Status` answer (RFC 4918 §13): the responses, and for a sync-collection report the new
/// sync token and whether the server cut the list short.
public struct DAVMultistatus: Sendable, Equatable {
    /// The responses in the order sent, without the one that only reports truncation.
    public var responses: [DAVResponse]
    /// The top-level `sync-token` of a sync-collection report (RFC 6578 §6.4).
    public var syncToken: String?
    /// Whether the server returned only part of the result: a `507` response for the request URI,
    /// with `number-of-matches-within-limits` (RFC 6578 §3.6). Ask again with `syncToken` for the rest.
    public var isTruncated: Bool

    /// A multistatus as read, or as written by hand in tests.
    public init(responses: [DAVResponse], syncToken: String? = nil, isTruncated: Bool = false) {
        self.responses = responses
        self.syncToken = syncToken
        self.isTruncated = isTruncated
    }

    /// Reads the multistatus document `bytes`.
    public static func read(
        _ bytes: [UInt8], reader: XMLReader = XMLReader()
    ) throws(DAVReadError) -> DAVMultistatus {
        let root: XMLElementTree
        do {
            root = try reader.read(bytes)
        } catch {
            throw .xml(error)
        }
        return try read(root)
    }

    /// Reads a multistatus from its parsed root element.
    public static func read(_ root: XMLElementTree) throws(DAVReadError) -> DAVMultistatus {
        guard root.name == DAVName.multistatus else { throw .notMultistatus(found: root.name) }
        var responses: [DAVResponse] = []
        var isTruncated = false
        for element in root.children(DAVName.response) {
            for response in try readResponse(element) {
                if response.status?.code == 507 {
                    // The truncation marker, not a member (RFC 6578 §3.6).
                    isTruncated = true
                } else {
                    responses.append(response)
                }
            }
        }
        let token = root.child(DAVName.syncToken)?.trimmedText
        return DAVMultistatus(
            responses: responses, syncToken: token?.isEmpty == false ? token : nil, isTruncated: isTruncated)
    }

    /// One `response`: either hrefs with one status (RFC 4918 allows several hrefs there), or one href
    /// with propstats.
    private static func readResponse(_ element: XMLElementTree) throws(DAVReadError) -> [DAVResponse] {
        let hrefs = element.children(DAVName.href).map(\.trimmedText)
        guard let first = hrefs.first, !first.isEmpty else { throw .responseWithoutHref }
        let error = element.child(DAVName.error)
        if let statusElement = element.child(DAVName.status) {
            guard let status = DAVStatus(line: statusElement.trimmedText) else {
                throw .invalidStatus(statusElement.trimmedText)
            }
            return hrefs.filter { !$0.isEmpty }.map { DAVResponse(href: $0, status: status, error: error) }
        }
        var propstats: [DAVPropstat] = []
        for propstat in element.children(DAVName.propstat) {
            guard let statusText = propstat.child(DAVName.status)?.trimmedText else {
                throw .propstatWithoutStatus(href: first)
            }
            guard let status = DAVStatus(line: statusText) else { throw .invalidStatus(statusText) }
            let properties = propstat.child(DAVName.prop)?.children ?? []
            propstats.append(DAVPropstat(status: status, properties: DAVProperties(properties)))
        }
        return [DAVResponse(href: first, propstats: propstats, error: error)]
    }
}

/// Why an answer that should be a multistatus is not one.
public enum DAVReadError: Error, Equatable, Sendable, CustomStringConvertible {
    case xml(XMLReadError)
    case notMultistatus(found: XMLName)
    case responseWithoutHref
    case propstatWithoutStatus(href: String)
    case invalidStatus(String)

    public var description: String {
        switch self {
        case .xml(let error): return error.description
        case .notMultistatus(let name): return "the answer is \(name), not a WebDAV multistatus"
        case .responseWithoutHref: return "a response of the multistatus has no href"
        case .propstatWithoutStatus(let href): return "the properties of \(href) come without a status"
        case .invalidStatus(let line): return "\"\(line)\" is not an HTTP status line"
        }
    }
}
