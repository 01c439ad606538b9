import Foundation
import Testing

@testable import IkeSettings

/// The texts on which the TOML parser under TOMLKit stops the process (an assertion in toml++) are settings
/// problems with their line; valid files with the same characters in strings, comments and nested values
/// are left to the parser. Without the preflight the first test aborts the test process.
@Suite("Settings: text the TOML parser cannot take")
struct TOMLPreflightTests {
    func problems(_ text: String) -> [String] {
        guard case .failure(let error) = SettingsParser.parse(text, file: "config.toml") else { return [] }
        return error.problems.map(\.description)
    }

    @Test(arguments: [
        ("[!]\n", 1), ("[é]\n", 1), ("[=]\n", 1), ("[[!]]\n", 1), ("[ !]\n", 1), ("[\u{1}]\n", 1),
        ("[\u{202E}]\n", 1), ("[app]\nmouse = true\n[\n", 3), ("[", 1), ("[[[app]\n", 1),
        ("a = [}]\n", 1), ("[app]\nx = [1,\n}\n", 3), ("a = [ # c\n}\n", 2), ("a = [\u{2028}]\n", 1),
        ("a = [1, \u{85}]\n", 1), ("[app]\nx = 1979-05-27tr07:32:00\n", 2), ("a = [1979-05-27T:]", 1),
    ])
    func aShapeThatWouldStopTheParserIsAProblemOnItsLine(text: String, line: Int) {
        let found = problems(text)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("config.toml:\(line): not valid TOML: ") == true, "\(found)")
    }

    @Test func aProblemShowsAControlCharacterByItsCodeNeverRaw() {
        let found = problems("[\u{1B}[31m]\n[\u{202E}x]\n")
        #expect(found.first?.contains("U+001B") == true, "\(found)")
        #expect(found.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" } })
    }

    @Test func validTextWithTheSameCharactersPassesThePreflight() throws {
        let texts = [
            "title = \"a [!] and } inside\"\n",
            "note = '''\n[!]\na = [}]\n'''\n",
            "note = \"\"\"\n[!] \\\n[=]\n\"\"\"\n[\"!\"]\n",
            "list = [ [1, 2], [ \"x]\", '}' ], ]\n",
            "tables = [ { a = 1 }, { b = \"}\" } ]\n",
            "spread = [\n  # a comment, then a value\n  1,\n  2, # another\n]\n",
            "[ \"sync\" ]\n[[ sync.collections ]]\nurl = \"x\"\n",
            "[app] # [!]\n",
            "escaped = \"\\\"[\"\n[\"a\"]\n",
            "[]\n",
            "when = 1979-05-27T07:32:00Z\nday = 1979-05-27\nlocal = 1979-05-27t07:32:00\n",
        ]
        for text in texts {
            #expect(TOMLPreflight.check(text) == nil, "\(text)")
        }
        let edge = try String(contentsOfFile: Self.fuzzSeed("edge-values.toml"), encoding: .utf8)
        #expect(TOMLPreflight.check(edge) == nil)
    }

    @Test func linesAreCountedPastStringsAndValuesOnManyLines() {
        let text = "a = \"\"\"\none\ntwo\"\"\"\nb = [\n1,\n2]\nc = 'x'\n[!]\n"
        #expect(TOMLPreflight.check(text)?.line == 8)
    }

    /// `Fuzz/Corpus/settings/NAME`, found from this source file.
    static func fuzzSeed(_ name: String) -> String {
        var url = URL(fileURLWithPath: #filePath)
        while url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
            let path = url.path + "/Fuzz/Corpus/settings/" + name
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return name
    }
}
