/// An HTTP status as a multistatus answer writes it, `HTTP/1.1 404 Not Found`.
public struct DAVStatus: Sendable, Equatable, CustomStringConvertible {
    /// The three-digit code.
    public let code: Int
    /// The line as sent, trimmed.
    public let line: String

    /// The status of `line`, nil when it holds no three-digit code after the protocol.
    public init?(line: String) {
        let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), parts[1].count == 3,
            let code = Int(parts[1]), code >= 100
        else { return nil }
        self.code = code
        self.line = parts.joined(separator: " ")
    }

    /// Whether the code is 2xx.
    public var isSuccess: Bool { (200..<300).contains(code) }

    public var description: String { line }
}
