import CNCursesW

/// Escape sequences taught to ncurses with `define_key` when the TERM's entry lacks them.
///
/// Terminals often send a different sequence than terminfo lists (Home as `ESC [ 1 ~` under
/// TERM=xterm-256color inside tmux, G15), and `screen`/`linux` entries lack the Shift arrows (§5).
/// A sequence is registered only where `key_defined` says nothing claims it yet, so a TERM that
/// knows better is never overridden.
enum KeyFallbacks {
    /// Each sequence and the key code it should produce.
    static let table: [(sequence: String, code: Int32)] = [
        ("\u{1B}[1;2A", KEY_SR), ("\u{1B}[1;2B", KEY_SF),
        ("\u{1B}[1;2C", KEY_SRIGHT), ("\u{1B}[1;2D", KEY_SLEFT),
        ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
        ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
        ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[8~", KEY_END),
        ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END), ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
        ("\u{1B}[3~", KEY_DC), ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE),
        ("\u{1B}[Z", KEY_BTAB), ("\u{1B}OM", KEY_ENTER),
        ("\u{1B}[200~", KeyDecoder.CustomCode.pasteStart), ("\u{1B}[201~", KeyDecoder.CustomCode.pasteEnd),
        ("\u{1B}[I", KeyDecoder.CustomCode.focusIn), ("\u{1B}[O", KeyDecoder.CustomCode.focusOut),
    ]

    /// Registers every fallback the current screen does not know yet; returns those registered.
    @discardableResult
    static func register() -> [String] {
        var registered: [String] = []
        for (sequence, code) in table where key_defined(sequence) == 0 {
            if define_key(sequence, code) == OK { registered.append(sequence) }
        }
        return registered
    }
}
