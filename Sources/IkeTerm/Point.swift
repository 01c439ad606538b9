/// A cell position: column `x` from the left and row `y` from the top, both from 0.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    /// The position at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// "x,y", as snapshots print it.
    public var description: String { "\(x),\(y)" }
}
