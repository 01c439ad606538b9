import CNCursesW
import Glibc

/// Selects the user's locale and makes sure its character set is UTF-8 (G6).
enum LocaleSetup {
    /// Locales tried, in order, when the user's own is not UTF-8 (LANG unset or C in Docker, cron, ssh).
    static let fallbacks = ["C.UTF-8", "C.utf8", "en_US.UTF-8"]

    /// What `configure()` found.
    struct Outcome {
        /// The user's own locale is UTF-8, so their terminal most likely shows UTF-8.
        var userLocaleIsUTF8: Bool
        /// The character set ike runs with is UTF-8 (the user's, or a fallback).
        var isUTF8: Bool
    }

    /// Applies `LC_ALL=""`, then a UTF-8 `LC_CTYPE` fallback if needed. Without UTF-8 ncurses drops
    /// every non-ASCII character (G6), so the fallback keeps titles whole; but a user whose own locale
    /// is not UTF-8 most likely has a terminal that shows no Unicode glyphs, so the app draws ASCII ones.
    @discardableResult
    static func configure() -> Outcome {
        setlocale(LC_ALL, "")
        if isUTF8 { return Outcome(userLocaleIsUTF8: true, isUTF8: true) }
        for candidate in fallbacks where setlocale(LC_CTYPE, candidate) != nil {
            if isUTF8 { return Outcome(userLocaleIsUTF8: false, isUTF8: true) }
        }
        return Outcome(userLocaleIsUTF8: false, isUTF8: false)
    }

    /// Whether the current `LC_CTYPE` character set is UTF-8.
    static var isUTF8: Bool {
        guard let codeset = cnc_codeset() else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
