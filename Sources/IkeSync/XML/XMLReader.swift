/// A strict, small XML 1.0 reader with namespaces, for what WebDAV servers answer.
///
/// Reads elements, attributes, text, CDATA, XML's five entities and character references, comments and
/// processing instructions; refuses a DOCTYPE (so no entity can expand) and any encoding but UTF-8.
/// Not FoundationXML, which would load libxml2 and ICU at every start of `ike` (Docs/Decisions.md).
public struct XMLReader: Sendable {
    /// The most bytes a document may have (a REPORT of many tasks stays far below).
    public var maximumBytes: Int
    /// The deepest nesting of elements; WebDAV answers nest about six deep.
    public var maximumDepth: Int

    /// A reader with the given limits.
    public init(maximumBytes: Int = 50 * 1024 * 1024, maximumDepth: Int = 256) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
    }

    /// The root element of the UTF-8 document `bytes`.
    public func read(_ bytes: [UInt8]) throws(XMLReadError) -> XMLElementTree {
        guard bytes.count <= maximumBytes else { throw XMLReadError(.tooLarge(limit: maximumBytes)) }
        var scanner = XMLScanner(bytes)
        try readPrologue(&scanner)
        let root = try readRootElement(&scanner)
        try readEpilogue(&scanner)
        return root
    }

    private func readPrologue(_ scanner: inout XMLScanner) throws(XMLReadError) {
        if scanner.starts(with: "\u{FEFF}") {
            _ = scanner.skip("\u{FEFF}")
        } else if let first = scanner.peek(), first == 0xFE || first == 0xFF || first == 0x00 {
            throw XMLReadError(.unsupportedEncoding("UTF-16 or UTF-32"))
        }
        if scanner.starts(with: "<?xml"), let next = scanner.peek(5), XMLScanner.isWhitespace(next) {
            try readDeclaration(&scanner)
        }
        while true {
            scanner.skipWhitespace()
            if scanner.atEnd { throw XMLReadError(.emptyDocument) }
            if try skipMisc(&scanner) { continue }
            if scanner.starts(with: "<!DOCTYPE") { throw scanner.error(.doctypeRefused) }
            if scanner.peek() == 0x3C { return }
            throw scanner.unexpected("the root element")
        }
    }

    /// `<?xml version="1.0" encoding="…" standalone="…"?>`: only the encoding matters here.
    private func readDeclaration(_ scanner: inout XMLScanner) throws(XMLReadError) {
        scanner.position += 5
        while true {
            let hadSpace = scanner.skipWhitespace()
            if scanner.skip("?>") { return }
            guard hadSpace else { throw scanner.unexpected("\"?>\" closing the XML declaration") }
            let start = scanner.position
            let name = try scanner.readName()
            scanner.skipWhitespace()
            try scanner.expect("=", "'=' in the XML declaration")
            scanner.skipWhitespace()
            let value = try scanner.readAttributeValue()
            switch name {
            case "version":
                guard value.hasPrefix("1.") else {
                    throw scanner.error(.unexpected(found: value, expecting: "version 1.x"), at: start)
                }
            case "encoding":
                guard ["utf-8", "utf8", "us-ascii"].contains(value.lowercased()) else {
                    throw scanner.error(.unsupportedEncoding(value), at: start)
                }
            case "standalone": break
            default:
                throw scanner.error(
                    .unexpected(found: name, expecting: "version, encoding or standalone"), at: start)
            }
        }
    }

    /// Skips a comment or processing instruction at the cursor, saying whether there was one.
    private func skipMisc(_ scanner: inout XMLScanner) throws(XMLReadError) -> Bool {
        if scanner.starts(with: "<!--") {
            try scanner.skipComment()
            return true
        }
        if scanner.starts(with: "<?") {
            let start = scanner.position
            let target = try scanner.skipProcessingInstruction()
            if target.lowercased() == "xml" {
                throw scanner.error(
                    .unexpected(found: "<?xml", expecting: "the XML declaration only at the very start"),
                    at: start)
            }
            return true
        }
        return false
    }

    private func readEpilogue(_ scanner: inout XMLScanner) throws(XMLReadError) {
        while true {
            scanner.skipWhitespace()
            if scanner.atEnd { return }
            if try skipMisc(&scanner) { continue }
            throw scanner.error(.contentOutsideRoot)
        }
    }

    /// The root and everything in it, with an explicit stack, so that no input can exhaust the call stack.
    private func readRootElement(_ scanner: inout XMLScanner) throws(XMLReadError) -> XMLElementTree {
        var open: [OpenElement] = []
        var namespaces = XMLNamespaceScope()
        while true {
            if open.isEmpty || scanner.peek() == 0x3C {
                guard scanner.peek() == 0x3C else { throw scanner.unexpected("an element") }
                if scanner.peek(1) == 0x2F {
                    guard var closed = open.popLast() else { throw scanner.unexpected("an element") }
                    try readEndTag(&scanner, closing: closed.qualifiedName)
                    namespaces.leave()
                    let element = try closed.finish(&scanner)
                    if open.isEmpty { return element }
                    open[open.count - 1].element.children.append(element)
                } else if scanner.starts(with: "<!--") || scanner.starts(with: "<?") {
                    _ = try skipMisc(&scanner)
                } else if scanner.starts(with: "<![CDATA[") {
                    guard !open.isEmpty else { throw scanner.unexpected("an element") }
                    try scanner.readCDATA(into: &open[open.count - 1].text)
                } else if scanner.peek(1) == 0x21 {
                    throw scanner.unexpected(
                        "an element, comment or CDATA section (declarations are not read)")
                } else {
                    guard open.count < maximumDepth else {
                        throw scanner.error(.tooDeep(limit: maximumDepth))
                    }
                    let (start, isEmpty) = try readStartTag(&scanner, namespaces: &namespaces)
                    if isEmpty {
                        namespaces.leave()
                        if open.isEmpty { return start.element }
                        open[open.count - 1].element.children.append(start.element)
                    } else {
                        open.append(start)
                    }
                }
            } else if scanner.atEnd {
                throw scanner.error(.unexpectedEnd(expecting: "</\(open[open.count - 1].qualifiedName)>"))
            } else {
                try scanner.readCharacterData(into: &open[open.count - 1].text)
            }
        }
    }

    /// `<name attr="value" …>` or `<name …/>` at the cursor, with its namespaces resolved; enters the
    /// element's namespace scope (the caller leaves it).
    private func readStartTag(
        _ scanner: inout XMLScanner, namespaces: inout XMLNamespaceScope
    ) throws(XMLReadError) -> (OpenElement, isEmpty: Bool) {
        scanner.position += 1
        let tagStart = scanner.position
        let qualifiedName = try scanner.readName()
        var written: [(name: String, value: String, at: Int)] = []
        var isEmpty = false
        while true {
            let hadSpace = scanner.skipWhitespace()
            if scanner.skip("/>") {
                isEmpty = true
                break
            }
            if scanner.skip(">") { break }
            guard hadSpace else { throw scanner.unexpected("white space, '>' or '/>'") }
            let at = scanner.position
            let name = try scanner.readName()
            scanner.skipWhitespace()
            try scanner.expect("=", "'=' after attribute \(name)")
            scanner.skipWhitespace()
            let value = try scanner.readAttributeValue()
            if written.contains(where: { $0.name == name }) {
                throw scanner.error(.duplicateAttribute(name), at: at)
            }
            written.append((name, value, at))
        }
        namespaces.enter()
        for attribute in written {
            try namespaces.declare(attribute.name, attribute.value, scanner: scanner, at: attribute.at)
        }
        let name = try namespaces.resolve(qualifiedName, isAttribute: false, scanner: scanner, at: tagStart)
        var attributes: [XMLName: String] = [:]
        for attribute in written where !XMLNamespaceScope.isDeclaration(attribute.name) {
            let expanded = try namespaces.resolve(
                attribute.name, isAttribute: true, scanner: scanner, at: attribute.at)
            guard attributes.updateValue(attribute.value, forKey: expanded) == nil else {
                throw scanner.error(.duplicateAttribute(expanded.description), at: attribute.at)
            }
        }
        let element = XMLElementTree(name, attributes: attributes)
        return (
            OpenElement(qualifiedName: qualifiedName, element: element, textStart: scanner.position), isEmpty
        )
    }

    private func readEndTag(_ scanner: inout XMLScanner, closing open: String) throws(XMLReadError) {
        let start = scanner.position
        scanner.position += 2
        let name = try scanner.readName()
        guard name == open else { throw scanner.error(.mismatchedEndTag(open: open, found: name), at: start) }
        scanner.skipWhitespace()
        try scanner.expect(">", "'>' closing </\(name)>")
    }
}

/// An element whose end tag has not been read yet.
private struct OpenElement {
    let qualifiedName: String
    var element: XMLElementTree
    var text: [UInt8] = []
    let textStart: Int

    init(qualifiedName: String, element: XMLElementTree, textStart: Int) {
        self.qualifiedName = qualifiedName
        self.element = element
        self.textStart = textStart
    }

    mutating func finish(_ scanner: inout XMLScanner) throws(XMLReadError) -> XMLElementTree {
        element.text = try scanner.decode(text, from: textStart)
        return element
    }
}
