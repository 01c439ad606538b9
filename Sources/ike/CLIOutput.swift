import Foundation
import IkeTerm

#if canImport(Glibc)
    import Glibc
#endif

/// Where the command line writes: results to standard output, problems to standard error.
///
/// Writes go through POSIX `write(2)`, not `FileHandle`: swift-corelibs-foundation's `FileHandle.write`
/// ends the process with `fatalError` on any write error, so `ike export > /dev/full` or a closed pipe
/// (with SIGPIPE ignored) crashed instead of saying what went wrong.
///
/// No control character of user text reaches a terminal (`TerminalText`): results written to a terminal
/// keep only line breaks and tabs, messages on standard error never hold others. Results written to a
/// file or a pipe stay byte for byte what the command produced, so an export still reads back exactly.
enum CLIOutput {
    /// The exit status when the reader of standard output has gone (`ike export | head -1`): what a shell
    /// reports for a process that SIGPIPE ended, so the status is the same whether SIGPIPE was ignored
    /// (we see EPIPE) or not (the kernel ends us first).
    static let closedPipeStatus: Int32 = 128 + SIGPIPE

    /// Prints one line of a result.
    static func line(_ text: String) {
        write(text + "\n")
    }

    /// Writes a large result in one go.
    static func write(_ text: String) {
        var text = standardOutputIsTerminal ? TerminalText.sanitized(text, keeping: .layout) : text
        text.withUTF8 { writeStandardOutput(UnsafeRawBufferPointer($0)) }
    }

    /// Writes UTF-8 bytes in one go.
    static func write(_ bytes: [UInt8]) {
        let bytes = standardOutputIsTerminal ? TerminalText.sanitized(bytes, keeping: .layout) : bytes
        bytes.withUnsafeBytes { writeStandardOutput($0) }
    }

    /// Writes a message for people (the reminders `ike notify` prints without a notifier) to standard
    /// output: its controls are shown but for line breaks and tabs, whether or not standard output is a
    /// terminal, since a cron mail or the journal is read on one later.
    static func say(_ text: String) {
        write(TerminalText.sanitized(text, keeping: [.newline, .tab]))
    }

    /// Prints `ike: message` on standard error and exits with `code`.
    static func fail(_ message: String, code: Int32) -> Never {
        writeStandardError("ike: \(message)\n")
        exit(code)
    }

    /// Prints a note on standard error (for people; scripts read standard output).
    static func note(_ message: String) {
        writeStandardError(message + "\n")
    }

    /// User text shown on one line: every control character (line breaks too) as its visible symbol, no
    /// bidi control; for a terminal, a pipe or a log alike.
    static func visible(_ text: String) -> String {
        TerminalText.sanitized(text)
    }

    /// Whether standard output is a terminal, where a result's control characters are shown, not written.
    static let standardOutputIsTerminal = isatty(STDOUT_FILENO) == 1

    /// Writes to standard output; a reader that has gone ends the process quietly, any other failure
    /// (a full disk, a closed descriptor) with a message and status 1, since the result is incomplete.
    private static func writeStandardOutput(_ bytes: UnsafeRawBufferPointer) {
        let error = writeAll(bytes, to: STDOUT_FILENO)
        if error == 0 { return }
        if error == EPIPE { exit(closedPipeStatus) }
        fail("cannot write to standard output: \(String(cString: strerror(error)))", code: 1)
    }

    /// Writes to standard error, ignoring failures: there is nowhere left to report them.
    ///
    /// Messages quote titles, paths and arguments, and standard error is usually the terminal (or a log
    /// someone will `cat`), so their controls are always shown.
    static func writeStandardError(_ text: String) {
        var text = TerminalText.sanitized(text, keeping: [.newline, .tab])
        text.withUTF8 { _ = writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }

    /// Writes every byte, retrying after interruptions and partial writes; returns 0 or the `errno`.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }
}

/// A command-line failure with its own exit code.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    var exitCode: Int32 = 1

    /// EX_NOINPUT from sysexits.h, beside the EX_USAGE (64) of usage errors: a script can tell "nothing
    /// here yet" from a failure without reading the message.
    static let noInputStatus: Int32 = 66

    /// EX_DATAERR: `ike check` found damage (a failure to check at all is 1, a missing database 66).
    static let damagedStatus: Int32 = 65

    /// A reading command found no database; `ike add` (or the app) is what creates one.
    static func noDatabase(at path: String) -> CLIError {
        CLIError(
            description: "no database at \(CLIOutput.visible(path)) (ike add creates one)",
            exitCode: noInputStatus)
    }
}
