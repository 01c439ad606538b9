import CNCursesW
import Glibc

/// The checks made before `newterm`, which otherwise fails silently or draws a blank screen (G10, G11).
enum StartupCheck {
    /// The error for stdin or stdout not being a terminal, or nil when both are.
    static func terminalError(stdinIsTerminal: Bool, stdoutIsTerminal: Bool) -> TerminalStartError? {
        stdinIsTerminal && stdoutIsTerminal
            ? nil
            : .notATerminal(stdinIsTerminal: stdinIsTerminal, stdoutIsTerminal: stdoutIsTerminal)
    }

    /// The error for a TERM that is unset, unknown, or cannot address the cursor; nil when usable.
    ///
    /// Loads the entry with `setupterm` on `fileDescriptor` and frees it again, putting back
    /// whatever terminal was current, so it can run while another curses screen exists.
    static func terminfoError(term: String?, fileDescriptor: Int32) -> TerminalStartError? {
        guard let term, !term.isEmpty else { return .termNotSet }
        let previous = cnc_cur_term()
        defer { _ = set_curterm(previous) }
        var status: Int32 = 0
        guard setupterm(term, fileDescriptor, &status) == OK else {
            // setupterm: 0 means "no such entry", -1 "no database at all".
            return status == 0 ? .unknownTerm(term) : .noTerminfoDatabase(term)
        }
        defer { _ = cnc_del_cur_term() }
        let canPosition = cnc_is_valid_str(tigetstr("cup")) != 0 && cnc_is_valid_str(tigetstr("clear")) != 0
        return canPosition ? nil : .cannotPositionCursor(term)
    }
}
