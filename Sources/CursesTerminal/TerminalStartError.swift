/// Why the full-screen UI could not start; `description` is the message for the user.
public enum TerminalStartError: Error, Equatable, Sendable, CustomStringConvertible {
    /// stdin or stdout is not a terminal (a pipe, a file, /dev/null).
    case notATerminal(stdinIsTerminal: Bool, stdoutIsTerminal: Bool)
    /// TERM is unset or empty.
    case termNotSet
    /// The terminfo database has no entry for TERM.
    case unknownTerm(String)
    /// No terminfo database could be read at all.
    case noTerminfoDatabase(String)
    /// TERM names a terminal that cannot move the cursor or clear (dumb, a printer).
    case cannotPositionCursor(String)
    /// ncurses refused to start for a reason it does not tell.
    case initialisationFailed(String)

    /// The process exit status to use: 2 when there is no terminal, 3 when TERM is unusable.
    public var exitCode: Int32 {
        switch self {
        case .notATerminal: return 2
        case .termNotSet, .unknownTerm, .noTerminfoDatabase, .cannotPositionCursor,
            .initialisationFailed:
            return 3
        }
    }

    /// A one-line message that says what is wrong and what to do about it.
    public var description: String {
        switch self {
        case .notATerminal(let stdinIsTerminal, let stdoutIsTerminal):
            let which = [stdinIsTerminal ? nil : "stdin", stdoutIsTerminal ? nil : "stdout"]
                .compactMap { $0 }.joined(separator: " and ")
            return "the full-screen UI needs a terminal, but \(which) "
                + (stdinIsTerminal || stdoutIsTerminal ? "is not one" : "are not")
                + " (redirected or piped?); run it in a terminal, or use a subcommand in scripts"
        case .termNotSet:
            return "TERM is not set, so the terminal type is unknown; set it, e.g. TERM=xterm-256color"
        case .unknownTerm(let term):
            return "TERM='\(term)' is not in the terminfo database; "
                + "install its entry (ncurses-term) or use a known one, e.g. TERM=xterm-256color"
        case .noTerminfoDatabase(let term):
            return "no terminfo database was found for TERM='\(term)'; install ncurses-base "
                + "or set TERMINFO"
        case .cannotPositionCursor(let term):
            return "TERM='\(term)' cannot position the cursor; "
                + "a full-screen UI is not possible on this terminal"
        case .initialisationFailed(let term):
            return "ncurses could not start on TERM='\(term)'"
        }
    }
}
