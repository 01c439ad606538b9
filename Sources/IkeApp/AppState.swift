import IkeCore
import IkeTerm

/// Everything the screen shows and the reducer changes; `reduce` is its only writer.
public struct AppState: Hashable, Sendable {
    public var screen: Screen = .list
    public var mode: Mode = .normal
    public var list = ListState()
    public var goals = GoalsState()
    public var matrix = MatrixState()
    public var review = ReviewState()
    public var counts = TaskCounts(open: 0, done: 0)
    public var status: StatusMessage?
    public var history = UndoHistory()
    public var size: Size
    public var options: DisplayOptions
    /// Today in the user's time zone, for deadline words ("today", "overdue 2d").
    public var today: LocalDate
    /// First help line shown when help is taller than the screen.
    public var helpScroll = 0
    /// False once the user asked to quit.
    public var isRunning = true

    /// A fresh state for a terminal of `size`.
    public init(size: Size, options: DisplayOptions = DisplayOptions(), today: LocalDate) {
        self.size = size
        self.options = options
        self.today = today
        self.review.roundSeconds = Double(options.reviewSeconds)
    }

    /// The layout of the matrix at the current size.
    public var matrixLayout: MatrixLayout { MatrixLayout(size: size, focused: matrix.focused) }

    /// The layout of the list screen at the current size.
    public var layout: ListLayout { ListLayout(size: size) }
}
