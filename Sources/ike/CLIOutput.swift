import Foundation

/// Where the command line writes: results to standard output, problems to standard error.
enum CLIOutput {
    /// Prints one line of a result.
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes a large result in one go.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes UTF-8 bytes in one go.
    static func write(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }

    /// Prints `ike: message` on standard error and exits with `code`.
    static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data("ike: \(message)\n".utf8))
        exit(code)
    }

    /// Prints a note on standard error (for people; scripts read standard output).
    static func note(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
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
}

/// A command-line failure with its own exit code.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    var exitCode: Int32 = 1
}
