/// The line each table and key of a TOML text is written on, so that a problem found after parsing (an
/// unknown binding id, a colour that is not one) names its line; the parser (TOMLKit over toml++) gives
/// a line only for syntax errors.
///
/// It reads only what locates: table headers (`[keys]`, `[[sync.collections]]`) and the key at the
/// start of a `key = value` line, bare, quoted or dotted; it skips multi-line strings. The text has
/// already parsed, so it need not judge it.
struct TOMLLineIndex {
    private var lineByPath: [[String]: Int] = [:]

    /// The index of `text`.
    init(_ text: String) {
        var table: [String] = []
        var arrayCounts: [[String]: Int] = [:]
        var inMultilineString: String?
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            var line = Substring(rawLine)
            if let delimiter = inMultilineString {
                if Self.occurrences(of: delimiter, in: line) % 2 == 1 { inMultilineString = nil }
                continue
            }
            line = line.drop(while: { $0 == " " || $0 == "\t" })
            if line.hasPrefix("[[") {
                guard let path = Self.keyPath(line.dropFirst(2), until: "]") else { continue }
                let index = arrayCounts[path.parts, default: 0]
                arrayCounts[path.parts] = index + 1
                table = path.parts + ["#\(index)"]
                record(path.parts, number)
                record(table, number)
            } else if line.hasPrefix("[") {
                guard let path = Self.keyPath(line.dropFirst(), until: "]") else { continue }
                table = path.parts
                record(table, number)
            } else if let path = Self.keyPath(line, until: "=") {
                record(table + path.parts, number)
                for delimiter in ["\"\"\"", "'''"]
                where Self.occurrences(of: delimiter, in: path.rest) % 2 == 1 {
                    inMultilineString = delimiter
                }
            }
        }
    }

    /// The line `path` (table names, then keys; `#n` for the nth table of an array) is written on, or
    /// the line of its nearest written parent.
    func line(of path: [String]) -> Int? {
        var path = path
        while !path.isEmpty {
            if let line = lineByPath[path] { return line }
            path.removeLast()
        }
        return nil
    }

    private mutating func record(_ path: [String], _ line: Int) {
        if lineByPath[path] == nil { lineByPath[path] = line }
    }

    /// A dotted key at the start of `text` followed by `terminator`: its parts and what follows.
    private static func keyPath(
        _ text: Substring, until terminator: Character
    ) -> (parts: [String], rest: Substring)? {
        var rest = text
        var parts: [String] = []
        while true {
            rest = rest.drop(while: { $0 == " " || $0 == "\t" })
            guard let first = rest.first else { return nil }
            if first == "\"" || first == "'" {
                guard let close = rest.dropFirst().firstIndex(of: first) else { return nil }
                parts.append(String(rest[rest.index(after: rest.startIndex)..<close]))
                rest = rest[rest.index(after: close)...]
            } else {
                let bare = rest.prefix(while: {
                    $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-")
                })
                guard !bare.isEmpty else { return nil }
                parts.append(String(bare))
                rest = rest.dropFirst(bare.count)
            }
            rest = rest.drop(while: { $0 == " " || $0 == "\t" })
            guard let next = rest.first else { return nil }
            if next == terminator { return (parts, rest.dropFirst()) }
            guard next == "." else { return nil }
            rest = rest.dropFirst()
        }
    }

    private static func occurrences(of delimiter: String, in text: Substring) -> Int {
        var count = 0
        var rest = text
        while let range = rest.firstRange(of: delimiter) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
