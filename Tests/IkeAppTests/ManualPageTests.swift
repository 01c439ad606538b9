import Foundation
import IkeTerm
import Testing

@testable import IkeApp

/// The parts of the man page Docs/ike.1 that come from this repository rather than from the command
/// definitions: the KEYS section (the key table) and Docs/man/sections.mdoc. The part generated from the
/// command definitions is checked end to end against the binary (EndToEndTests/ManualPageTests).
@Suite("Man page")
struct ManualPageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(relativePath), encoding: .utf8)
    }

    @Test func keysSectionOfThePageIsTheKeyTables() throws {
        let page = try Self.read("Docs/ike.1")
        let start = try #require(
            page.range(of: "\n.Sh KEYS\n"), "Docs/ike.1 has no KEYS section: run make man")
        let rest = page[start.upperBound...]
        let end = rest.range(of: "\n.Sh ")?.lowerBound ?? rest.endIndex
        let section = ".Sh KEYS\n" + rest[..<end] + "\n"
        #expect(
            section == KeyMap.standard.manualSection(),
            "Docs/ike.1 is stale: its KEYS section is not the key table's; run make man")
    }

    @Test func pageHoldsTheHandWrittenSections() throws {
        let page = try Self.read("Docs/ike.1")
        let handWritten = try Self.read("Docs/man/sections.mdoc")
        let holdsThem = page.contains("\n" + handWritten)
        #expect(
            holdsThem,
            "Docs/ike.1 is stale: it does not hold Docs/man/sections.mdoc as it is; run make man")
    }

    @Test func everyBindingIsListedWithItsKeysAndHelp() {
        let section = KeyMap.standard.manualSection()
        for scope in KeyScope.allCases where KeyMap.standard.bindings.contains(where: { $0.scope == scope }) {
            let heading = ".Ss \(ManualText.argument(scope.title))\n"
            #expect(section.contains(heading), "no heading for \(scope)")
        }
        let quit = KeyMap.standard.binding(.appQuit)
        #expect(section.contains(".It Sy \\&q\n\(quit.help)\n"))
        #expect(section.contains(".It Sy \\&\\(ua , Sy \\&k\nSelect the task above\n"))
    }

    @Test func aRemappedKeyShowsInTheSection() {
        let remapped = KeyMap.standard.remapping(.appQuit, to: [.ctrl("q"), .char("x")])
        let section = remapped.manualSection()
        #expect(section.contains(".It Sy \\&Ctrl-Q , Sy \\&x\nQuit\n"))
        #expect(!section.contains(".It Sy \\&q\nQuit\n"))
    }

    @Test func textLinesCannotActAsRoff() {
        #expect(ManualText.line(".Sh NAME") == "\\&.Sh NAME")
        #expect(ManualText.line("'quoted") == "\\&'quoted")
        #expect(ManualText.line("a\\b") == "a\\eb")
        #expect(ManualText.line("← → ↑ ↓") == "\\(<- \\(-> \\(ua \\(da")
        #expect(ManualText.line("move · delete") == "move \\[u00B7] delete")
        #expect(ManualText.line("😀") == "\\[u1F600]")
        #expect(ManualText.line("Plain text.") == "Plain text.")
    }

    @Test func macroArgumentsArePrintedNotObeyed() {
        #expect(ManualText.argument("Ar") == "\\&Ar")
        #expect(ManualText.argument(",") == "\\&,")
        #expect(ManualText.argument("Every screen") == "\"\\&Every screen\"")
        #expect(ManualText.argument("say \"hi\"") == "\"\\&say \\(dqhi\\(dq\"")
    }
}
