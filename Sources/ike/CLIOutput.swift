import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where the command line writes: results to standard output, problems to standard error.
///
/// Writes go through POSIX `write(2)`, not `FileHandle`: swift-corelibs-foundation's `FileHandle.write`
/// ends the process with `fatalError` on any write error, so `ike export > /dev/full` or a closed pipe
/// (with SIGPIPE ignored) crashed instead of saying what went wrong.
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
        var text = text
        text.withUTF8 { writeStandardOutput(UnsafeRawBufferPointer($0)) }
    }

    /// Writes UTF-8 bytes in one go.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeStandardOutput($0) }
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

    /// User text made safe for a terminal: control characters become visible control pictures.
    static func visible(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20: out.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: out.append("\u{2421}")
            case 0x80...0x9F: out.append("\u{FFFD}")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// Writes to standard output; a reader that has gone ends the process quietly, any other failure
    /// (a full disk, a closed descriptor) with a message and status 1, since the result is incomplete.
    private static func writeStandardOutput(_ bytes: UnsafeRawBufferPointer) {
        let error = writeAll(bytes, to: STDOUT_FILENO)
        if error == 0 { return }
        if error == EPIPE { exit(closedPipeStatus) }
        fail("cannot write to standard output: \(String(cString: strerror(error)))", code: 1)
    }

    /// Writes to standard error, ignoring failures: there is nowhere left to report them.
    private static func writeStandardError(_ text: String) {
        var text = text
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

    /// A reading command found no database; `ike add` (or the app) is what creates one.
    static func noDatabase(at path: String) -> CLIError {
        CLIError(
            description: "no database at \(CLIOutput.visible(path)) (ike add creates one)",
            exitCode: noInputStatus)
    }
}
