import IkeCore
import IkeTerm

/// Where the matrix's quadrants go: a 2×2 grid on wide terminals, stacked with the focused quadrant
/// expanded on narrow ones, under the inbox strip when the inbox holds tasks. The reducer (scrolling) and
/// the view (drawing) share it.
public struct MatrixLayout: Hashable, Sendable {
    /// Narrower or shorter than this stacks the quadrants.
    public static let gridMinimum = Size(width: 60, height: 16)
    /// The most inbox tasks the open strip shows at once in the grid.
    static let inboxRowsInGrid = 5

    public let size: Size
    public let focused: Quadrant
    /// How many tasks the inbox holds: none, no strip.
    public let inboxTotal: Int
    /// Whether the inbox has the keys: its strip opens to a box of tasks, else it is one line.
    public let isInboxFocused: Bool

    /// The layout for a terminal of `size` with `focused` having the keyboard, and the inbox's strip.
    public init(size: Size, focused: Quadrant, inboxTotal: Int = 0, isInboxFocused: Bool = false) {
        self.size = size
        self.focused = focused
        self.inboxTotal = inboxTotal
        self.isInboxFocused = isInboxFocused && inboxTotal > 0
    }

    /// Whether the quadrants sit side by side.
    public var isGrid: Bool { size.width >= Self.gridMinimum.width && size.height >= Self.gridMinimum.height }

    /// The area under the header and above the status line and footer.
    var body: Rect { Rect(x: 0, y: 1, width: size.width, height: max(0, size.height - 3)) }

    /// The inbox strip at the top of the body: nothing without inbox tasks, one line ("Inbox 3 · b to
    /// place") while the quadrants have the keys, a framed box of its tasks while it has them (in the
    /// stacked matrix the quadrants then all fold to their title rows).
    public var inboxBox: Rect {
        let area = body
        guard inboxTotal > 0 else { return Rect(x: 0, y: area.y, width: area.width, height: 0) }
        guard isInboxFocused else { return Rect(x: 0, y: area.y, width: area.width, height: 1) }
        let room =
            isGrid
            ? min(Self.inboxRowsInGrid, max(1, area.height / 3 - 2))
            : max(1, area.height - 4 - 2)
        return Rect(x: 0, y: area.y, width: area.width, height: min(inboxTotal, room) + 2)
    }

    /// How many inbox tasks the strip shows at once (0 while it is one line).
    public var inboxVisibleRows: Int { max(0, inboxBox.height - 2) }

    /// The quadrant that is expanded when stacked: the focused one, none while the inbox has the keys.
    private var expanded: Quadrant? { isInboxFocused ? nil : focused }

    /// The framed box of a quadrant (its title sits in the top border). Stacked: the focused box
    /// takes what the three one-line title rows of the others leave, at least two rows (see `isOpen`).
    public func box(_ quadrant: Quadrant) -> Rect {
        let strip = inboxBox.height
        let area = Rect(x: body.x, y: body.y + strip, width: body.width, height: max(0, body.height - strip))
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
            // Under the strip on the smallest screens a box may get no row: it is not drawn.
            let wanted = each == expanded ? max(strip > 0 ? 1 : 2, area.height - 3) : 1
            let height = min(wanted, max(0, area.y + area.height - y))
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
        !isGrid && quadrant == expanded && box(quadrant).height < 3
    }
}
