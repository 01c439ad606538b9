/// A file's bytes checked to be UTF-8 text, with a leading byte-order mark removed.
public struct ImportText: Sendable {
    /// Files larger than this are refused before parsing: 100k tasks with notes fit in a tenth of it.
    public static let maximumBytes = 100 << 20

    /// The text as bytes (valid UTF-8, no BOM).
    public let bytes: [UInt8]

    /// Checks `raw`: not too large, not UTF-16 or binary, valid UTF-8; a UTF-8 BOM is dropped.
    public init(_ raw: [UInt8]) throws(ImportError) {
        // Readers stop one byte past the limit, so the size beyond it is unknown: say "larger than".
        if raw.count > Self.maximumBytes {
            throw ImportError(
                "the file is larger than \(Self.maximumBytes >> 20) MB, the most ike imports at once")
        }
        if raw.starts(with: [0xFF, 0xFE]) || raw.starts(with: [0xFE, 0xFF]) {
            throw ImportError("the file is UTF-16 text; save it as UTF-8 and import it again")
        }
        var bytes = raw
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let nul = bytes.prefix(4096).firstIndex(of: 0) {
            throw ImportError(
                line: Self.line(at: nul, in: bytes),
                "a NUL byte at offset \(nul): this is a binary file or UTF-16 text, not UTF-8 text")
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            let offset = Self.firstInvalidOffset(bytes)
            let shown = String(bytes[offset], radix: 16, uppercase: true)
            throw ImportError(
                line: Self.line(at: offset, in: bytes),
                "not UTF-8 (byte 0x\(shown) at offset \(offset)); save the file as UTF-8 (it may be Latin-1)")
        }
        self.bytes = bytes
    }

    /// The whole text as a string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The lines without their `\n` or `\r\n` ends; a final line end does not start another line.
    public func lines() -> [Substring] {
        let text = string
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { line -> Substring in
                let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
                return Substring(trimmed)
            }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The 1-based line holding byte `offset`.
    static func line(at offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// Where the first byte that does not start a well-formed UTF-8 sequence is.
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int {
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return bytes.count
            case .error: return offset
            }
        }
    }
}
