import ArgumentParser
import IkeApp

/// The full-screen app's own options.
struct AppFlags: ParsableArguments {
    @Flag(name: .long, help: "Draw without colour (also when NO_COLOR is set).") var noColor = false
    @Flag(name: .long, help: "Draw with ASCII glyphs only.") var ascii = false
    @Flag(name: .long, help: "Do not capture the mouse.") var noMouse = false
    @Flag(
        name: .long,
        help: "No sliding cards in the review; the words stay (also when IKE_REDUCE_MOTION is set).")
    var reduceMotion = false
    @Option(
        name: .long, help: "Seconds a review round lasts (1 to 3600; default 100 or the settings file's).")
    var reviewSeconds: Int?
    @Option(
        name: .long,
        help: "Seconds every focus period lasts, work and breaks (1 to 3600; for tests; default [focus]).")
    var focusSeconds: Int?
    @OptionGroup var settings: SettingsOption

    /// The parsed flags as plain values.
    var options: AppOptions {
        AppOptions(
            noColor: noColor, ascii: ascii, noMouse: noMouse, reduceMotion: reduceMotion,
            reviewSeconds: reviewSeconds, focusSeconds: focusSeconds, config: settings.config)
    }

    func validate() throws {
        if let reviewSeconds, !AppOptions.reviewRange.contains(reviewSeconds) {
            throw ValidationError("--review-seconds must be from 1 to 3600, not \(reviewSeconds)")
        }
        if let focusSeconds, !FocusSettings.secondsRange.contains(focusSeconds) {
            throw ValidationError("--focus-seconds must be from 1 to 3600, not \(focusSeconds)")
        }
    }
}
