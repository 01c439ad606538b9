/// The fix for a TOML parser message that names only what is wrong: where a table redefined is first
/// declared, that a bare word must be quoted.
enum TOMLErrorHint {
    /// `message` with the fix appended when ike knows it; `lines` is the text's index, which keeps each
    /// table's first header.
    static func explained(_ message: String, lines: TOMLLineIndex) -> String {
        if let name = redefinedTable(message),
            let first = lines.line(of: name.split(separator: ".").map(String.init))
        {
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
}
