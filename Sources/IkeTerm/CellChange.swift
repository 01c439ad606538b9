/// A cell that differs from the previous frame, for the backend to write.
public struct CellChange: Hashable, Sendable {
    public var x: Int
    public var y: Int
    /// The new content; never a continuation, since writing a wide glyph covers both columns.
    public var cell: Cell

    /// A change of the cell at column `x`, row `y` to `cell`.
    public init(x: Int, y: Int, cell: Cell) {
        self.x = x
        self.y = y
        self.cell = cell
    }
}
