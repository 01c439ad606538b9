import IkeTerm

extension ScreenBuffer {
    /// The column where `needle` starts on `row`, counting wide glyphs as two columns.
    func column(of needle: String, row: Int) -> Int? {
        var text = ""
        var columns: [Int] = []
        for x in 0..<width where !self[x, row].isContinuation {
            for _ in self[x, row].text { columns.append(x) }
            text += self[x, row].text
        }
        guard let range = text.range(of: needle) else { return nil }
        return columns[text.distance(from: text.startIndex, to: range.lowerBound)]
    }

    /// Row `row` as text, trailing blanks trimmed.
    func line(_ row: Int) -> String {
        String(plainText.split(separator: "\n", omittingEmptySubsequences: false)[row])
    }
}
