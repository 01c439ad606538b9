import CNCursesW
import Glibc

/// Terminal modes set with raw escape sequences (ncurses has no capability for them), and the
/// byte string that undoes everything when curses cannot be asked to (a crash).
enum TerminalModes {
    /// Bracketed paste (2004) and focus reporting (1004) on; terminals without them ignore it.
    static let enable = "\u{1B}[?2004h\u{1B}[?1004h"
    /// Bracketed paste and focus reporting off.
    static let disable = "\u{1B}[?2004l\u{1B}[?1004l"
    /// Every xterm mouse mode and encoding off, whichever ncurses chose (G21).
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1015l\u{1B}[?1005l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"

    /// What a crash handler writes instead of calling `endwin`, built from the current terminfo entry.
    ///
    /// Starts with CAN, which aborts an escape sequence ncurses may have been halfway through.
    /// Without an alternate screen (TERM=linux, G23) the cursor goes to the bottom row instead, so
    /// the shell prompt does not land in the middle of the old UI.
    static func restoreSequence() -> [UInt8] {
        var bytes: [UInt8] = [0x18]
        bytes += capability("sgr0")
        bytes += Array(mouseOff.utf8) + Array(disable.utf8)
        bytes += capability("cnorm")
        bytes += capability("rmkx")
        let exitAlternate = capability("rmcup")
        if !exitAlternate.isEmpty {
            bytes += exitAlternate
        } else if let cup = validString("cup"), let moved = cnc_tiparm2(cup, 9999, 0) {
            bytes += Array(String(cString: moved).utf8) + [0x0D, 0x0A]
        }
        return bytes
    }

    /// Writes `text` to `fileDescriptor` directly, past the curses output buffer.
    static func write(_ text: String, to fileDescriptor: Int32) {
        var bytes = Array(text.utf8)
        writeAll(&bytes, count: bytes.count, to: fileDescriptor)
    }

    /// Writes `count` bytes, retrying short writes and EINTR; async-signal-safe.
    static func writeAll(_ bytes: UnsafePointer<UInt8>, count: Int, to fileDescriptor: Int32) {
        var offset = 0
        while offset < count {
            let written = Glibc.write(fileDescriptor, bytes + offset, count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    private static func capability(_ name: String) -> [UInt8] {
        validString(name).map { Array(String(cString: $0).utf8) } ?? []
    }

    private static func validString(_ name: String) -> UnsafeMutablePointer<CChar>? {
        guard let value = tigetstr(name), cnc_is_valid_str(value) != 0 else { return nil }
        return value
    }
}
