import CNCursesW
import Glibc
import IkeTerm

/// The ncursesw backend of `Terminal`: the only code in ike that calls curses.
///
/// Start it with `start(options:)`, draw with `present`, read with `nextKey`, and call `stop()`
/// on every normal way out; crashes and termination signals are covered by `CrashGuard`.
/// ncurses is one global state machine and not thread-safe: use one instance, from one thread.
public final class CursesTerminal: Terminal {
    /// Whether the locale is UTF-8. When false, non-ASCII text would vanish (G6): it is drawn as
    /// `?`, and the app should choose ASCII glyphs.
    public let isUTF8: Bool
    /// Unicode glyphs (borders, checkboxes, arrows) are better left out: the Linux console or an older
    /// terminal type, or a user locale that is not UTF-8.
    public let prefersASCIIGlyphs: Bool
    /// Whether cells are drawn in colour (the terminal has colours and `noColor` was not asked).
    public let colorsEnabled: Bool
    /// Whether mouse reports were requested and ncurses accepted them.
    public let mouseEnabled: Bool
    /// Whether `stop()` has run; the terminal cannot be used afterwards.
    public private(set) var isStopped = false

    private let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    private let outputFD: Int32
    private let mouseMask: mmask_t
    private let guardsProcess: Bool
    private var frames: FrameWriter
    private var input: CursesInputSource
    private var reader: KeyReader
    private var inScreenMode = true
    private var lastSize: Size
    /// Files this instance opened itself (the headless /dev/null and pipe), closed by `stop()`.
    var ownedFiles: [UnsafeMutablePointer<FILE>] = []
    /// The write end of the headless input pipe; -1 otherwise.
    var inputWriter: Int32 = -1
    /// What `suspend()` does between leaving and re-entering curses mode; tests replace it.
    var stopProcess: () -> Void = ProcessSignals.stopForShell

    /// Configures the screen `newterm` just made current (`window` is its stdscr).
    init(
        screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>, options: CursesOptions, isUTF8: Bool,
        outputFD: Int32, inputFD: Int32, guardsProcess: Bool, prefersASCIIGlyphs: Bool = false
    ) {
        self.screen = screen
        self.window = window
        self.isUTF8 = isUTF8
        self.prefersASCIIGlyphs = prefersASCIIGlyphs
        self.outputFD = outputFD
        self.guardsProcess = guardsProcess
        Self.configureInput(window: window, options: options)
        let pairs = Self.makeColorPairs(options: options)
        colorsEnabled = pairs != nil
        mouseMask = Self.enableMouse(options: options)
        mouseEnabled = mouseMask != 0
        frames = FrameWriter(pairs: pairs, isUTF8: isUTF8)
        input = CursesInputSource(window: window, inputFD: inputFD)
        let decoder = KeyDecoder(keyName: { code in keyname(code).map { String(cString: $0) } })
        reader = KeyReader(decoder: decoder)
        lastSize = Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        TerminalModes.write(TerminalModes.enable, to: outputFD)
    }

    deinit {
        stop()
    }

    /// The window's size in columns and rows (the last known one after `stop()`).
    public var size: Size {
        guard !isStopped else { return lastSize }
        lastSize = Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        return lastSize
    }

    /// Cells written by the last `present` (every cell after a resize or resume, else the changes).
    public var lastPresentCellCount: Int { frames.lastCellCount }

    /// Whether the last `present` cleared the screen and wrote every cell.
    public var lastPresentWasFullRedraw: Bool { frames.lastWasFullRedraw }

    /// Shows `buffer`, writing only the cells that changed since the last frame, and places the cursor.
    public func present(_ buffer: ScreenBuffer) {
        guard !isStopped, inScreenMode else { return }
        frames.present(buffer, on: window)
    }

    /// The next key, waiting at most `timeoutMilliseconds` (negative waits for ever); nil on timeout.
    ///
    /// Returns `Key.endOfInput` whenever stdin has gone away; the app should quit on it.
    public func nextKey(timeoutMilliseconds: Int) -> Key? {
        guard !isStopped else { return .endOfInput }
        guard inScreenMode else { return nil }
        let key = reader.nextKey(from: &input, timeoutMilliseconds: timeoutMilliseconds)
        if key == .resize {
            // ncurses has already resized stdscr; the terminal may have reflowed what it showed.
            frames.needsFullRedraw = true
        }
        return key
    }

    /// Ctrl-Z: gives the terminal back to the shell, stops the process until `fg`, then takes the
    /// terminal back; the next `present` redraws everything.
    public func suspend() {
        guard !isStopped, inScreenMode else { return }
        leaveScreenMode()
        stopProcess()
        enterScreenMode()
    }

    /// Rings the bell (or flashes the screen where the terminal has no bell, as ncurses decides).
    public func bell() {
        guard !isStopped, inScreenMode else { return }
        beep()
    }

    /// Takes the terminal back if it was left, and makes the next `present` redraw everything.
    public func resume() {
        guard !isStopped else { return }
        if !inScreenMode { enterScreenMode() }
        frames.needsFullRedraw = true
    }

    /// Gives the terminal back to the shell without stopping the process (to run an editor).
    /// `resume()` takes it back.
    public func leaveScreenMode() {
        guard !isStopped, inScreenMode else { return }
        if guardsProcess { CrashGuard.setActive(false) }
        endwin()
        TerminalModes.write(TerminalModes.disable + TerminalModes.mouseOff, to: outputFD)
        inScreenMode = false
    }

    private func enterScreenMode() {
        // After endwin the next refresh restores the tty modes, keypad, mouse and alternate screen.
        doupdate()
        if mouseEnabled { mousemask(mouseMask, nil) }
        TerminalModes.write(TerminalModes.enable, to: outputFD)
        frames.needsFullRedraw = true
        frames.forgetCursor()
        inScreenMode = true
        if guardsProcess { CrashGuard.setActive(true) }
    }

    /// Restores the terminal for the shell and frees curses; safe to call more than once.
    public func stop() {
        guard !isStopped else { return }
        _ = size  // remember the final size: `size` stays readable after stop
        isStopped = true
        if guardsProcess { CrashGuard.uninstall() }
        if inScreenMode {
            endwin()
            TerminalModes.write(TerminalModes.disable + TerminalModes.mouseOff, to: outputFD)
        }
        delscreen(screen)
        for file in ownedFiles { fclose(file) }
        ownedFiles = []
        if inputWriter >= 0 { close(inputWriter) }
        inputWriter = -1
    }
}
