/// A strict JSON parser (RFC 8259) over UTF-8 bytes that says on which line it stopped: Foundation's
/// `JSONSerialization` reports no lines and builds bridged objects, which cost more than the import itself.
public struct JSONReader {
    /// Deeper nesting is refused rather than risking the stack.
    static let maximumDepth = 256

    // A buffer, not an array: bounds-checked array subscripts were a third of the parse time.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var depth = 0

    /// A reader over already validated UTF-8 that must outlive it.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses one value filling the whole text.
    public static func parse(_ bytes: [UInt8]) throws(ImportError) -> JSONValue {
        let array = try parseSequence(bytes)
        if array.values.count > 1 {
            throw ImportError(line: array.lines[1], "unexpected text after the end of the JSON value")
        }
        guard let value = array.values.first else {
            throw ImportError(line: 1, "the file ends inside the JSON (is it truncated?)")
        }
        return value
    }

    /// Parses values separated by white space (JSON Lines, as older Taskwarrior versions export).
    public static func parseSequence(_ bytes: [UInt8]) throws(ImportError) -> JSONArray {
        let result: Result<JSONArray, ImportError> = bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer)
            var array = JSONArray(line: 1)
            reader.skipSpace()
            while reader.index < buffer.count {
                array.lines.append(reader.line)
                let start = reader.index
                do throws(ImportError) {
                    array.values.append(try reader.value())
                    array.spans.append(start..<reader.index)
                } catch {
                    return .failure(error)
                }
                reader.skipSpace()
            }
            return .success(array)
        }
        return try result.get()
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return
            }
            index += 1
        }
    }

    private func failure(_ reason: String) -> ImportError {
        ImportError(line: line, reason)
    }

    private func truncated(_ inside: String) -> ImportError {
        ImportError(line: line, "the file ends inside \(inside) (is it truncated?)")
    }

    mutating func value() throws(ImportError) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw truncated("the JSON") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object(try object())
        case UInt8(ascii: "["): return .array(try array())
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected \(describe(bytes[index])) where a JSON value should start")
        }
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F
            ? "“\(Character(Unicode.Scalar(byte)))”" : "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func literal(_ word: StaticString, _ result: JSONValue) throws(ImportError) -> JSONValue
    {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw truncated("the JSON") }
        let matches = word.withUTF8Buffer { bytes[index..<index + count].elementsEqual($0) }
        guard matches else {
            throw failure("unexpected \(describe(bytes[index])) where a JSON value should start")
        }
        index += count
        return result
    }

    private mutating func enter() throws(ImportError) {
        depth += 1
        if depth > Self.maximumDepth { throw failure("JSON nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func object() throws(ImportError) -> JSONObject {
        try enter()
        var object = JSONObject(line: line)
        object.members.reserveCapacity(16)
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return object
        }
        while true {
            skipSpace()
            guard index < bytes.count else { throw truncated("an object") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw failure("expected a member name in quotes, found \(describe(bytes[index]))")
            }
            let key = try string()
            skipSpace()
            guard index < bytes.count else { throw truncated("an object") }
            guard bytes[index] == UInt8(ascii: ":") else { throw failure("expected “:” after “\(key)”") }
            index += 1
            object.members.append((key, try value()))
            skipSpace()
            guard index < bytes.count else { throw truncated("an object") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return object
            default: throw failure("expected “,” or “}” after the value of “\(key)”")
            }
        }
    }

    private mutating func array() throws(ImportError) -> JSONArray {
        try enter()
        var array = JSONArray(line: line)
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return array
        }
        while true {
            skipSpace()
            array.lines.append(line)
            let start = index
            array.values.append(try value())
            array.spans.append(start..<index)
            skipSpace()
            guard index < bytes.count else { throw truncated("an array") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return array
            default:
                throw failure("expected “,” or “]” after an array element, found \(describe(bytes[index]))")
            }
        }
    }

    private mutating func number() throws(ImportError) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let from = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - from
        }
        let leadingZero = index < bytes.count && bytes[index] == 0x30
        let whole = digits()
        guard whole > 0, !(leadingZero && whole > 1) else { throw failure("a malformed number") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("a malformed number") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { throw failure("a malformed number") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func string() throws(ImportError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes, so the bytes are the string (already checked to be UTF-8).
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: bytes[start..<index - 1], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacter(byte) }
            index += 1
        }
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"): try escape(into: &buffer)
            case 0..<0x20: throw controlCharacter(byte)
            default: buffer.append(byte)
            }
        }
        throw truncated("a string")
    }

    private func controlCharacter(_ byte: UInt8) -> ImportError {
        byte == UInt8(ascii: "\n")
            ? failure("a line break inside a string (is a closing quote missing?)")
            : failure("control character 0x\(String(byte, radix: 16)) inside a string must be escaped")
    }

    private mutating func escape(into buffer: inout [UInt8]) throws(ImportError) {
        guard index < bytes.count else { throw truncated("a string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low one.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw failure("an unpaired surrogate \\u\(String(scalar, radix: 16)) in a string") }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw failure("an unpaired surrogate \\u\(String(scalar, radix: 16)) in a string")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw failure("an unpaired surrogate \\u\(String(scalar, radix: 16)) in a string")
            }
            buffer.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
        default: throw failure("an unknown escape \\\(Character(Unicode.Scalar(byte))) in a string")
        }
    }

    private mutating func hex4() throws(ImportError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw truncated("a string") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard byte.isHexDigit, let digit = UInt32(String(Unicode.Scalar(byte)), radix: 16) else {
                throw failure("a malformed \\u escape in a string")
            }
            value = value << 4 | digit
        }
        index += 4
        return value
    }
}
