import IkeCore
import IkeTerm

/// Where the matrix's quadrants go: a 2×2 grid on wide terminals, stacked with the focused quadrant
/// expanded on narrow ones. The reducer (scrolling) and the view (drawing) share it.
public struct MatrixLayout: Hashable, Sendable {
    /// Narrower or shorter than this stacks the quadrants.
    public static let gridMinimum = Size(width: 60, height: 16)

    public let size: Size
    public let focused: Quadrant

    /// The layout for a terminal of `size` with `focused` having the keyboard.
    public init(size: Size, focused: Quadrant) {
        self.size = size
        self.focused = focused
    }

    /// Whether the quadrants sit side by side.
    public var isGrid: Bool { size.width >= Self.gridMinimum.width && size.height >= Self.gridMinimum.height }

    /// The area under the header and above the status line and footer.
    var body: Rect { Rect(x: 0, y: 1, width: size.width, height: max(0, size.height - 3)) }

    /// The framed box of a quadrant (its title sits in the top border). Stacked: the focused box
    /// takes what the three one-line title rows of the others leave, at least two rows (see `isOpen`).
    public func box(_ quadrant: Quadrant) -> Rect {
        let area = body
        if isGrid {
            let (column, row) = MatrixState.position(of: quadrant)
            let leftWidth = area.width / 2
            let topHeight = area.height / 2
            return Rect(
                x: column == 0 ? 0 : leftWidth, y: area.y + (row == 0 ? 0 : topHeight),
                width: column == 0 ? leftWidth : area.width - leftWidth,
                height: row == 0 ? topHeight : area.height - topHeight)
        }
        var y = area.y
        for each in Quadrant.allCases {
            let height = each == focused ? max(2, area.height - 3) : 1
            if each == quadrant { return Rect(x: 0, y: y, width: area.width, height: height) }
            y += height
        }
        return Rect(x: 0, y: y, width: area.width, height: 1)
    }

    /// How many tasks a quadrant shows at once (0 for a collapsed one).
    public func visibleRows(_ quadrant: Quadrant) -> Int {
        let box = box(quadrant)
        if box.height >= 3 { return box.height - 2 }
        return isOpen(quadrant) ? box.height - 1 : 0
    }

    /// Whether `quadrant` is the focused box drawn without its bottom border: at the smallest heights
    /// a full frame would push the last title row onto the status line, and one row of tasks is kept.
    public func isOpen(_ quadrant: Quadrant) -> Bool {
        !isGrid && quadrant == focused && box(quadrant).height < 3
    }
}
