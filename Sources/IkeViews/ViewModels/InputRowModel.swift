import IkeApp
import IkeTerm

/// What the input row shows: the field being typed into, or, idle, the kept search filter or the
/// screen's placeholder.
struct InputRowModel {
    /// A field the keyboard is typing into.
    enum Field {
        /// Quick add; with the title of the parent its tasks become steps of, when they do.
        case quickAdd(TextField, stepOf: String?)
        case search(TextField)
        /// The defer prompt: when the task is to start.
        case deferStart(DeferPrompt)
        /// What becomes of a parent's steps, asked before it is marked done or deleted.
        case stepsChoice(StepsChoice)
        /// "When does it start?", asked by the plan's or the shutdown's ←.
        case whenChoice(WhenChoice)
    }

    /// The field being typed into; `nil` while the row is idle.
    let field: Field?
    /// The screen showing, whose idle row says what it is.
    let screen: Screen
    /// The search filter in effect, shown on an idle row.
    let searchText: String
    /// How many tasks the search matches on the screen showing.
    let matchCount: Int
    /// Whether `matchCount` is only the matches read so far, the exact count still to come.
    var matchCountIsPartial = false
    /// The list's view and order when they are not every task in your order ("due today · by deadline").
    let arrangement: String?
}
