import IkeCore
import IkeTerm

/// What a screen's reducer may see and change besides its own state: the shared status line, the mode
/// (a screen may open a field or the form), the counts and tag counts it reads, and read-only facts
/// about the app.
///
/// Screen reducers get this instead of the whole `AppState`, so a screen cannot reach into another
/// screen's state; what crosses screens (switching, the selected task, commits) is the app reducer's.
struct ScreenContext {
    var status: StatusMessage?
    var mode: Mode
    var counts: TaskCounts
    /// The tags with their counts, most used first, as last read (the `#` chooser, the form's completion).
    var tagCounts: [TagCount]
    let screen: Screen
    let size: Size
    /// Now on the local wall clock, to the minute.
    let now: LocalMoment
    var today: LocalDate { now.date }
    /// The day weeks start on (`first_weekday`), for "due this week" and deadline words.
    let firstWeekday: Weekday
    let options: DisplayOptions
    let history: UndoHistory
    let keys: KeyMap

    init(_ state: AppState) {
        status = state.status
        mode = state.mode
        counts = state.counts
        tagCounts = state.tagCounts
        screen = state.screen
        size = state.size
        now = state.now
        firstWeekday = state.list.firstWeekday
        options = state.options
        history = state.history
        keys = state.keys
    }

    /// The list's layout (shared by the goals screen) at the current size.
    var layout: ListLayout { ListLayout(size: size) }
}

extension AppState {
    /// Runs a screen reducer on the screen state at `path` with a context, then takes back what the
    /// context changed. The screen state is changed in place (a review deck of 100k uids is not copied).
    mutating func reduceScreen<Screen>(
        _ path: WritableKeyPath<AppState, Screen>, _ body: (inout Screen, inout ScreenContext) -> Reaction
    ) -> Reaction {
        var context = ScreenContext(self)
        let reaction = body(&self[keyPath: path], &context)
        status = context.status
        mode = context.mode
        counts = context.counts
        tagCounts = context.tagCounts
        return reaction
    }
}
