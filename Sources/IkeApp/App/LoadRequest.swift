import IkeCore

/// A read of the store for one screen, built by the reducer from the state; each screen has one loader.
/// The tags with their counts are a read of their own, asked for when the `#` chooser or the form opens.
public enum LoadRequest: Hashable, Sendable {
    case list(ListQuery)
    /// The list's row of the task `uid` after a change to its fields alone (`ListLoader.loadRow`).
    case listRow(ListQuery, uid: String)
    /// The order of the tree window's tasks `window` after the task at the start of `block` moved among
    /// them with its steps, the rest of `block` (`ListLoader.loadOrder`).
    case listOrder(ListQuery, window: [String], block: Range<Int>)
    /// The list's agenda view.
    case agenda(AgendaQuery)
    case goals(TaskFilter)
    case matrix(MatrixQuery)
    case review(ReviewQuery)
    case stats(StatsQuery)
    case tagCounts(TaskFilter)
    /// Overdue and due-today counts on this day, for the status line.
    case dueCounts(LocalDate)
    /// The tasks whose titles hold `text`, for the form's Parent field (never `excluding` or its steps).
    case parentCandidates(text: String, excluding: String?)
    /// A task's parent's title, its steps' count and its focus seconds, for the form as it opens.
    case formParent(uid: String, parent: String?)
    /// A task's steps, for the question marking it done or deleting it may raise (`stepsRead`).
    case stepsOf(uid: String, StepsChoice.Kind)
    /// The focus card's task (`nil` once deleted).
    case focusTask(uid: String)
    /// How many tasks a search matches, counted once its first frame is drawn (`ListSnapshot.countLater`).
    case listCount(TaskFilter)

    /// Runs the screen's loader and wraps its snapshot in the action that applies it.
    public func load(from store: TaskStore) throws -> Action {
        switch self {
        case .list(let query): .list(.loaded(try ListLoader.load(query, from: store)))
        case .listRow(let query, let uid): .list(try ListLoader.loadRow(query, uid: uid, from: store))
        case .listOrder(let query, let window, let block):
            .list(try ListLoader.loadOrder(query, window: window, block: block, from: store))
        case .agenda(let query): .list(.agendaLoaded(try AgendaLoader.load(query, from: store)))
        case .goals(let filter): .goals(.loaded(try GoalsLoader.load(filter, from: store)))
        case .matrix(let query): .matrix(.loaded(try MatrixLoader.load(query, from: store)))
        case .review(let query): .review(.loaded(try ReviewLoader.load(query, from: store)))
        case .stats(let query): .stats(.loaded(try StatsLoader.load(query, from: store)))
        case .tagCounts(let filter): .tagFilter(.loaded(try TagCountLoader.load(filter, from: store)))
        case .dueCounts(let today): .dueCountsRead(try store.dueCounts(now: Self.moment(on: today, store)))
        case .parentCandidates(let text, let excluding):
            .form(
                .parentCandidates(
                    typed: text,
                    try store.parentCandidates(matching: text, excluding: excluding).map {
                        ParentCandidate(uid: $0.uid, title: $0.title)
                    }))
        case .formParent(let uid, let parent):
            .form(
                .parentRead(
                    title: try parent.flatMap { try store.item(uid: $0)?.title },
                    steps: try store.stepCounts(of: [uid])[uid]?.steps ?? 0,
                    focusSeconds: try store.focusSeconds(taskUID: uid)))
        case .stepsOf(let uid, let kind): .stepsCounted(uid: uid, kind, try store.stepCounts(of: [uid])[uid])
        case .focusTask(let uid): .focus(.loaded(uid: uid, try store.item(uid: uid)))
        case .listCount(let filter): .list(.counted(filter, try store.count(filter)))
        }
    }

    /// Now, on `today` (the reducer's day): the clock's minute while it is still that day, else the day's
    /// start, so timed deadlines of today count as overdue only once they have passed.
    private static func moment(on today: LocalDate, _ store: TaskStore) -> LocalMoment {
        let now = store.environment.localNow
        return now.date == today ? now : LocalMoment(startOf: today)
    }

    /// Whether this is the showing screen's read (made again from the state when it had to wait).
    var readsScreen: Bool {
        switch self {
        case .tagCounts, .dueCounts, .parentCandidates, .formParent, .stepsOf, .listCount: false
        default: true
        }
    }
}
