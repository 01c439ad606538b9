import Glibc

/// Signal-mask and job-control steps the terminal needs around curses.
enum ProcessSignals {
    /// Signals a full-screen app must receive: resize, the terminating ones and job control.
    static let terminalSignals: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGTSTP, SIGCONT, SIGHUP]

    /// Unblocks `terminalSignals` for the calling thread.
    ///
    /// A process started from a thread that blocks them (Swift Testing's workers, G16) inherits the
    /// mask, and ncurses then never sees SIGWINCH, so KEY_RESIZE never arrives.
    static func unblockTerminalSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in terminalSignals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Stops the process the way Ctrl-Z does in a shell, returning once it is continued (`fg`).
    ///
    /// ncurses may have its own SIGTSTP handler, which would redraw by itself on continue; the
    /// default action is used for the stop and the previous handler put back afterwards.
    static func stopForShell() {
        var defaultAction = sigaction()
        sigemptyset(&defaultAction.sa_mask)
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        var previous = sigaction()
        sigaction(SIGTSTP, &defaultAction, &previous)
        unblockTerminalSignals()
        raise(SIGTSTP)
        sigaction(SIGTSTP, &previous, nil)
    }
}
