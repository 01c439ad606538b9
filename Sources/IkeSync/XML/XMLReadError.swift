/// Why a document could not be read, and where: a line and column (counted in characters from 1) when the
/// problem is at a place in it.
public struct XMLReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Equatable, Sendable {
        case tooLarge(limit: Int)
        case tooDeep(limit: Int)
        case emptyDocument
        case unsupportedEncoding(String)
        case invalidUTF8
        case doctypeRefused
        case unexpectedEnd(expecting: String)
        case unexpected(found: String, expecting: String)
        case invalidCharacter(UInt32)
        case invalidName(String)
        case mismatchedEndTag(open: String, found: String)
        case duplicateAttribute(String)
        case undeclaredPrefix(String)
        case invalidNamespaceDeclaration(String)
        case unknownEntity(String)
        case invalidCharacterReference(String)
        case contentOutsideRoot
    }

    /// What was wrong.
    public let reason: Reason
    /// The line of the problem, from 1; 0 when it concerns the whole document.
    public let line: Int
    /// The column of the problem, from 1; 0 when it concerns the whole document.
    public let column: Int

    /// The error `reason` at `line` and `column`.
    public init(_ reason: Reason, line: Int = 0, column: Int = 0) {
        self.reason = reason
        self.line = line
        self.column = column
    }

    public var description: String {
        let place = line > 0 ? "XML line \(line), column \(column): " : "XML: "
        return place + explanation
    }

    private var explanation: String {
        switch reason {
        case .tooLarge(let limit): return "the document is larger than \(limit) bytes"
        case .tooDeep(let limit): return "elements are nested more than \(limit) deep"
        case .emptyDocument: return "the document has no root element"
        case .unsupportedEncoding(let name): return "encoding \(name) is not read (only UTF-8)"
        case .invalidUTF8: return "the text is not valid UTF-8"
        case .doctypeRefused: return "a DOCTYPE is refused (WebDAV answers have none)"
        case .unexpectedEnd(let expecting): return "the document ends where \(expecting) was expected"
        case .unexpected(let found, let expecting): return "found \(found) where \(expecting) was expected"
        case .invalidCharacter(let scalar): return "character U+\(hex(scalar)) is not allowed in XML"
        case .invalidName(let name): return "\"\(name)\" is not a valid XML name"
        case .mismatchedEndTag(let open, let found): return "end tag </\(found)> does not close <\(open)>"
        case .duplicateAttribute(let name): return "attribute \(name) is given twice"
        case .undeclaredPrefix(let prefix): return "namespace prefix \"\(prefix)\" is not declared"
        case .invalidNamespaceDeclaration(let declaration):
            return "namespace declaration \(declaration) is invalid"
        case .unknownEntity(let name):
            return "entity &\(name); is not one of XML's five (&lt; &gt; &amp; &quot; &apos;)"
        case .invalidCharacterReference(let reference): return "character reference &\(reference); is invalid"
        case .contentOutsideRoot: return "text or a second element after the root element"
        }
    }

    private func hex(_ scalar: UInt32) -> String {
        let digits = String(scalar, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
