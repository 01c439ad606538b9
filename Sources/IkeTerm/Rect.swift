/// A rectangle of cells: origin (`x`, `y`) at its top-left corner and a size that is never negative.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// How much of the available length one piece of a split takes.
    public enum Length: Hashable, Sendable {
        /// Exactly this many cells (fewer if the space runs out).
        case fixed(Int)
        /// This percentage of the whole length, rounded down.
        case percent(Int)
        /// An equal share of what the fixed and percentage pieces leave.
        case fill
    }

    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// A rectangle; a negative width or height becomes 0.
    public init(x: Int = 0, y: Int = 0, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The column just past the right edge.
    public var right: Int { x + width }
    /// The row just past the bottom edge.
    public var bottom: Int { y + height }
    /// Whether the rectangle holds no cells.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether the cell at column `x`, row `y` lies inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < right && py >= y && py < bottom
    }

    /// Whether `point` lies inside.
    public func contains(_ point: Point) -> Bool {
        contains(x: point.x, y: point.y)
    }

    /// The cells both rectangles share; an empty rectangle when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let width = min(right, other.right) - left
        let height = min(bottom, other.bottom) - top
        guard width > 0, height > 0 else { return Rect(x: left, y: top, width: 0, height: 0) }
        return Rect(x: left, y: top, width: width, height: height)
    }

    /// The rectangle shrunk by `amount` on every side.
    public func inset(by amount: Int) -> Rect {
        inset(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// The rectangle shrunk by the given amounts; it never turns inside out.
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        let newWidth = max(0, width - left - right)
        let newHeight = max(0, height - top - bottom)
        return Rect(
            x: x + min(left, width), y: y + min(top, height), width: newWidth, height: newHeight)
    }

    /// The rectangle cut into horizontal bands, top to bottom, one per length.
    public func rows(_ lengths: [Length]) -> [Rect] {
        Self.distribute(lengths, over: height).map { offset, size in
            Rect(x: x, y: y + offset, width: width, height: size)
        }
    }

    /// The rectangle cut into vertical strips, left to right, one per length.
    public func columns(_ lengths: [Length]) -> [Rect] {
        Self.distribute(lengths, over: width).map { offset, size in
            Rect(x: x + offset, y: y, width: size, height: height)
        }
    }

    /// The top `count` rows (a header) and the rest.
    public func splitTop(_ count: Int) -> (top: Rect, rest: Rect) {
        let parts = rows([.fixed(count), .fill])
        return (parts[0], parts[1])
    }

    /// The rest and the bottom `count` rows (a status bar).
    public func splitBottom(_ count: Int) -> (rest: Rect, bottom: Rect) {
        let size = min(max(0, count), height)
        let parts = rows([.fixed(height - size), .fixed(size)])
        return (parts[0], parts[1])
    }

    /// The left `count` columns and the rest.
    public func splitLeft(_ count: Int) -> (left: Rect, rest: Rect) {
        let parts = columns([.fixed(count), .fill])
        return (parts[0], parts[1])
    }

    /// The rest and the right `count` columns.
    public func splitRight(_ count: Int) -> (rest: Rect, right: Rect) {
        let size = min(max(0, count), width)
        let parts = columns([.fixed(width - size), .fixed(size)])
        return (parts[0], parts[1])
    }

    /// "x,y widthxheight".
    public var description: String { "\(x),\(y) \(width)x\(height)" }

    /// Offsets and sizes of consecutive pieces along `total` cells.
    ///
    /// Fills share the leftover equally, the first ones taking the remainder; pieces that do not
    /// fit are cut short from the end, so a too-small terminal loses its last rows first.
    private static func distribute(_ lengths: [Length], over total: Int) -> [(Int, Int)] {
        var wanted: [Int?] = lengths.map { length in
            switch length {
            case .fixed(let size): return max(0, size)
            case .percent(let percent): return max(0, total * percent / 100)
            case .fill: return nil
            }
        }
        let fills = wanted.filter { $0 == nil }.count
        if fills > 0 {
            let leftover = max(0, total - wanted.reduce(0) { $0 + ($1 ?? 0) })
            var fillIndex = 0
            for index in wanted.indices where wanted[index] == nil {
                wanted[index] = leftover / fills + (fillIndex < leftover % fills ? 1 : 0)
                fillIndex += 1
            }
        }
        var offset = 0
        return wanted.map { size in
            let granted = min(size ?? 0, max(0, total - offset))
            defer { offset += granted }
            return (offset, granted)
        }
    }
}
