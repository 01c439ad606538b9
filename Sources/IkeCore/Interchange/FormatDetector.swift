/// Recognises a file's format from its content: JSON by its first character (the shape of the JSON is
/// decided by `InterchangeDecoder` once it is parsed), iCalendar by `BEGIN:VCALENDAR` or `BEGIN:VTODO`, CSV by
/// a header with a title column, Markdown by a task-list line; anything else is todo.txt.
public enum FormatDetector {
    /// The format family of `text`; `.ikeJSON` stands for every JSON format.
    public static func detect(_ text: ImportText) -> InterchangeFormat {
        let first = text.bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return .ikeJSON }
        let lines = text.lines().prefix(200)
        guard let firstLine = lines.first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return .todoTxt }
        let head = firstLine.trimmingPrefix(while: \.isWhitespace).uppercased()
        if head.hasPrefix("BEGIN:VCALENDAR") || head.hasPrefix("BEGIN:VTODO") { return .iCalendar }
        if CSVCodec.looksLikeCSV(firstLine) { return .csv }
        if MarkdownCodec.looksLikeMarkdown(lines) { return .markdown }
        return .todoTxt
    }
}

extension Substring {
    fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        self.drop(while: predicate)
    }
}
