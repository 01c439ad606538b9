import CNCursesW
import Glibc

/// Raw input from `wget_wch` on a curses window, with end-of-input detection.
///
/// When stdin is at end of file (or the terminal hung up), `wget_wch` returns ERR at once and
/// for ever, which would make the app spin (G11). A timeout also returns ERR, so an ERR counts as
/// suspicious only when `poll` says the descriptor is readable (or hung up) although curses got
/// nothing from it; enough of those in a row mean the input is gone.
struct CursesInputSource: RawInputSource {
    /// Suspicious ERRs in a row that mean end of input.
    static let errorsMeaningClosed = 32

    private let window: UnsafeMutablePointer<WINDOW>
    private let inputFD: Int32
    private var suspiciousErrors = 0

    /// A source reading from `window`, whose screen reads `inputFD`.
    init(window: UnsafeMutablePointer<WINDOW>, inputFD: Int32) {
        self.window = window
        self.inputFD = inputFD
    }

    /// Whether end of input has been detected; it stays detected.
    var isClosed: Bool { suspiciousErrors >= Self.errorsMeaningClosed }

    mutating func read(timeoutMilliseconds: Int) -> RawRead {
        wtimeout(window, timeoutMilliseconds < 0 ? -1 : Int32(clamping: timeoutMilliseconds))
        while true {
            var character: wint_t = 0
            switch wget_wch(window, &character) {
            case OK:
                suspiciousErrors = 0
                return .input(.character(UInt32(character)))
            case KEY_CODE_YES:
                suspiciousErrors = 0
                return .input(.keyCode(Int32(bitPattern: UInt32(character))))
            default:
                guard inputLooksReadable() else { return .nothing }
                suspiciousErrors += 1
                if isClosed { return .closed }
            }
        }
    }

    mutating func mouseReport() -> MouseReport? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        return MouseReport(bstate: event.bstate, x: Int(event.x), y: Int(event.y))
    }

    private func inputLooksReadable() -> Bool {
        var descriptor = pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        return descriptor.revents & Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0
    }
}
