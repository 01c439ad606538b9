import Foundation

/// The fix for a TOML parser message that names only what is wrong: where a table redefined is first
/// declared, that a bare word must be quoted.
enum TOMLErrorHint {
    /// `message` with the fix appended when ike knows it.
    static func explained(_ message: String, in text: String) -> String {
        if let name = redefinedTable(message), let first = headerLine(of: name, in: text) {
            return message + "; [\(name)] begins at line \(first) already: put these settings there"
        }
        if message.contains("could not determine value type") {
            return message + "; put text in quotes (start_screen = \"list\")"
        }
        return message
    }

    /// The table a "cannot redefine existing table 'NAME'" message names.
    private static func redefinedTable(_ message: String) -> String? {
        guard let start = message.range(of: "cannot redefine existing table '") else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// The 1-based line of the first `[name]` header in `text`.
    private static func headerLine(of name: String, in text: String) -> Int? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("["), !trimmed.hasPrefix("[["), let close = trimmed.firstIndex(of: "]")
            else {
                continue
            }
            let header = trimmed[trimmed.index(after: trimmed.startIndex)..<close].trimmingCharacters(
                in: .whitespaces)
            if header == name { return index + 1 }
        }
        return nil
    }
}
