/// The full-screen app's options as plain values, however they were parsed (`QuickStart` or
/// swift-argument-parser's `AppFlags`).
struct AppOptions: Equatable {
    var noColor = false
    var ascii = false
    var noMouse = false
    var reduceMotion = false
    /// `--review-seconds`; nil leaves it to the settings file (else 100).
    var reviewSeconds: Int?
    /// `--focus-seconds`: every focus period this long (tests); nil leaves them to the settings file.
    var focusSeconds: Int?
    /// `--config PATH`: the settings file instead of the default one.
    var config: String?
    /// Seconds a review round may last, as `--review-seconds` accepts them.
    static let reviewRange = 1...3600
}
