import Testing

@testable import CursesTerminal

/// When the app draws ASCII glyphs without being asked (`--ascii`).
@Suite("Glyph support")
struct GlyphSupportTests {
    @Test(arguments: ["linux", "linux-16color", "LINUX", "vt100", "vt220", "ansi", "cons25"])
    func consolesAndOldTerminalsGetASCII(term: String) {
        #expect(GlyphSupport.prefersASCII(term: term, userLocaleIsUTF8: true))
    }

    @Test(arguments: ["xterm-256color", "tmux-256color", "screen", "alacritty", "foot", "linuxish"])
    func modernTerminalsKeepUnicode(term: String) {
        #expect(!GlyphSupport.prefersASCII(term: term, userLocaleIsUTF8: true))
    }

    @Test func aUserLocaleThatIsNotUTF8GetsASCIIWhateverTheTerminal() {
        #expect(GlyphSupport.prefersASCII(term: "xterm-256color", userLocaleIsUTF8: false))
        #expect(GlyphSupport.prefersASCII(term: nil, userLocaleIsUTF8: false))
        #expect(!GlyphSupport.prefersASCII(term: nil, userLocaleIsUTF8: true))
    }
}
