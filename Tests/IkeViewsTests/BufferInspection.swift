import IkeApp
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

    /// What is wrong with the buffer for its size, or nil when it shows what the size allows: nothing
    /// without cells; below `ListLayout.minimumSize` the start of the "Terminal too small" notice (cut
    /// with "…" where narrower); otherwise the help box, or the header and `status` on the status line.
    func misdrawnAtItsSize(status: String, showingHelp: Bool) -> String? {
        let shown = plainText.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
        let minimum = ListLayout.minimumSize
        let fine: Bool
        if width == 0 || height == 0 {
            fine = shown.isEmpty
        } else if width < minimum.width || height < minimum.height {
            let notice = shown.first.map { $0.hasSuffix("…") ? $0.dropLast() : $0 }
            fine = notice.map { "Terminal too small".hasPrefix($0) } ?? false
        } else if showingHelp {
            fine = plainText.contains(" Keys ")
        } else {
            fine = line(0).hasPrefix(" ike") && line(height - 2).contains(status)
        }
        return fine ? nil : plainText
    }
}
