import IkeApp
import IkeCore

/// What every view needs besides its own part of the state: the theme, the glyphs, the date and the
/// key names.
struct RenderContext {
    let theme: Theme
    let symbols: Symbols
    let today: LocalDate
    /// The key table, for every key name a view shows.
    let keys: KeyMap

    /// The context `state`'s display options and date ask for.
    init(_ state: AppState) {
        theme = Theme.forOptions(state.options)
        symbols = Symbols.forOptions(state.options)
        today = state.today
        keys = state.keys
    }
}
