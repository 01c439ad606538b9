import IkeApp
import IkeTerm

/// What the `?` overlay draws: the current screen's keys, already grouped by the key table.
struct HelpModel {
    /// A heading and its rows of keys and what they do.
    typealias Section = (title: String, rows: [(keys: String, text: String)])

    let sections: [Section]
    /// First line shown when help is taller than its box.
    let scroll: Int
    /// The key that closes help, as the footer names it.
    let closeKey: String
    /// The list frame, which help stays inside when the terminal is tall enough.
    let frame: Rect
}
