import IkeCore

/// Quick add making steps: the parent they go under and where the first one goes.
public struct QuickAddStep: Hashable, Sendable {
    public var parentUID: String
    /// The parent's title, for the input row.
    public var title: String
    public var placement: Placement
}

/// The list screen's state: the filter, a window of loaded rows, the selection and the scroll position.
///
/// Only a window around the selection is held (see Docs/Decisions.md): with 100k tasks, loading all of
/// them would cost the first frame and memory for rows nobody sees.
public struct ListState: Hashable, Sendable {
    public var hideDone = false
    /// Whether tasks that have not started yet are shown (dim, with their start); the list and the
    /// matrix hide them until their start, as `ike list` does (issue 34).
    public var showsFutureStarts = false
    /// Whether the list shows each done occurrence of a repeating task as a row of its own; folded under
    /// their series unless asked (issue 32).
    public var showsDoneOccurrences = false
    public var searchText = ""
    /// The tag every screen's tasks must have (`#`), kept when switching between list, goals and matrix.
    public var tagFilter: Tag?
    /// Which deadlines the list shows (`v`); the other screens show every deadline.
    public var view: DueView = .all
    /// The views the settings file names, which `v` walks after the built-in ones.
    public var savedViews: [SavedView] = []
    /// The saved view shown, if any (then `view` is `.all`).
    public var savedView: SavedView?
    /// The agenda view's sections and selection, read while it shows (`showsAgenda`).
    public var agenda = AgendaState()
    /// The day "due this week" starts on (`first_weekday` in the settings file).
    public var firstWeekday: Weekday = .monday
    /// The order rows are shown in (`s`); the stored manual order is never rewritten by it.
    public var sort: TaskOrder = .manual
    /// Tasks added while a search or view was kept: shown although they do not match, until it changes.
    public var pinnedUIDs: [String] = []
    /// How many tasks match the filter.
    public var count = 0
    /// The filter whose exact count is still to come, while `count` is only as far as the rows read reach.
    public var countPending: TaskFilter?
    /// When none does: how many would but have not started yet.
    public var notStartedCount = 0
    /// The index (in the filtered list) of `window[0]`.
    public var windowOffset = 0
    /// Loaded tasks, consecutive in list order, covering the visible rows and some margin.
    public var window: [TodoItem] = []
    /// The titles of the shown steps' parents, by uid: each step's row shows its parent as a dim
    /// breadcrumb (issue 33), in the list and the agenda alike.
    public var parentTitles: [String: String] = [:]
    /// In the tree: each window row's depth, parallel to `window` (empty when the list is flat).
    public var depths: [Int] = []
    /// The window's parents' progress (`2/5`), by uid.
    public var steps: [String: StepCount] = [:]
    /// The window's collapsed parents.
    public var collapsed: Set<String> = []
    /// Index of the selected task in the filtered list.
    public var selectedIndex = 0
    /// The selected task's uid, which the selection follows through reorders and reloads.
    public var selectedUID: String?
    /// Index (in the filtered list) of the first visible row.
    public var scrollTop = 0
    /// The line quick add last handed to the store, put back into the field if saving it fails.
    public var unsavedLine: String?
    /// The line quick add was cancelled with (Esc), put back into the field when quick add opens again.
    public var draftLine: String?
    /// The quadrant quick add adds into: the matrix's focused one when its `a` opened quick add, nil from
    /// the list (its markers alone decide).
    public var quickAddQuadrant: Quadrant?
    /// Where quick add's tasks go when they are steps (`o`, or `a` on a step): under which parent.
    public var quickAddStep: QuickAddStep?
    /// The task quick add saved last, so the next one goes after it and a burst keeps its order.
    public var lastQuickAddUID: String?
    /// The task a mouse press on its title picked up; releasing the button on another row moves it there.
    public var draggedUID: String?

    /// An empty list.
    public init() {}

    /// The filter every screen shares: hide done, the search and the tag (with the tasks pinned past
    /// them). A search in the filter language (`searchExpression`) is run as one; plain words search as
    /// they always have.
    public var filter: TaskFilter {
        var filter = TaskFilter(includeDone: !hideDone, tags: tagFilter.map { [$0] } ?? [])
        if let expression = searchExpression {
            filter.expression = expression
            filter.expressionFirstWeekday = firstWeekday
        } else {
            filter.text = searchText
        }
        filter.pinnedUIDs = pinnedUIDs
        return filter
    }

    /// The search as a filter (Docs/Filters.md) when it uses the language's marks: a comparison
    /// (`due<7d`, `q:do`, `has:notes`, `est>30m`), `-`, `or` or parentheses. Words, flags and one `#tag`
    /// alone stay a search as it has always been (any part of a title, notes or a tag's name), so typing
    /// `#fam` finds `#family` on the way; a search that does not read (half typed, `due<`) too.
    public var searchExpression: FilterExpression? {
        guard
            searchText.contains(where: { ":<>-()".contains($0) }) || searchText.lowercased().contains(" or "),
            let expression = try? FilterParser.parse(searchText), expression.usesTheLanguage
        else { return nil }
        return expression
    }

    /// The list's own filter at `now`: the shared one narrowed to the view's deadlines, or to the saved
    /// view's filter (and a search in the filter language with it).
    public func listFilter(now: LocalMoment) -> TaskFilter {
        var filter = hidingFutureStarts(filter, now: now)
        filter.foldsDoneOccurrences = !showsDoneOccurrences
        filter.due = view.dueFilter(now: now, firstWeekday: firstWeekday)
        if let plan = view.expression(today: now.date), savedView == nil {
            filter.expression = plan.narrowed(by: filter.expression)
            filter.expressionToday = now.date
            filter.expressionFirstWeekday = firstWeekday
        }
        if let savedView {
            filter.expression = savedView.filter(narrowedBy: filter.expression)
            filter.expressionFirstWeekday = firstWeekday
        }
        return filter
    }

    /// `filter` hiding the tasks that have not started at `now`, unless they are shown.
    func hidingFutureStarts(_ filter: TaskFilter, now: LocalMoment) -> TaskFilter {
        var filter = filter
        filter.startedBy = showsFutureStarts ? nil : now
        return filter
    }

    /// Whether the agenda view shows instead of the rows.
    public var showsAgenda: Bool { view == .agenda && savedView == nil }

    /// The agenda view's query at `now`: the agenda's tasks (open ones: `TaskStore.agenda`), narrowed by
    /// the search and the tag as the list is.
    public func agendaQuery(now: LocalMoment) -> AgendaQuery { AgendaQuery(filter: filter, now: now) }

    /// The task selected on the list: the agenda's in the agenda view, else the rows'.
    public var shownSelection: TodoItem? { showsAgenda ? agenda.selectedItem : selectedItem }

    /// Puts the selection on task `uid` at the next read, in the agenda or the rows, whichever shows.
    mutating func follow(_ uid: String) {
        if showsAgenda { agenda.selectedUID = uid } else { selectedUID = uid }
    }

    /// The order the list shows: the saved view's when it has one, else the list's own.
    public var shownSort: TaskOrder { savedView?.sort ?? sort }

    /// How the view shown is named: the saved view's title, else the built-in view's.
    public var viewTitle: String { savedView?.title ?? view.title }

    /// Whether a view other than every task is shown.
    public var isViewNarrowed: Bool { view != .all || savedView != nil }

    /// The view `v` shows next: the built-in ones in turn, then each saved view, then every task again.
    mutating func showNextView() {
        if let savedView {
            let index = savedViews.firstIndex(of: savedView).map { $0 + 1 } ?? savedViews.count
            self.savedView = index < savedViews.count ? savedViews[index] : nil
        } else if view == DueView.allCases.last, let first = savedViews.first {
            view = .all
            savedView = first
        } else {
            view = view.next
        }
    }

    /// Whether the rows show as a tree, each task with its steps under it: in your order, over every
    /// task. A search, a tag, a view or another order lists the matching tasks flat, each step with its
    /// parent's title beside it.
    public var isTree: Bool { !isArranged && searchText.isEmpty && tagFilter == nil }

    /// The depth of the loaded task at `index` of the list (0 when flat or not loaded).
    public func depth(at index: Int) -> Int {
        let local = index - windowOffset
        return depths.indices.contains(local) ? depths[local] : 0
    }

    /// Whether the list shows something other than every task in the manual order.
    public var isArranged: Bool { isViewNarrowed || shownSort != .manual }

    /// The loaded task at `index` of the filtered list, if it is in the window.
    public func item(at index: Int) -> TodoItem? {
        let local = index - windowOffset
        return window.indices.contains(local) ? window[local] : nil
    }

    /// The selected task, if loaded.
    public var selectedItem: TodoItem? { item(at: selectedIndex) }

    /// Whether rows `range` of the filtered list are all loaded.
    public func isLoaded(_ range: Range<Int>) -> Bool {
        let clipped = range.clamped(to: 0..<count)
        return clipped.isEmpty
            || (clipped.lowerBound >= windowOffset && clipped.upperBound <= windowOffset + window.count)
    }
}
