import IkeApp
import IkeTerm

/// The line under the frame: the last status message and its key hint, or what filter is on.
enum StatusLineView {
    /// Draws `status` on row `y`, or, with none and `hidesDone`, that done tasks are hidden.
    static func draw(
        _ status: StatusMessage?, hidesDone: Bool, y: Int, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let theme = context.theme
        let symbols = context.symbols
        var pieces: [(text: String, style: Style)] = []
        if let status {
            switch status.kind {
            case .info:
                pieces.append((symbols.text(status.text), theme.statusInfo))
            case .error:
                pieces.append((symbols.errorPrefix + symbols.text(status.text), theme.statusError))
            }
            if let hint = status.hint {
                pieces.append((symbols.separator, .default))
                pieces += keyAndLabel(symbols.text(hint), theme: theme)
            }
        } else if hidesDone {
            // Hidden rows are easy to forget; say so while no message needs the line.
            pieces.append(
                (
                    symbols.text("Done tasks hidden · \(context.keys.keyName(.viewHideDone)) shows them"),
                    theme.secondary
                ))
        }
        buffer.put(pieces, x: 1, y: y, width: buffer.width - 2, ellipsis: symbols.ellipsis)
    }

    /// "u undo" as a bold key and its label.
    static func keyAndLabel(_ hint: String, theme: Theme) -> [(text: String, style: Style)] {
        guard let space = hint.firstIndex(of: " ") else { return [(hint, theme.key)] }
        return [(String(hint[..<space]), theme.key), (String(hint[space...]), .default)]
    }
}
