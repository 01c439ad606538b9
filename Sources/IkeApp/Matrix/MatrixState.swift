import IkeCore

/// The Eisenhower matrix: open tasks (and done ones when shown) per quadrant, the focused quadrant and a
/// selection and scroll position in each.
public struct MatrixState: Hashable, Sendable {
    /// Tasks per quadrant in list order; filtered by the search text like every screen.
    public var quadrants: [Quadrant: [TodoItem]] = [:]
    public var focused: Quadrant = .doFirst
    /// Selected task index in each quadrant.
    public var selectedIndex: [Quadrant: Int] = [:]
    /// The selected task's uid in each quadrant, which the selection follows through reloads.
    public var selectedUID: [Quadrant: String] = [:]
    /// First visible task in each quadrant (each scrolls on its own).
    public var scrollTop: [Quadrant: Int] = [:]
    /// How many tasks each quadrant holds (more than `quadrants` when only a window is loaded).
    public var totals: [Quadrant: Int] = [:]
    /// The titles of the shown steps' parents, by uid: each step shows its parent as a breadcrumb.
    public var parentTitles: [String: String] = [:]

    /// An empty matrix.
    public init() {}

    /// The tasks of `quadrant`.
    public func items(_ quadrant: Quadrant) -> [TodoItem] { quadrants[quadrant] ?? [] }

    /// The selected index in `quadrant`, clamped to its tasks.
    public func selection(in quadrant: Quadrant) -> Int {
        min(selectedIndex[quadrant] ?? 0, max(0, items(quadrant).count - 1))
    }

    /// The selected task of the focused quadrant.
    public var selectedItem: TodoItem? {
        let list = items(focused)
        return list.isEmpty ? nil : list[selection(in: focused)]
    }

    /// Column (0 left, 1 right) and row (0 top, 1 bottom) of a quadrant in the 2×2 grid:
    /// important on top, urgent on the left, as Eisenhower drew it.
    public static func position(of quadrant: Quadrant) -> (column: Int, row: Int) {
        switch quadrant {
        case .doFirst: (0, 0)
        case .schedule: (1, 0)
        case .delegate: (0, 1)
        case .eliminate: (1, 1)
        }
    }

    /// The quadrant at a grid position.
    public static func quadrant(column: Int, row: Int) -> Quadrant {
        switch (column, row) {
        case (0, 0): .doFirst
        case (1, 0): .schedule
        case (0, 1): .delegate
        default: .eliminate
        }
    }
}
