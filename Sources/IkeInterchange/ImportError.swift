/// Why a file cannot be imported, with where: the whole import is refused, so the message must say enough
/// to fix the file.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it (`-` is shown as "standard input").
    public var file: String
    /// The 1-based line where the problem starts, when the format has lines.
    public var line: Int?
    /// The 1-based task record (array element, VTODO, CSV row), when known.
    public var record: Int?
    public var reason: String

    /// A failure at a place in the file.
    public init(file: String = "", line: Int? = nil, record: Int? = nil, _ reason: String) {
        self.file = file
        self.line = line
        self.record = record
        self.reason = reason
    }

    /// "tasks.txt, line 3 (record 2): reason; nothing was imported".
    public var description: String {
        var place = file.isEmpty ? "input" : file
        if let line { place += ", line \(line)" }
        if let record { place += line == nil ? ", record \(record)" : " (record \(record))" }
        return "\(place): \(reason); nothing was imported"
    }

    /// The same failure attributed to `file`.
    func named(_ file: String) -> ImportError {
        var copy = self
        copy.file = file
        return copy
    }
}
