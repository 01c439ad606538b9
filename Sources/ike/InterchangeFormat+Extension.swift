import IkeCore
import IkeInterchange

extension InterchangeFormat {
    /// The file extensions `ike export -o` writes by, in the order its help and errors list them.
    static let byFileExtension: [(ext: String, format: InterchangeFormat)] = [
        ("json", .ikeJSON), ("ics", .iCalendar), ("txt", .todoTxt), ("csv", .csv), ("md", .markdown),
    ]

    /// The format a file named with this extension (without the dot, any case) holds, if ike writes one.
    init?(fileExtension: String) {
        let lowered = fileExtension.lowercased()
        if lowered == "markdown" {
            self = .markdown
            return
        }
        guard let match = Self.byFileExtension.first(where: { $0.ext == lowered }) else { return nil }
        self = match.format
    }
}
