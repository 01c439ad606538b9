import Glibc

/// Puts the terminal back when the process dies without `stop()`: a crash, SIGTERM/SIGHUP/SIGINT,
/// or `exit()` from anywhere (G14).
///
/// The handlers are async-signal-safe by construction: they do not call `endwin` (which takes no
/// locks but walks curses state the crash may have corrupted, and could interleave with a
/// `doupdate` the signal interrupted). Everything they need is prepared in `install`: the saved
/// shell `termios` and the byte string from `TerminalModes.restoreSequence()`. A handler only
/// calls `write`, `tcsetattr`, `sigaction`, `raise` and `_exit`, and reads fixed memory.
///
/// Fatal signals (SIGILL and SIGTRAP are Swift traps, SIGQUIT asks for a core) restore the terminal,
/// put back the previous action and let it run: a fault returns so the instruction faults again, a
/// signal sent by `kill` or `abort` is raised again. The previous action is `CrashReport`'s when ike
/// installed it (a report file, one line on standard error, death by the signal at once); otherwise the
/// Swift runtime's backtracer, which on a terminal waits 30 s for a key. SIGTERM, SIGHUP and SIGINT
/// restore and `_exit(128 + signal)`; the store commits each action at once, so no flushing is owed.
enum CrashGuard {
    static let fatalSignals: [Int32] = CrashReport.signals
    static let terminatingSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT]

    private static let restoreCapacity = 1024
    private static let signalCount = 65

    /// Fixed memory the handlers read; allocated once and never freed, so no handler can see it go.
    private struct State {
        var installed = false
        var active = false
        var outputFD: Int32 = -1
        var termiosFD: Int32 = -1
        var hasTermios = false
        var shellModes = termios()
        var byteCount = 0
        var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: CrashGuard.restoreCapacity)
        var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: CrashGuard.signalCount)
    }

    nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State())
        return pointer
    }()

    nonisolated(unsafe) private static var exitHookRegistered = false

    /// Installs the handlers for a terminal writing to `outputFD` whose shell modes are `shellModes`
    /// (read from `termiosFD` before curses changed them).
    static func install(outputFD: Int32, termiosFD: Int32, shellModes: termios?, restoreBytes: [UInt8]) {
        let guardState = state
        if guardState.pointee.installed { uninstall() }
        guardState.pointee.outputFD = outputFD
        guardState.pointee.termiosFD = termiosFD
        guardState.pointee.hasTermios = shellModes != nil
        if let shellModes { guardState.pointee.shellModes = shellModes }
        let count = min(restoreBytes.count, restoreCapacity)
        for index in 0..<count { guardState.pointee.bytes[index] = restoreBytes[index] }
        guardState.pointee.byteCount = count
        for signal in fatalSignals { installHandler(signal, fatal: true) }
        for signal in terminatingSignals { installHandler(signal, fatal: false) }
        guardState.pointee.installed = true
        guardState.pointee.active = true
        if !exitHookRegistered {
            exitHookRegistered = true
            atexit { CrashGuard.restoreTerminal() }
        }
    }

    /// Puts back the actions that were there before `install`; the terminal is restored by `stop()`.
    static func uninstall() {
        let guardState = state
        guard guardState.pointee.installed else { return }
        guardState.pointee.active = false
        for signal in fatalSignals + terminatingSignals {
            sigaction(signal, guardState.pointee.previous + Int(signal), nil)
        }
        guardState.pointee.installed = false
    }

    /// Whether the terminal is in curses mode and a handler should restore it (false while suspended).
    static func setActive(_ active: Bool) {
        guard state.pointee.installed else { return }
        state.pointee.active = active
    }

    /// Writes the restore bytes and puts back the shell modes, once; async-signal-safe.
    static func restoreTerminal() {
        let guardState = state
        guard guardState.pointee.active else { return }
        guardState.pointee.active = false
        TerminalModes.writeAll(
            guardState.pointee.bytes, count: guardState.pointee.byteCount, to: guardState.pointee.outputFD
        )
        if guardState.pointee.hasTermios {
            tcsetattr(guardState.pointee.termiosFD, TCSANOW, &guardState.pointee.shellModes)
        }
    }

    private static func installHandler(_ signal: Int32, fatal: Bool) {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        // No other terminating signal may interleave with the restore.
        for other in terminatingSignals { sigaddset(&action.sa_mask, other) }
        // SA_ONSTACK: a stack overflow can only be handled on the alternate stack the runtime set up.
        action.sa_flags = SA_SIGINFO | Int32(SA_ONSTACK)
        if fatal {
            action.__sigaction_handler.sa_sigaction = { signal, info, _ in
                CrashGuard.restoreTerminal()
                sigaction(signal, CrashGuard.state.pointee.previous + Int(signal), nil)
                // si_code <= 0: sent by kill, raise or abort, so returning would not fault again.
                if info == nil || info!.pointee.si_code <= 0 { raise(signal) }
            }
        } else {
            action.__sigaction_handler.sa_sigaction = { signal, _, _ in
                CrashGuard.restoreTerminal()
                _exit(128 + signal)
            }
        }
        sigaction(signal, &action, state.pointee.previous + Int(signal))
    }
}
