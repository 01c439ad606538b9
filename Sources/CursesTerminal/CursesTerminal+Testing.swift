import CNCursesW
import Glibc
import IkeTerm

/// Read-back and input helpers for the headless tests; nothing in the app calls them.
extension CursesTerminal {
    /// The cell at (`x`, `y`) of the window, or of `curscr` (what curses believes the terminal shows).
    func screenCell(x: Int, y: Int, physical: Bool = false) -> ScreenCellReading {
        let source = physical ? cnc_curscr() : window
        var complex = cchar_t()
        mvwin_wch(source, Int32(y), Int32(x), &complex)
        var characters = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        getcchar(&complex, &characters, &attributes, &pair, nil)
        let scalars = characters.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        var foreground: Int16 = -1
        var background: Int16 = -1
        if pair != 0 { pair_content(pair, &foreground, &background) }
        return ScreenCellReading(
            text: String(String.UnicodeScalarView(scalars)),
            attributes: FrameWriter.textAttributes(from: attributes),
            foreground: Int(foreground), background: Int(background), rawAttributes: attributes
        )
    }

    /// The window's cursor position.
    var windowCursor: Point {
        Point(x: Int(getcurx(window)), y: Int(getcury(window)))
    }

    /// Sends bytes to a headless terminal's input, as if typed.
    func feedInput(_ bytes: [UInt8]) {
        precondition(inputWriter >= 0, "feedInput needs a headless terminal with open input")
        TerminalModes.writeAll(bytes, count: bytes.count, to: inputWriter)
    }

    /// Sends `text` as UTF-8 to a headless terminal's input.
    func feedInput(_ text: String) {
        feedInput(Array(text.utf8))
    }

    /// Closes a headless terminal's input, as when stdin reaches end of file.
    func closeInput() {
        if inputWriter >= 0 { close(inputWriter) }
        inputWriter = -1
    }

    /// Resizes a headless terminal, as a SIGWINCH would.
    func resizeHeadless(width: Int, height: Int) {
        resizeterm(Int32(height), Int32(width))
    }
}

extension CursesTerminal {
    /// Whether curses is between `endwin` and the next refresh.
    static var cursesIsInShellMode: Bool { isendwin() }
}
