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
    /// When a task counts as urgent: its flag, or a deadline within `urgent_within` days (issue 35, item 5).
    public var urgency = UrgencyRule()
    /// The inbox: open top-level tasks never placed, in list order (as much as was read).
    public var inbox: [TodoItem] = []
    /// How many tasks the inbox holds.
    public var inboxTotal = 0
    /// Whether the keys act on the inbox rather than the focused quadrant (`focused` stays, as the
    /// quadrant Shift-↓ places a task into).
    public var isInboxFocused = false
    /// The selected inbox task's index, and its uid, which the selection follows through reloads.
    public var inboxIndex = 0
    public var inboxUID: String?
    /// The first inbox task shown.
    public var inboxScrollTop = 0

    /// An empty matrix.
    public init() {}

    /// The tasks of `quadrant`.
    public func items(_ quadrant: Quadrant) -> [TodoItem] { quadrants[quadrant] ?? [] }

    /// The selected index in `quadrant`, clamped to its tasks.
    public func selection(in quadrant: Quadrant) -> Int {
        min(selectedIndex[quadrant] ?? 0, max(0, items(quadrant).count - 1))
    }

    /// The selected inbox index, clamped to the inbox's tasks.
    public var inboxSelection: Int { min(inboxIndex, max(0, inbox.count - 1)) }

    /// The selected task: of the inbox when it has the keys, else of the focused quadrant.
    public var selectedItem: TodoItem? {
        if isInboxFocused { return inbox.isEmpty ? nil : inbox[inboxSelection] }
        let list = items(focused)
        return list.isEmpty ? nil : list[selection(in: focused)]
    }

    /// The quadrant `item` shows in on `today` (urgency from a near deadline too), or `nil` when it waits
    /// in the inbox.
    public func place(of item: TodoItem, today: LocalDate) -> Quadrant? {
        item.isInInbox ? nil : urgency.quadrant(of: item, today: today)
    }

    /// Selects `item` where it shows on `today`, the inbox or its quadrant, and gives that the keys.
    mutating func follow(_ item: TodoItem, today: LocalDate) {
        remember(item, today: today)
        if let quadrant = place(of: item, today: today) {
            focused = quadrant
            isInboxFocused = false
        } else {
            isInboxFocused = true
        }
    }

    /// Makes `item` the selection of its inbox or quadrant on `today`, where the keys are or not.
    mutating func remember(_ item: TodoItem, today: LocalDate) {
        if let quadrant = place(of: item, today: today) {
            selectedUID[quadrant] = item.uid
        } else {
            inboxUID = item.uid
        }
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
