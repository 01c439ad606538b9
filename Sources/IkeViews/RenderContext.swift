import IkeApp
import IkeCore

/// What every view needs besides its own model: the theme, the glyphs, the date and the key names.
struct RenderContext {
    let theme: Theme
    let symbols: Symbols
    /// Now on the wall clock: a timed deadline is overdue from the minute after its time.
    let now: LocalMoment
    var today: LocalDate { now.date }
    /// The day weeks start on (`first_weekday`), for the form's reading of deadline words.
    let firstWeekday: Weekday
    /// The key table, for every key name a view shows.
    let keys: KeyMap
    /// The titles of the shown steps' parents, by uid, for their rows' breadcrumbs.
    var parentTitles: [String: String] = [:]
    /// The shown parents' progress (`2/5` after the title), by uid.
    var steps: [String: StepCount] = [:]

    /// The context `options` and the moment ask for, naming keys from `keys`.
    init(options: DisplayOptions, now: LocalMoment, firstWeekday: Weekday = .monday, keys: KeyMap) {
        theme = Theme.forOptions(options)
        symbols = Symbols.forOptions(options)
        self.now = now
        self.firstWeekday = firstWeekday
        self.keys = keys
    }
}
