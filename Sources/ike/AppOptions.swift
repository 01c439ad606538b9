/// The full-screen app's options as plain values, however they were parsed (`QuickStart` or
/// swift-argument-parser's `AppFlags`).
struct AppOptions: Equatable {
    var noColor = false
    var ascii = false
    var noMouse = false
    var reduceMotion = false
    var reviewSeconds = 100
    /// Seconds a review round may last, as `--review-seconds` accepts them.
    static let reviewRange = 1...3600
}
