/// One element of a read XML document with everything inside it.
///
/// `text` holds the character data directly inside the element (CDATA sections included, references
/// resolved, line ends normalized to LF), in document order, not that of its descendants: what WebDAV
/// properties such as `getetag` or `calendar-data` carry.
public struct XMLElementTree: Sendable, Equatable {
    /// The element's expanded name.
    public var name: XMLName
    /// Attributes by expanded name; `xmlns` declarations are not attributes.
    public var attributes: [XMLName: String]
    /// Child elements in document order.
    public var children: [XMLElementTree]
    /// Character data directly inside this element.
    public var text: String

    /// An element as written by hand in tests and by the request builders.
    public init(
        _ name: XMLName, attributes: [XMLName: String] = [:], children: [XMLElementTree] = [],
        text: String = ""
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// The first child named `name`.
    public func child(_ name: XMLName) -> XMLElementTree? {
        children.first { $0.name == name }
    }

    /// Every child named `name`, in document order.
    public func children(_ name: XMLName) -> [XMLElementTree] {
        children.filter { $0.name == name }
    }

    /// `text` without the XML white space around it (space, tab, CR, LF), which pretty-printing servers add
    /// around values such as hrefs and ETags.
    public var trimmedText: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
            let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }
}
