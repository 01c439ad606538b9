import IkeCore
import IkeTerm

/// Where the statistics page goes for a terminal size: one column of sections, or two side by side on a
/// wide terminal. The reducer (scrolling) and the view (drawing) share it so they agree on the page.
public struct StatsLayout: Hashable, Sendable {
    /// From this width on, the sections stand in two columns.
    public static let twoColumnWidth = 120
    /// Blank rows between two sections of a column.
    public static let gap = 1
    /// The widest a section draws: wider, a bar's number would sit too far from its bar to read together.
    public static let maximumSectionWidth = 64

    public let size: Size

    /// The layout for a terminal of `size`.
    public init(size: Size) {
        self.size = size
    }

    /// The frame around the page, between the header and the status line.
    public var frame: Rect { Rect(x: 0, y: 1, width: size.width, height: max(0, size.height - 3)) }
    /// Screen rows that show the page.
    public var pageRows: Range<Int> { 2..<max(2, size.height - 3) }
    /// The page's columns: where each starts and how wide it is, inside the frame.
    public var columns: [(x: Int, width: Int, sections: [StatsSection])] {
        let inner = max(0, size.width - 4)
        let widest = Self.maximumSectionWidth
        guard size.width >= Self.twoColumnWidth else {
            return [(2, min(widest, inner), StatsSection.allCases)]
        }
        let left = (inner - 3) / 2
        return [
            (2, min(widest, left), [.donePerWeek, .openVersusDone, .focusPerWeek]),
            (
                2 + left + 3, min(widest, inner - left - 3),
                [.streak, .quadrants, .goals, .review, .focusPerDay, .focusPerTag]
            ),
        ]
    }

    /// The page row each section of `sections` starts on, and the rows they take together.
    public static func stack(
        _ sections: [StatsSection], _ statistics: TaskStatistics
    ) -> (starts: [Int], height: Int) {
        var starts: [Int] = []
        var row = 0
        for section in sections {
            if !starts.isEmpty { row += gap }
            starts.append(row)
            row += section.height(statistics)
        }
        return (starts, row)
    }

    /// Rows the whole page takes (its tallest column).
    public func pageHeight(_ statistics: TaskStatistics) -> Int {
        columns.map { Self.stack($0.sections, statistics).height }.max() ?? 0
    }

    /// `scroll` kept between the top and the last position where the page still fills the rows.
    func clampedScroll(_ scroll: Int, _ stats: StatsState) -> Int {
        guard let statistics = stats.statistics else { return 0 }
        return min(max(0, scroll), max(0, pageHeight(statistics) - pageRows.count))
    }
}
