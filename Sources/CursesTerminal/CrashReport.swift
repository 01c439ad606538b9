import Glibc

/// Ends a crashing ike at once: a report goes to a file in ike's state folder, one line on standard error
/// says where, and the process dies by its signal.
///
/// It replaces the Swift runtime's backtracer, which on a terminal asks "Press space to interact" and
/// waits 30 s, and which took 45–90 s to write its report non-interactively on two busy cores (it
/// symbolicates every image). The report holds what a crash needs to be found later: the signal and
/// address, the crashing thread's return addresses as `backtrace_symbols_fd` writes them (frames inside the
/// release binary read `ike(+0x…)`: it exports no symbols, Docs/Decisions.md 2026-11-25; `addr2line -f -e
/// ike` names them), and `/proc/self/maps`, which places every address in its binary for `addr2line` or
/// `llvm-symbolizer`.
///
/// The handler is async-signal-safe by construction, like `CrashGuard`'s: everything it uses is prepared
/// by `install` (the folder, the header, `backtrace` resolved and called once so libgcc is loaded), and it
/// only formats into fixed memory and calls `clock_gettime`, `mkdir`, `open`, `read`, `write`, `close`,
/// `getpid`, `backtrace` and `raise`. It is installed with `SA_RESETHAND`, so a fault inside it ends the
/// process instead of looping. `CrashGuard` restores the terminal first and then hands the signal here.
public enum CrashReport {
    /// The signals that end ike with a report: the traps Swift uses (SIGILL, SIGTRAP), faults, abort and
    /// SIGQUIT.
    public static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGQUIT]

    private static let bufferSize = 8192
    private static let frameCapacity = 128
    private static let alternateStackSize = 1 << 16

    private typealias Backtrace =
        @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>, Int32) -> Int32
    private typealias BacktraceSymbols =
        @convention(c) (UnsafePointer<UnsafeMutableRawPointer?>, Int32, Int32) -> Void

    /// Fixed memory the handler reads; allocated once and never freed.
    private struct State {
        var folder = UnsafeMutablePointer<UInt8>.allocate(capacity: CrashReport.bufferSize)
        var folderCount = 0
        var program = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        var programCount = 0
        var path = UnsafeMutablePointer<UInt8>.allocate(capacity: CrashReport.bufferSize)
        var text = UnsafeMutablePointer<UInt8>.allocate(capacity: CrashReport.bufferSize)
        var frames = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(
            capacity: CrashReport.frameCapacity)
        var backtrace: Backtrace?
        var backtraceSymbols: BacktraceSymbols?
    }

    nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State())
        return pointer
    }()

    /// Where reports go: `$XDG_STATE_HOME/ike`, else `$HOME/.local/state/ike`; nil when neither is known.
    ///
    /// Read with `getenv`: every command starts here, and Foundation's `ProcessInfo.environment` builds a
    /// dictionary of the whole environment first (0.85 of the 1 million instructions `ike --version` ran in
    /// main, by callgrind).
    public static func stateFolderOfThisProcess() -> String? {
        stateFolder { getenv($0).map { String(cString: $0) } }
    }

    static func stateFolder(variable: (String) -> String?) -> String? {
        if let state = variable("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/ike" }
        guard let home = variable("HOME"), home.hasPrefix("/") else { return nil }
        return (home == "/" ? "" : home) + "/.local/state/ike"
    }

    /// Installs the handler for `signals`, reporting into `folder` (created when a crash needs it) as
    /// `program` (e.g. "ike 0.1.0"); without a folder the report goes to standard error.
    public static func install(folder: String?, program: String) {
        let report = state
        report.pointee.folderCount = copy(
            folder ?? "", into: report.pointee.folder, capacity: bufferSize - 64)
        report.pointee.programCount = copy(program, into: report.pointee.program, capacity: 256)
        if let symbol = dlsym(nil, "backtrace") {
            let backtrace = unsafeBitCast(symbol, to: Backtrace.self)
            // The first call loads libgcc's unwinder, which a handler must not do. With room for no frame
            // glibc loads it and unwinds nothing: a real walk here read 0.5 MiB of the binary's unwind
            // tables into every start (Docs/Decisions.md, 2026-11-25).
            _ = backtrace(report.pointee.frames, 0)
            report.pointee.backtrace = backtrace
        }
        if let symbol = dlsym(nil, "backtrace_symbols_fd") {
            report.pointee.backtraceSymbols = unsafeBitCast(symbol, to: BacktraceSymbols.self)
        }
        ensureAlternateStack()
        for signal in signals {
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            for other in signals + [SIGTERM, SIGHUP, SIGINT] { sigaddset(&action.sa_mask, other) }
            action.sa_flags = SA_SIGINFO | Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
            action.__sigaction_handler.sa_sigaction = { signal, info, _ in
                CrashReport.handle(signal, info)
            }
            sigaction(signal, &action, nil)
        }
    }

    /// Writes the report and the line on standard error, then lets the signal end the process.
    private static func handle(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
        let savedErrno = errno
        let report = state
        var path = ReportBuffer(report.pointee.path, capacity: bufferSize)
        var text = ReportBuffer(report.pointee.text, capacity: bufferSize)
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var descriptor: Int32 = STDERR_FILENO
        var failure: Int32 = 0
        if report.pointee.folderCount > 0 {
            path.append(report.pointee.folder, count: report.pointee.folderCount)
            makeFolders(&path)
            path.append("/crash-")
            path.append(utcStamp: now.tv_sec)
            path.append(byte: UInt8(ascii: "-"))
            path.append(decimal: Int(getpid()))
            path.append(".txt")
            descriptor = open(path.cString(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor < 0 { failure = errno }
        }
        if descriptor >= 0 {
            // The memory map runs to hundreds of lines: only a file gets it.
            let toFile = descriptor != STDERR_FILENO
            writeReport(signal, info, time: now.tv_sec, to: descriptor, text: &text, withMap: toFile)
            if descriptor != STDERR_FILENO { close(descriptor) }
        }
        text.append("ike: crashed (")
        appendName(of: signal, to: &text)
        if descriptor >= 0 && descriptor != STDERR_FILENO {
            text.append("); the crash report is in ")
            text.append(path.base, count: path.count)
        } else if failure != 0 {
            // Out of file descriptors, a full disk, a read-only home: the short report goes here instead.
            text.append("); cannot create ")
            text.append(path.base, count: path.count)
            text.append(" (errno ")
            text.append(decimal: Int(failure))
            text.append("), so the report follows\n")
            text.flush(to: STDERR_FILENO)
            writeReport(signal, info, time: now.tv_sec, to: STDERR_FILENO, text: &text, withMap: false)
            return endProcess(signal, info, savedErrno: savedErrno)
        } else {
            text.append(")")
        }
        text.append("\n")
        text.flush(to: STDERR_FILENO)
        endProcess(signal, info, savedErrno: savedErrno)
    }

    /// SA_RESETHAND has put back the default action. A signal sent by kill, raise or abort is raised
    /// again (it stays blocked until the handler returns); a fault happens again when the instruction reruns.
    private static func endProcess(
        _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, savedErrno: Int32
    ) {
        errno = savedErrno
        if info == nil || info!.pointee.si_code <= 0 { raise(signal) }
    }

    private static func writeReport(
        _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, time: Int, to descriptor: Int32,
        text: inout ReportBuffer, withMap: Bool
    ) {
        let report = state
        text.append(report.pointee.program, count: report.pointee.programCount)
        text.append(" crashed: ")
        appendName(of: signal, to: &text)
        text.append(" (signal ")
        text.append(decimal: Int(signal))
        if let info {
            text.append(", code ")
            text.append(decimal: Int(info.pointee.si_code))
            if info.pointee.si_code > 0 {
                // For SIGILL, SIGTRAP, SIGSEGV, SIGBUS and SIGFPE the kernel puts the faulting address first.
                text.append(", address ")
                text.append(hex: UInt(bitPattern: info.pointee._sifields._sigfault.si_addr))
            } else {
                text.append(", sent by process ")
                text.append(decimal: Int(info.pointee._sifields._kill.si_pid))
            }
        }
        text.append(")\ntime: ")
        text.append(utcStamp: time)
        text.append("\nprocess: ")
        text.append(decimal: Int(getpid()))
        text.append("\ncommand line: ")
        text.flush(to: descriptor)
        copyFile("/proc/self/cmdline", to: descriptor, text: &text, separatorForNUL: UInt8(ascii: " "))
        text.append("\n\nbacktrace of the crashing thread (ike's own frames are BINARY(+OFFSET): ")
        text.append("`addr2line -f -e BINARY OFFSET | swift demangle` names them):\n")
        text.flush(to: descriptor)
        if let backtrace = report.pointee.backtrace, let symbols = report.pointee.backtraceSymbols {
            let count = backtrace(report.pointee.frames, Int32(frameCapacity))
            symbols(report.pointee.frames, count, descriptor)
        }
        guard withMap else { return }
        text.append("\nmemory map (/proc/self/maps), to place each address in its binary:\n")
        text.flush(to: descriptor)
        copyFile("/proc/self/maps", to: descriptor, text: &text, separatorForNUL: nil)
    }

    /// Creates each missing folder of `path` (mode 0700), like `mkdir -p`.
    private static func makeFolders(_ path: inout ReportBuffer) {
        let length = path.count
        for index in 1...max(1, length) where index == length || path.base[index] == UInt8(ascii: "/") {
            let saved = index < length ? path.base[index] : 0
            path.base[index] = 0
            mkdir(UnsafeRawPointer(path.base).assumingMemoryBound(to: CChar.self), 0o700)
            path.base[index] = saved
        }
    }

    /// Copies a small file into the report through `text`, NULs shown as `separatorForNUL` when given.
    private static func copyFile(
        _ name: StaticString, to descriptor: Int32, text: inout ReportBuffer, separatorForNUL: UInt8?
    ) {
        let source = open(
            UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self), O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { return }
        defer { close(source) }
        text.clear()
        while true {
            let got = read(source, text.base, text.capacity)
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return }
            if let separatorForNUL {
                for index in 0..<got where text.base[index] == 0 { text.base[index] = separatorForNUL }
            }
            TerminalModes.writeAll(text.base, count: got, to: descriptor)
        }
    }

    private static func appendName(of signal: Int32, to text: inout ReportBuffer) {
        switch signal {
        case SIGILL: text.append("SIGILL")
        case SIGTRAP: text.append("SIGTRAP")
        case SIGSEGV: text.append("SIGSEGV")
        case SIGBUS: text.append("SIGBUS")
        case SIGFPE: text.append("SIGFPE")
        case SIGABRT: text.append("SIGABRT")
        case SIGQUIT: text.append("SIGQUIT")
        default:
            text.append("signal ")
            text.append(decimal: Int(signal))
        }
    }

    /// A stack for the handler when the main thread has none, so a stack overflow can still be reported.
    private static func ensureAlternateStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
        stack.ss_size = alternateStackSize
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
    }

    private static func copy(_ text: String, into buffer: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        var count = 0
        for byte in text.utf8.prefix(capacity - 1) {
            buffer[count] = byte
            count += 1
        }
        buffer[count] = 0
        return count
    }
}
