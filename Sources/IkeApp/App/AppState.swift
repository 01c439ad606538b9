import IkeCore
import IkeTerm

/// Everything the screen shows and the reducer changes.
///
/// `reduce` is its only writer: every field is read-only outside IkeApp, and inside it `AppLoop` only
/// ever changes the state by reducing an action (Docs/Architecture.md).
public struct AppState: Hashable, Sendable {
    public internal(set) var screen: Screen = .list
    public internal(set) var mode: Mode = .normal
    public internal(set) var list = ListState()
    public internal(set) var goals = GoalsState()
    public internal(set) var matrix = MatrixState()
    public internal(set) var review = ReviewState()
    public internal(set) var stats = StatsState()
    public internal(set) var counts = TaskCounts(open: 0, done: 0)
    /// The tags with their open and done counts, most used first, as last read: read when the `#` chooser
    /// or the edit form opens (a tag menu and completion need them; the screens do not).
    public internal(set) var tagCounts: [TagCount] = []
    public internal(set) var status: StatusMessage?
    public internal(set) var history = UndoHistory()
    public internal(set) var size: Size
    public internal(set) var options: DisplayOptions
    /// The key table: dispatch, help, footers and every key name a message shows.
    public let keys: KeyMap
    /// Why the database cannot be written (it opened read-only), or `nil`.
    public internal(set) var readOnlyReason: String?
    /// Now on the local wall clock, to the minute: a timed deadline turns overdue the minute after its time.
    public internal(set) var now: LocalMoment
    /// Today in the user's time zone, for deadline words ("today", "overdue 2d").
    public var today: LocalDate { now.date }
    /// First help line shown when help is taller than the screen.
    public internal(set) var helpScroll = 0
    /// False once the user asked to quit.
    public internal(set) var isRunning = true
    /// Writes waiting for the database in the background.
    public internal(set) var pendingWrites = 0
    /// The list and goals show each task's id, the number the command line takes (`I`).
    public internal(set) var showsIDs = false
    /// Ctrl-C was pressed over unsaved text and said so; the next Ctrl-C quits.
    public internal(set) var isQuitArmed = false
    /// The sync with the settings file's CalDAV account; nil when there is none (the header says nothing).
    public internal(set) var sync: SyncState?
    /// Overdue and due-today tasks as last read, on start, on a new day and each minute (the status line's
    /// "2 overdue · 3 due today"); nil until read on this day.
    public internal(set) var dueCounts: DueCounts?
    /// The deck a round starts on once the app has started (`ike plan`), taken when it does.
    public internal(set) var openingDeck: ReviewSource?
    /// The focus card, when one shows over the screen (issue 35, item 4).
    public internal(set) var focus = FocusState()

    /// A fresh state for a terminal of `size`.
    public init(
        size: Size, options: DisplayOptions = DisplayOptions(), today: LocalDate, keys: KeyMap = .standard,
        readOnlyReason: String? = nil
    ) {
        self.init(
            size: size, options: options, now: LocalMoment(startOf: today),
            preferences: AppPreferences(keys: keys), readOnlyReason: readOnlyReason)
    }

    /// A fresh state for a terminal of `size` at `now`, starting as `preferences` say.
    public init(
        size: Size, options: DisplayOptions, now: LocalMoment, preferences: AppPreferences,
        readOnlyReason: String? = nil
    ) {
        self.readOnlyReason = readOnlyReason
        self.size = size
        self.keys = preferences.keys
        self.screen = preferences.startScreen
        self.list.hideDone = preferences.hideDone
        self.list.firstWeekday = preferences.firstWeekday
        self.list.savedViews = preferences.savedViews
        self.matrix.urgency = preferences.urgency
        self.options = options
        self.now = now
        self.review.roundSeconds = Double(options.reviewSeconds)
        self.review.dayCapacityMinutes = preferences.dayCapacityMinutes
        self.openingDeck = preferences.openingDeck
        self.focus = FocusState(settings: preferences.focus)
        self.sync = preferences.hasSyncAccount ? SyncState() : nil
    }

    /// The layout of the matrix at the current size.
    public var matrixLayout: MatrixLayout { matrix.layout(size) }

    /// The layout of the list screen (and the goals screen) at the current size.
    public var layout: ListLayout { ListLayout(size: size) }

    /// The task the selection is on, on whichever screen is showing.
    public var selectedTask: TodoItem? {
        switch screen {
        case .list: list.shownSelection
        case .goals: goals.selectedItem
        case .matrix: matrix.selectedItem
        case .review: review.round?.card
        case .stats: nil
        }
    }

    /// The read the showing screen needs now.
    public var loadRequest: LoadRequest {
        // The card covers the screen: its task is what shows.
        if let session = focus.session { return .focusTask(uid: session.uid) }
        return switch screen {
        case .list:
            list.showsAgenda ? .agenda(list.agendaQuery(now: now)) : .list(list.query(layout, now: now))
        case .goals: .goals(list.filter)
        case .matrix:
            .matrix(
                MatrixQuery(
                    filter: matrixFilter, limits: matrix.loadLimits(size),
                    urgentThrough: matrix.urgency.lastUrgentDay(today: today), inboxLimit: matrix.inboxLimit))
        case .review: .review(review.query(today: today, firstWeekday: list.firstWeekday))
        case .stats: .stats(StatsQuery(today: today, firstWeekday: list.firstWeekday))
        }
    }

    /// `loadRequest`, narrowed to what a commit changed when the list's tree window shows all of it: the
    /// task's row when only its fields changed (`ListRowRead`); the window's order when a task moved
    /// among its siblings between the window's first and last rows (`ListOrderRead`).
    func loadRequest(narrowedTo narrowing: ListNarrowing?) -> LoadRequest {
        let request = loadRequest
        guard let narrowing, case .list(let query) = request, query.tree, list.countPending == nil else {
            return request
        }
        switch narrowing {
        case .fields(let uid):
            guard list.window.contains(where: { $0.uid == uid }) else { return request }
            return .listRow(query, uid: uid)
        case .order(let moved):
            guard let block = list.blockInWindow(of: moved), block.lowerBound > 0,
                block.upperBound < list.window.count
            else { return request }
            return .listOrder(query, window: list.window.map(\.uid), block: block)
        }
    }

    /// What to read after `mutation` was committed: less than the window when it changed one task's fields
    /// and kept it where it stands in the tree (its order and parent), or only moved one task; else the
    /// screen whole.
    func reloadAfter(_ mutation: Mutation) -> Reaction {
        if let moved = mutation.onlyMove { return .reload(.order(moved: moved)) }
        guard let (old, new) = mutation.onlyUpdate, old.orderKey == new.orderKey,
            old.parentUID == new.parentUID
        else { return .reload }
        return .reload(.fields(uid: new.uid))
    }

    /// The store filter of the matrix: the list's (hide done, the search text and hiding what has not
    /// started are one setting for every screen but goals, which counts a month's deadlines whole).
    public var matrixFilter: TaskFilter { list.hidingFutureStarts(list.filter, now: now) }

    /// Whether the app loop should draw frames quickly: a card is sliding.
    public var wantsAnimationFrames: Bool { screen == .review && review.isSliding }

    /// Whether a countdown shows (a review round, the focus card): the loop then ticks on every wake-up.
    public var showsCountdown: Bool { focus.session != nil || (screen == .review && review.round != nil) }
}
