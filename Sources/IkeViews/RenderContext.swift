import IkeApp
import IkeCore

/// What every view needs besides its own part of the state: the theme, the glyphs and the date.
struct RenderContext {
    let theme: Theme
    let symbols: Symbols
    let today: LocalDate

    /// The context `state`'s display options and date ask for.
    init(_ state: AppState) {
        theme = Theme.forOptions(state.options)
        symbols = Symbols.forOptions(state.options)
        today = state.today
    }
}
