import CNCursesW
import Glibc
import IkeTerm

extension CursesTerminal {
    /// Takes over the terminal on stdin/stdout for the full-screen UI (Docs/TerminalNotes.md §9.2).
    ///
    /// Throws, before touching the screen, when stdin or stdout is not a terminal (exit code 2)
    /// or TERM is unset, unknown or cannot position the cursor (exit code 3).
    public static func start(
        options: CursesOptions = CursesOptions()
    ) throws(TerminalStartError) -> CursesTerminal {
        ProcessSignals.unblockTerminalSignals()
        // Before newterm: ncurses decides at start-up whether it can show wide characters (G6).
        let locale = LocaleSetup.configure()
        if let error = StartupCheck.terminalError(
            stdinIsTerminal: isatty(STDIN_FILENO) != 0, stdoutIsTerminal: isatty(STDOUT_FILENO) != 0
        ) {
            throw error
        }
        let term = getenv("TERM").map { String(cString: $0) }
        if let error = StartupCheck.terminfoError(term: term, fileDescriptor: STDOUT_FILENO) {
            throw error
        }
        var shellModes = termios()
        let hasShellModes = tcgetattr(STDOUT_FILENO, &shellModes) == 0
        // newterm, not initscr: on failure it returns NULL instead of printing and exiting (G10).
        guard let screen = newterm(nil, cnc_stdout(), cnc_stdin()), let window = cnc_stdscr() else {
            throw .initialisationFailed(term ?? "")
        }
        let terminal = CursesTerminal(
            screen: screen, window: window, options: options, isUTF8: locale.isUTF8,
            outputFD: STDOUT_FILENO, inputFD: STDIN_FILENO, guardsProcess: true,
            prefersASCIIGlyphs: GlyphSupport.prefersASCII(
                term: term, userLocaleIsUTF8: locale.userLocaleIsUTF8)
        )
        CrashGuard.install(
            outputFD: STDOUT_FILENO, termiosFD: STDOUT_FILENO, shellModes: hasShellModes ? shellModes : nil,
            restoreBytes: TerminalModes.restoreSequence()
        )
        return terminal
    }

    /// A terminal drawing into /dev/null at a fixed size, reading from a pipe fed by `feedInput`,
    /// for tests: what was drawn is read back with `screenCell(x:y:)`.
    ///
    /// It installs no signal handlers. Only one curses terminal may exist at a time.
    static func headless(
        width: Int, height: Int, termName: String = "xterm-256color", options: CursesOptions = CursesOptions()
    ) throws(TerminalStartError) -> CursesTerminal {
        let isUTF8 = LocaleSetup.configure().isUTF8
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw .initialisationFailed(termName) }
        guard let output = fopen("/dev/null", "w"), let inputFile = fdopen(pipeEnds[0], "r") else {
            close(pipeEnds[0])
            close(pipeEnds[1])
            throw .initialisationFailed(termName)
        }
        guard let screen = newterm(termName, output, inputFile), let window = cnc_stdscr() else {
            fclose(output)
            fclose(inputFile)
            close(pipeEnds[1])
            throw .unknownTerm(termName)
        }
        // resize_term, not resizeterm: the latter also queues a KEY_RESIZE for the first read.
        resize_term(Int32(height), Int32(width))
        let terminal = CursesTerminal(
            screen: screen, window: window, options: options, isUTF8: isUTF8,
            outputFD: fileno(output), inputFD: pipeEnds[0], guardsProcess: false
        )
        terminal.ownedFiles = [output, inputFile]
        terminal.inputWriter = pipeEnds[1]
        return terminal
    }

    /// Input modes for the current screen.
    static func configureInput(window: UnsafeMutablePointer<WINDOW>, options: CursesOptions) {
        // raw, not cbreak: Ctrl-C, Ctrl-S, Ctrl-Q and Ctrl-Z arrive as keys (G13). nonl: Enter
        // arrives as CR (13) and Ctrl-J as LF (10); both decode to .enter, and ncurses may use
        // LF for cursor movement when output is not translated.
        raw()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        if getenv("ESCDELAY") == nil { set_escdelay(Int32(clamping: options.escapeDelayMilliseconds)) }
        // Each present completes, rather than stopping early when a key is waiting.
        typeahead(-1)
        curs_set(0)
        KeyFallbacks.register()
    }

    /// Starts colour on the current screen and returns its pair allocator, or nil without colour.
    static func makeColorPairs(options: CursesOptions) -> ColorPairs? {
        guard !options.noColor, has_colors(), start_color() == OK else { return nil }
        let defaultColors = use_default_colors() == OK
        return ColorPairs(
            maxPairs: Int(cnc_color_pairs()), colors: Int(cnc_colors()), defaultColors: defaultColors
        ) {
            init_pair($0, $1, $2) == OK
        }
    }

    /// Asks for left-button and wheel reports; returns the mask ncurses accepted (0: no mouse).
    static func enableMouse(options: CursesOptions) -> mmask_t {
        guard !options.noMouse else { return 0 }
        let wanted =
            cnc_BUTTON1_PRESSED() | cnc_BUTTON1_RELEASED() | cnc_BUTTON1_CLICKED()
            | cnc_BUTTON1_DOUBLE_CLICKED() | cnc_BUTTON4_PRESSED() | cnc_BUTTON5_PRESSED()
            | cnc_BUTTON_SHIFT() | cnc_BUTTON_CTRL() | cnc_BUTTON_ALT()
        let accepted = mousemask(wanted, nil)
        // 0: report presses and releases at once instead of holding them to build clicks (G20).
        mouseinterval(0)
        return accepted
    }
}
