import Foundation
import IkeApp
import IkeCore

/// The glyphs views draw with: Unicode, or plain ASCII for `--ascii` and non-UTF-8 locales.
struct Symbols: Hashable, Sendable {
    var topLeft: String
    var topRight: String
    var bottomLeft: String
    var bottomRight: String
    var horizontal: String
    var vertical: String
    /// In front of the selected row, so selection does not rest on reverse video alone.
    var marker: String
    var checkboxOpen: String
    var checkboxDone: String
    /// A cancelled task's box: closed, but not ticked.
    var checkboxCancelled: String
    var important: String
    var urgent: String
    /// A task urgent by its near deadline alone, not by its flag (the matrix, drawn dim): as wide as
    /// `urgent`, which it stands in place of.
    var urgentByDeadline: String
    var ellipsis: String
    /// The done part of a progress bar.
    var barDone: String
    /// The part of a progress bar still to do.
    var barLeft: String
    /// Between parts of one line ("7 open · 2 done").
    var separator: String
    var openQuote: String
    var closeQuote: String
    /// Starts an error message, so an error never rests on colour alone.
    var errorPrefix: String
    /// "80×24".
    var times: String
    /// Whether UI strings from the key table must be turned into ASCII (`ascii(_:)`).
    var isASCII: Bool

    /// The box of a task of `status`.
    func checkbox(_ status: TaskStatus) -> String {
        switch status {
        case .open: checkboxOpen
        case .done: checkboxDone
        case .cancelled: checkboxCancelled
        }
    }

    /// The set `options` ask for.
    static func forOptions(_ options: DisplayOptions) -> Symbols {
        options.ascii ? .ascii : .unicode
    }

    /// Box drawing, ▸, ☐ ☑ ☒, !! ⚑ ◷, █░.
    static let unicode = Symbols(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│",
        marker: "▸", checkboxOpen: "☐", checkboxDone: "☑", checkboxCancelled: "☒",
        important: "!!", urgent: "⚑", urgentByDeadline: "◷",
        ellipsis: "…", barDone: "█", barLeft: "░", separator: " · ", openQuote: "“", closeQuote: "”",
        errorPrefix: "✗ ", times: "×", isASCII: false)

    /// `+-|`, `>`, `[ ]` `[x]` `[-]`, words for flags, `#.` bars.
    static let ascii = Symbols(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
        marker: ">", checkboxOpen: "[ ]", checkboxDone: "[x]", checkboxCancelled: "[-]",
        important: "imp", urgent: "urg", urgentByDeadline: "due",
        ellipsis: "...", barDone: "#", barLeft: ".", separator: " - ", openQuote: "\"", closeQuote: "\"",
        errorPrefix: "Error: ", times: "x", isASCII: true)

    /// Replacements that make the app's own strings (key names, help, status text) plain ASCII.
    private static let asciiReplacements: [(String, String)] = [
        ("S-↑↓", "S-Up/Dn"), ("↑", "Up"), ("↓", "Down"), ("←", "Left"), ("→", "Right"),
        ("·", "-"), ("…", "..."), ("“", "\""), ("”", "\""), ("‘", "'"), ("’", "'"), ("—", "-"),
        ("–", "-"), ("×", "x"), ("␣", "Space"), ("⏎", "Enter"), ("›", ">"),
        ("✓", "[x]"), ("↺", "<-"), ("↶", "<-"), ("✗", "x"), ("⏱ ", "time "),
    ]

    /// The same set with rounded corners (the review card); ASCII keeps its `+`.
    var rounded: Symbols {
        guard !isASCII else { return self }
        var copy = self
        (copy.topLeft, copy.topRight, copy.bottomLeft, copy.bottomRight) = ("╭", "╮", "╰", "╯")
        return copy
    }

    /// `text` as this set draws the app's own wording: unchanged in Unicode, ASCII-fied in ASCII.
    ///
    /// Only for strings ike writes itself; user titles are drawn as they are.
    func text(_ text: String) -> String {
        guard isASCII else { return text }
        var result = text
        for (unicode, ascii) in Self.asciiReplacements {
            result = result.replacingOccurrences(of: unicode, with: ascii)
        }
        return result
    }

    /// `text` in quotes, for empty-state messages that repeat user input.
    func quoted(_ text: String) -> String {
        openQuote + text + closeQuote
    }
}
