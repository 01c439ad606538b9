/// The prefix bindings in force at each open element (Namespaces in XML 1.0): `xmlns="…"` for the default
/// namespace, `xmlns:p="…"` for a prefix, `xml` always bound.
struct XMLNamespaceScope {
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"

    /// One dictionary per open element; each starts as its parent's, copied only when it declares one.
    private var levels: [[String: String]] = [["xml": xmlNamespace]]

    static func isDeclaration(_ name: String) -> Bool { name == "xmlns" || name.hasPrefix("xmlns:") }

    mutating func enter() { levels.append(levels[levels.count - 1]) }

    mutating func leave() { if levels.count > 1 { levels.removeLast() } }

    mutating func declare(
        _ name: String, _ value: String, scanner: XMLScanner, at offset: Int
    ) throws(XMLReadError) {
        guard Self.isDeclaration(name) else { return }
        let invalid = scanner.error(.invalidNamespaceDeclaration("\(name)=\"\(value)\""), at: offset)
        if name == "xmlns" {
            guard value != Self.xmlNamespace, value != Self.xmlnsNamespace else { throw invalid }
            levels[levels.count - 1][""] = value
            return
        }
        let prefix = String(name.dropFirst(6))
        guard !prefix.isEmpty, !prefix.contains(":"), !value.isEmpty, prefix != "xmlns",
            (prefix == "xml") == (value == Self.xmlNamespace), value != Self.xmlnsNamespace
        else { throw invalid }
        levels[levels.count - 1][prefix] = value
    }

    /// The expanded name of `qualifiedName`; an attribute without a prefix is in no namespace.
    func resolve(
        _ qualifiedName: String, isAttribute: Bool, scanner: XMLScanner, at offset: Int
    ) throws(XMLReadError) -> XMLName {
        let parts = qualifiedName.split(separator: ":", omittingEmptySubsequences: false)
        let bindings = levels[levels.count - 1]
        switch parts.count {
        case 1:
            return XMLName(isAttribute ? "" : bindings[""] ?? "", qualifiedName)
        case 2 where !parts[0].isEmpty && !parts[1].isEmpty:
            let prefix = String(parts[0])
            guard let namespace = bindings[prefix] else {
                throw scanner.error(.undeclaredPrefix(prefix), at: offset)
            }
            guard let first = parts[1].utf8.first, XMLScanner.isNameStart(first) else {
                throw scanner.error(.invalidName(qualifiedName), at: offset)
            }
            return XMLName(namespace, String(parts[1]))
        default:
            throw scanner.error(.invalidName(qualifiedName), at: offset)
        }
    }
}
