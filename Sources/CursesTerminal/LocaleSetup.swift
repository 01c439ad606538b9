import CNCursesW
import Glibc

/// Selects the user's locale and makes sure its character set is UTF-8 (G6).
enum LocaleSetup {
    /// Locales tried, in order, when the user's own is not UTF-8 (LANG unset or C in Docker, cron, ssh).
    static let fallbacks = ["C.UTF-8", "C.utf8", "en_US.UTF-8"]

    /// Applies `LC_ALL=""`, then a UTF-8 `LC_CTYPE` fallback if needed; returns whether the
    /// character set is UTF-8. Without it ncurses drops every non-ASCII character (G6), so the
    /// app should then draw ASCII glyphs.
    @discardableResult
    static func configure() -> Bool {
        setlocale(LC_ALL, "")
        if isUTF8 { return true }
        for candidate in fallbacks where setlocale(LC_CTYPE, candidate) != nil {
            if isUTF8 { return true }
        }
        return false
    }

    /// Whether the current `LC_CTYPE` character set is UTF-8.
    static var isUTF8: Bool {
        guard let codeset = cnc_codeset() else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
