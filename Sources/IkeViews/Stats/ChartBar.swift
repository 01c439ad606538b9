/// The glyphs of a horizontal bar chart: whole cells of `█` ending in an eighth block (`▏▎▍▌▋▊▉`), or
/// whole `#` cells in ASCII. A value above zero always shows at least its smallest mark, so a bar is never
/// confused with nothing; the number beside it says exactly how much.
enum ChartBar {
    static let eighths = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The bar of `value` out of `maximum` in `width` columns.
    static func glyphs(_ value: Int, of maximum: Int, width: Int, ascii: Bool) -> String {
        guard value > 0, maximum > 0, width > 0 else { return "" }
        if ascii {
            let cells = max(1, Int((Double(value) * Double(width) / Double(maximum)).rounded()))
            return String(repeating: "#", count: min(width, cells))
        }
        let parts = max(1, Int((Double(value) * Double(width * 8) / Double(maximum)).rounded()))
        let full = min(width, parts / 8)
        let rest = parts % 8
        return String(repeating: "█", count: full) + (rest > 0 && full < width ? eighths[rest - 1] : "")
    }

    /// Whole cells for the two parts of a stacked bar of `first + second` out of `maximum` in `width`
    /// columns; a part above zero gets at least one cell while there is room.
    static func split(_ first: Int, _ second: Int, of maximum: Int, width: Int) -> (first: Int, second: Int) {
        guard maximum > 0, width > 0 else { return (0, 0) }
        func cells(_ value: Int) -> Int {
            value > 0 ? max(1, Int((Double(value) * Double(width) / Double(maximum)).rounded())) : 0
        }
        let one = min(width, cells(first))
        let two = min(width - one, cells(second))
        return (one, two)
    }
}
