/// An element's or attribute's expanded name: its namespace URI and local name.
///
/// WebDAV compares elements by these two alone; the prefix a server happened to write means nothing
/// (RFC 4918 §17), so the tree keeps no prefixes.
public struct XMLName: Hashable, Sendable, CustomStringConvertible {
    /// The namespace URI, empty for a name in no namespace.
    public let namespace: String
    /// The name after any prefix.
    public let localName: String

    /// The name `localName` in `namespace` (empty for none).
    public init(_ namespace: String, _ localName: String) {
        self.namespace = namespace
        self.localName = localName
    }

    /// Clark notation, `{DAV:}href`, as errors and logs show a name.
    public var description: String { namespace.isEmpty ? localName : "{\(namespace)}\(localName)" }
}
