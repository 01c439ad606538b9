import IkeTerm

/// Where the list screen's parts go for a terminal size; the reducer (paging, scrolling) and the view
/// (drawing) share it so they never disagree about how many rows are visible.
public struct ListLayout: Hashable, Sendable {
    /// Below this the screen shows a "terminal too small" notice instead.
    public static let minimumSize = Size(width: 30, height: 8)

    public let size: Size

    /// The layout for a terminal of `size`.
    public init(size: Size) {
        self.size = size
    }

    /// Whether the list fits at all.
    public var fits: Bool { size.width >= Self.minimumSize.width && size.height >= Self.minimumSize.height }

    /// Row 0: screen tabs and counts.
    public var headerRow: Int { 0 }
    /// The framed area holding the add row and the task rows.
    public var frame: Rect { Rect(x: 0, y: 1, width: size.width, height: max(0, size.height - 3)) }
    /// The quick-add / search input row, just inside the frame.
    public var inputRow: Int { 2 }
    /// Rows that show tasks.
    public var taskRows: Range<Int> { 3..<max(3, size.height - 3) }
    /// How many tasks are visible at once.
    public var visibleTaskCount: Int { taskRows.count }
    /// Columns of a task row that toggle done when clicked (the marker and the checkbox).
    public var checkboxColumns: ClosedRange<Int> { 1...4 }
    /// The status message line.
    public var statusRow: Int { size.height - 2 }
    /// The key hints line.
    public var footerRow: Int { size.height - 1 }
}
