import IkeApp
import IkeTerm

/// The bottom line: the current mode's keys from the key table, "key label" pairs, keys in bold.
enum FooterView {
    /// Draws `hints` on row `y`, as many as fit, keeping "? help" last.
    static func draw(
        _ hints: [ChromeModel.Hint], y: Int, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let symbols = context.symbols
        let hints = hints.map {
            (keys: symbols.text($0.keys), label: symbols.text($0.label))
        }
        // Help is the way to every other key, so it keeps its place and the others make room for it.
        let help = hints.first { $0.label == "help" }
        let others = hints.filter { $0.label != "help" }
        let room = buffer.width - 2
        let helpWidth = help.map { width(of: $0) + 2 } ?? 0
        var chosen: [(keys: String, label: String)] = []
        var used = 0
        for hint in others {
            let needed = (chosen.isEmpty ? 0 : 2) + width(of: hint)
            if used + needed + helpWidth > room { break }
            chosen.append(hint)
            used += needed
        }
        if let help, used + (chosen.isEmpty ? 0 : 2) + width(of: help) <= room {
            chosen.append(help)
        }
        var x = 1
        for (index, hint) in chosen.enumerated() {
            if index > 0 { x += 2 }
            x += buffer.put(hint.keys, x: x, y: y, style: context.theme.key)
            x += buffer.put(" " + hint.label, x: x, y: y)
        }
    }

    /// Columns of "keys label".
    private static func width(of hint: (keys: String, label: String)) -> Int {
        TextWidth.of(hint.keys) + 1 + TextWidth.of(hint.label)
    }
}
