/// Text forms of a buffer for snapshot tests and debugging.
extension ScreenBuffer {
    /// The rows as text joined by "\n", trailing blanks of each row trimmed; continuations add nothing.
    public var plainText: String {
        (0..<height).map { row in
            var line = ""
            for x in 0..<width where !self[x, row].isContinuation {
                line += self[x, row].text
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// Every maximal run of cells in a row sharing one non-default style, top to bottom, left to right.
    public var styleRuns: [StyleRun] {
        var runs: [StyleRun] = []
        for row in 0..<height {
            var x = 0
            while x < width {
                let style = self[x, row].style
                var end = x
                while end + 1 < width && self[end + 1, row].style == style { end += 1 }
                if !style.isDefault { runs.append(StyleRun(row: row, start: x, end: end, style: style)) }
                x = end + 1
            }
        }
        return runs
    }

    /// `plainText`, a "---" line, then one line per style run and, when set, "cursor x,y".
    public var snapshot: String {
        var lines = styleRuns.map(\.description)
        if let cursor { lines.append("cursor \(cursor)") }
        return plainText + "\n---\n" + lines.joined(separator: "\n")
    }
}
