/// A horizontal run of cells in one row that share one non-default style.
public struct StyleRun: Hashable, Sendable, CustomStringConvertible {
    public var row: Int
    /// First column of the run.
    public var start: Int
    /// Last column of the run (inclusive).
    public var end: Int
    public var style: Style

    /// A run on `row` from column `start` through `end` in `style`.
    public init(row: Int, start: Int, end: Int, style: Style) {
        self.row = row
        self.start = start
        self.end = end
        self.style = style
    }

    /// "row 2, cols 4-9: fg=red bold", as snapshots list it.
    public var description: String { "row \(row), cols \(start)-\(end): \(style)" }
}
