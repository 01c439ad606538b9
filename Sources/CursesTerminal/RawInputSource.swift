import CNCursesW

/// Where a `KeyReader` gets raw input from: curses in the app, a byte array in tests and fuzzing.
protocol RawInputSource {
    /// The next input, waiting at most `timeoutMilliseconds` (negative waits for ever).
    mutating func read(timeoutMilliseconds: Int) -> RawRead

    /// The report that belongs to the `KEY_MOUSE` code just read, if there is one.
    mutating func mouseReport() -> MouseReport?
}

/// The outcome of one `RawInputSource.read`.
enum RawRead: Equatable {
    case input(KeyDecoder.Input)
    /// Nothing arrived before the timeout.
    case nothing
    /// The input is gone for good (stdin at end of file, the terminal hung up).
    case closed
}

/// One ncurses mouse report: the button state and the 0-based cell.
struct MouseReport: Equatable {
    var bstate: mmask_t
    var x: Int
    var y: Int
}
