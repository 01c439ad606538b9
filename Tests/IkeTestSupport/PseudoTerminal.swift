import Foundation

/// Runs a command whose standard output and error are a pseudo-terminal, and returns the exact bytes it
/// wrote there: what a terminal would have been sent.
///
/// The terminal is in raw mode, so the line discipline changes nothing (no `\n` → `\r\n`); stdin is
/// `/dev/null`. The child is started by `ProcessRunner` (posix_spawn, clean signal state, its own process
/// group), which opens the terminal by its path as it would open a file.
public enum PseudoTerminal {
    /// What the command wrote to the terminal and how it ended.
    public struct Result: Sendable {
        /// The exit status, or 128 + the signal that ended it.
        public var exitCode: Int32
        /// Every byte written to standard output and standard error, in order.
        public var bytes: [UInt8]
        /// The bytes as text (invalid UTF-8 shown as U+FFFD), for messages.
        public var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments` and `environment` on a new pseudo-terminal.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], timeout: Double = 20
    ) throws -> Result {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else {
            throw ProcessError.io("open /dev/ptmx: \(ProcessError.describe(errno: errno))")
        }
        defer { close(master) }
        let slavePath = try slaveName(master)
        // Held open here too, so the master never reads EIO before the child has opened its side.
        let slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            throw ProcessError.io("open \(slavePath): \(ProcessError.describe(errno: errno))")
        }
        defer { close(slave) }
        var modes = termios()
        tcgetattr(slave, &modes)
        cfmakeraw(&modes)
        tcsetattr(slave, TCSANOW, &modes)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)

        let pid = try ProcessRunner.spawnBackground(
            executable, arguments, environment: environment, stdoutPath: slavePath, stderrPath: slavePath)
        var bytes: [UInt8] = []
        let deadline = ProcessRunner.monotonicNow() + timeout
        while true {
            // Read while it runs, so a large output never fills the terminal's buffer and blocks it.
            drain(master, into: &bytes)
            if let code = try ProcessRunner.waitForExit(pid, timeout: 0.01) {
                drain(master, into: &bytes)
                return Result(exitCode: code, bytes: bytes)
            }
            if ProcessRunner.monotonicNow() >= deadline {
                let code = ProcessRunner.terminate(pid, signal: SIGKILL, grace: 1)
                throw ProcessError.timedOut(
                    command: ProcessRunner.describe(executable, arguments), seconds: timeout,
                    stdout: String(decoding: bytes, as: UTF8.self), stderr: "(killed: \(code))")
            }
        }
    }

    /// `grantpt`, `unlockpt` and `ptsname_r` need `_XOPEN_SOURCE`, which Swift's Glibc module does not
    /// define (Docs/TerminalNotes.md G4), so they are looked up at run time.
    private typealias PtyCall = @convention(c) (Int32) -> Int32
    private typealias PtsName = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32

    /// Unlocks the terminal behind `master` and returns the path of its other side (`/dev/pts/N`).
    private static func slaveName(_ master: Int32) throws -> String {
        guard let grant = dlsym(nil, "grantpt"), let unlock = dlsym(nil, "unlockpt"),
            let name = dlsym(nil, "ptsname_r")
        else { throw ProcessError.io("grantpt, unlockpt or ptsname_r is missing from the C library") }
        var buffer = [CChar](repeating: 0, count: 128)
        guard unsafeBitCast(grant, to: PtyCall.self)(master) == 0,
            unsafeBitCast(unlock, to: PtyCall.self)(master) == 0,
            unsafeBitCast(name, to: PtsName.self)(master, &buffer, buffer.count) == 0
        else {
            throw ProcessError.io("cannot set up the pseudo-terminal: \(ProcessError.describe(errno: errno))")
        }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Reads everything the master has ready (it is non-blocking).
    private static func drain(_ master: Int32, into bytes: inout [UInt8]) {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
