import Foundation
import IkeCore

/// Recognises a file's format from its content: JSON by its first character (the shape of the JSON is
/// decided by `InterchangeDecoder` once it is parsed), iCalendar by `BEGIN:VCALENDAR` or `BEGIN:VTODO`, CSV by
/// a header with a title column, Markdown by a task-list line; anything else is todo.txt, except a table
/// separated by semicolons or tabs, which is refused rather than imported a task per row.
public enum FormatDetector {
    /// The format family of `text`; `.ikeJSON` stands for every JSON format.
    public static func detect(_ text: ImportText) throws(ImportError) -> InterchangeFormat {
        let first = text.bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return .ikeJSON }
        let lines = text.lines().prefix(200)
        guard let firstLine = lines.first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return .todoTxt }
        let head = firstLine.drop(while: \.isWhitespace).uppercased()
        if head.hasPrefix("BEGIN:VCALENDAR") || head.hasPrefix("BEGIN:VTODO") { return .iCalendar }
        if CSVCodec.looksLikeCSV(firstLine) { return .csv }
        if MarkdownCodec.looksLikeMarkdown(lines) { return .markdown }
        if let table = delimitedTable(lines) {
            // Read as todo.txt, every row (the header too) would silently become one task.
            throw ImportError(
                line: table.line,
                "this looks like the header of a table separated by \(table.separator); save the file as CSV "
                    + "separated by commas, or give --format to read it as another format")
        }
        return .todoTxt
    }

    /// Where a table separated by semicolons or tabs starts, and the separator's name in words.
    ///
    /// Its first line must read as a header: every field a short name, and either one of them a column ike
    /// knows (`title`, `due`, `done`, …) or three fields or more. Most of the next lines must have as many
    /// fields. A todo.txt line with a semicolon or two in its text fails one of these. Rows are records, not
    /// lines: a quoted note that spans lines is one field of its row (`records`).
    static func delimitedTable(_ lines: ArraySlice<Substring>) -> (line: Int, separator: String)? {
        let filled = records(lines, limit: 6)
        guard let (headerIndex, header) = filled.first else { return nil }
        for (separator, name) in [(UInt8(ascii: ";"), "semicolons"), (0x09, "tabs")] {
            let fields = header.utf8.split(separator: separator, omittingEmptySubsequences: false).map {
                Substring($0).trimmingCharacters(in: CharacterSet(charactersIn: " \""))
            }
            guard fields.count >= 2, fields.allSatisfy(isColumnName) else { continue }
            let known = fields.contains { CSVCodec.columnAliases[CSVCodec.columnKey($0)] != nil }
            guard known || fields.count >= 3 else { continue }
            let rows = filled.dropFirst().prefix(5)
            let matching = rows.filter { fieldCount($0.1, separator: separator) == fields.count }.count
            guard !rows.isEmpty, matching * 2 > rows.count else { continue }
            return (headerIndex - lines.startIndex + 1, name)
        }
        return nil
    }

    /// The first `limit` records of `lines` with the index of the line each starts on, blank lines between
    /// them skipped. A record goes on over the next line while a double quote is open, as RFC 4180 lets a
    /// quoted field hold line breaks (a spreadsheet's multi-line note); `""` inside quotes counts twice, so
    /// it never ends one.
    static func records(_ lines: ArraySlice<Substring>, limit: Int) -> [(Int, Substring)] {
        var records: [(Int, Substring)] = []
        var open: (index: Int, text: String)?
        var quoted = false
        for (index, line) in zip(lines.indices, lines) {
            if var record = open {
                record.text += "\n" + line
                open = record
            } else if line.allSatisfy(\.isWhitespace) {
                continue
            } else {
                open = (index, String(line))
            }
            for byte in line.utf8 where byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted, let record = open {
                records.append((record.index, Substring(record.text)))
                open = nil
                if records.count == limit { return records }
            }
        }
        // A quote never closed: what there is, as one last record (the CSV reader names the quote).
        if let open { records.append((open.index, Substring(open.text))) }
        return records
    }

    /// A column name: up to 40 characters, starting with a letter, made of letters, digits, spaces and
    /// `_ - . / ( ) #`. todo.txt's `(A)`, dates, `+project`, `@context` and `key:value` words are not.
    private static func isColumnName(_ field: String) -> Bool {
        guard let first = field.first, first.isLetter, field.count <= 40 else { return false }
        return field.allSatisfy { $0.isLetter || $0.isNumber || " _-./()#".contains($0) }
    }

    /// How many fields `line` has, not counting separators inside double quotes.
    private static func fieldCount(_ line: Substring, separator: UInt8) -> Int {
        var count = 1
        var quoted = false
        for byte in line.utf8 {
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
            } else if byte == separator && !quoted {
                count += 1
            }
        }
        return count
    }
}
