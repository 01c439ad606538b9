/// A cursor over a document's UTF-8 bytes with the lexical pieces of XML: names, attribute values,
/// references, comments, processing instructions and CDATA.
///
/// Every read checks the bounds first, so no input can trap; what does not fit the grammar is an
/// `XMLReadError` at the byte where it was found.
struct XMLScanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { position >= bytes.count }

    func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[position + offset] != start[offset] { return false }
        return true
    }

    mutating func skip(_ literal: StaticString) -> Bool {
        guard starts(with: literal) else { return false }
        position += literal.utf8CodeUnitCount
        return true
    }

    mutating func expect(_ literal: StaticString, _ expecting: String) throws(XMLReadError) {
        guard skip(literal) else { throw unexpected(expecting) }
    }

    /// Skips XML white space and says whether there was any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = position
        while let byte = peek(), Self.isWhitespace(byte) { position += 1 }
        return position > start
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A name as written, prefix included. Any byte of a multi-byte UTF-8 sequence counts as a name
    /// character (XML allows nearly all of them); ASCII is held to the grammar.
    mutating func readName() throws(XMLReadError) -> String {
        let start = position
        guard let first = peek() else { throw error(.unexpectedEnd(expecting: "a name")) }
        guard Self.isNameStart(first) else { throw unexpected("a name") }
        position += 1
        while let byte = peek(), Self.isNameStart(byte) || Self.isNameRest(byte) { position += 1 }
        guard let name = String(validating: bytes[start..<position], as: UTF8.self) else {
            throw error(.invalidUTF8, at: start)
        }
        return name
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x3A
            || byte >= 0x80
    }

    static func isNameRest(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    /// A quoted attribute value with references resolved and white space normalized to spaces (XML §3.3.3).
    mutating func readAttributeValue() throws(XMLReadError) -> String {
        guard let quote = peek() else { throw error(.unexpectedEnd(expecting: "a quoted attribute value")) }
        guard quote == 0x22 || quote == 0x27 else { throw unexpected("a quoted attribute value") }
        position += 1
        var value: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error(.unexpectedEnd(expecting: "the closing quote")) }
            switch byte {
            case quote:
                position += 1
                return try decode(value, from: position)
            case 0x3C: throw unexpected("an attribute value without '<'")
            case 0x26: try readReference(into: &value)
            case 0x09, 0x0A, 0x0D:
                if byte == 0x0D && peek(1) == 0x0A { position += 1 }
                value.append(0x20)
                position += 1
            default:
                try checkAllowed(byte)
                value.append(byte)
                position += 1
            }
        }
    }

    /// Character data up to the next `<`, appended to `text`: references resolved, CR LF and lone CR made LF.
    mutating func readCharacterData(into text: inout [UInt8]) throws(XMLReadError) {
        while let byte = peek(), byte != 0x3C {
            switch byte {
            case 0x26: try readReference(into: &text)
            case 0x0D:
                text.append(0x0A)
                position += peek(1) == 0x0A ? 2 : 1
            case 0x5D where starts(with: "]]>"):
                throw unexpected("text (\"]]>\" may only close a CDATA section)")
            default:
                try checkAllowed(byte)
                text.append(byte)
                position += 1
            }
        }
    }

    /// `&name;` or `&#…;` at the cursor, appended to `text` as UTF-8. No DTD is read, so only XML's five
    /// predefined entities exist, and no expansion can grow the document.
    mutating func readReference(into text: inout [UInt8]) throws(XMLReadError) {
        let start = position
        position += 1
        var end = position
        while end < bytes.count, bytes[end] != 0x3B, end - position < 12 { end += 1 }
        guard end < bytes.count, bytes[end] == 0x3B else {
            throw error(
                .unexpected(found: "\"&\"", expecting: "a reference ending in ';' (write & as &amp;)"),
                at: start)
        }
        let body = String(decoding: bytes[position..<end], as: UTF8.self)
        position = end + 1
        switch body {
        case "lt": text.append(0x3C)
        case "gt": text.append(0x3E)
        case "amp": text.append(0x26)
        case "quot": text.append(0x22)
        case "apos": text.append(0x27)
        default:
            guard body.hasPrefix("#") else { throw error(.unknownEntity(body), at: start) }
            guard let scalar = Self.characterReference(body), Self.isAllowed(scalar.value) else {
                throw error(.invalidCharacterReference(body), at: start)
            }
            text.append(contentsOf: String(Character(scalar)).utf8)
        }
    }

    private static func characterReference(_ body: String) -> Unicode.Scalar? {
        let hex = body.hasPrefix("#x")
        let digits = body.dropFirst(hex ? 2 : 1)
        guard !digits.isEmpty, digits.allSatisfy({ hex ? $0.isHexDigit : $0.isASCII && $0.isNumber }),
            let value = UInt32(digits, radix: hex ? 16 : 10)
        else { return nil }
        return Unicode.Scalar(value)
    }

    /// XML 1.0's Char production.
    static func isAllowed(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private func checkAllowed(_ byte: UInt8) throws(XMLReadError) {
        if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
            throw error(.invalidCharacter(UInt32(byte)))
        }
    }

    /// Skips `<!-- … -->`, whose text may not hold `--`.
    mutating func skipComment() throws(XMLReadError) {
        position += 4
        while !atEnd {
            if starts(with: "-->") {
                position += 3
                return
            }
            if starts(with: "--") {
                throw unexpected("the end of the comment (\"--\" may not appear in one)")
            }
            try checkAllowed(bytes[position])
            position += 1
        }
        throw error(.unexpectedEnd(expecting: "\"-->\""))
    }

    /// Skips `<?target …?>` and returns its target, which the caller checks against `xml`.
    mutating func skipProcessingInstruction() throws(XMLReadError) -> String {
        position += 2
        let target = try readName()
        while !atEnd {
            if skip("?>") { return target }
            try checkAllowed(bytes[position])
            position += 1
        }
        throw error(.unexpectedEnd(expecting: "\"?>\""))
    }

    /// `<![CDATA[ … ]]>`, appended to `text` as written but for line ends.
    mutating func readCDATA(into text: inout [UInt8]) throws(XMLReadError) {
        position += 9
        while !atEnd {
            if skip("]]>") { return }
            let byte = bytes[position]
            try checkAllowed(byte)
            if byte == 0x0D {
                text.append(0x0A)
                position += peek(1) == 0x0A ? 2 : 1
            } else {
                text.append(byte)
                position += 1
            }
        }
        throw error(.unexpectedEnd(expecting: "\"]]>\""))
    }

    func decode(_ utf8: [UInt8], from start: Int) throws(XMLReadError) -> String {
        guard let string = String(validating: utf8, as: UTF8.self) else {
            throw error(.invalidUTF8, at: start)
        }
        return string
    }

    func unexpected(_ expecting: String) -> XMLReadError {
        guard let byte = peek() else { return error(.unexpectedEnd(expecting: expecting)) }
        let found: String
        if byte >= 0x21 && byte < 0x7F {
            found = "\"\(Character(Unicode.Scalar(byte)))\""
        } else {
            found = "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
        return error(.unexpected(found: found, expecting: expecting))
    }

    /// The error at `offset` (the cursor by default), with its line and column counted only now, since
    /// only a failing read needs them.
    func error(_ reason: XMLReadError.Reason, at offset: Int? = nil) -> XMLReadError {
        let end = min(offset ?? position, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return XMLReadError(reason, line: line, column: column)
    }
}
