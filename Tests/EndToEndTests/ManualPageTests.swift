import Foundation
import IkeTestSupport
import Testing

/// Docs/ike.1 was generated from the command definitions as they are: `make man` keeps the
/// `--experimental-dump-help` output it made the page from in Docs/man/ike-dump-help.json, and the binary
/// must still print exactly that. (Running generate-manual here would need SwiftPM inside `swift test`,
/// slow and fighting over the build folder; the page is a function of that output, its date and the
/// parts ManualPageTests in IkeAppTests checks.)
@Suite("The man page matches the binary")
struct ManualPageTests {
    static let dumpPath = "Docs/man/ike-dump-help.json"

    @Test func commandDefinitionsAreTheOnesThePageWasMadeFrom() throws {
        let result = try ProcessRunner.run(
            try IkeBinary.path(), ["--experimental-dump-help"], environment: ProcessRunner.baseEnvironment)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let committed = try RepositoryFolder.read(Self.dumpPath)
        let isCurrent = result.stdout == committed
        #expect(
            isCurrent,
            """
            Docs/ike.1 is stale: the command definitions changed since it was made; run make man and commit \
            Docs/ike.1 and \(Self.dumpPath). First difference: \(Self.firstDifference(committed, result.stdout))
            """)
    }

    /// Guards against a dump updated without its page: every subcommand and option the dump lists is on
    /// the page.
    @Test func pageListsEveryCommandAndOptionOfTheDump() throws {
        let page = try RepositoryFolder.read("Docs/ike.1")
        let dump = try JSONSerialization.jsonObject(with: Data(RepositoryFolder.read(Self.dumpPath).utf8))
        let root = try #require((dump as? [String: Any])?["command"] as? [String: Any])
        var commands = [root]
        var checked = 0
        while let command = commands.popLast() {
            let subcommands = command["subcommands"] as? [[String: Any]] ?? []
            for subcommand in subcommands {
                let name = try #require(subcommand["commandName"] as? String)
                let listed = page.contains(".It Em \(name)\n")
                #expect(listed, "Docs/ike.1 lacks the subcommand \(name): run make man")
                checked += 1
            }
            commands += subcommands
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                guard argument["shouldDisplay"] as? Bool == true,
                    let names = argument["names"] as? [[String: Any]]
                else { continue }
                for name in names where name["kind"] as? String == "long" {
                    let option = try #require(name["name"] as? String)
                    // `.It Fl -db`, or after the short name: `.It Fl f , -format`.
                    let listed = page.contains("Fl -\(option)") || page.contains(" , -\(option)")
                    #expect(listed, "Docs/ike.1 lacks --\(option): run make man")
                    checked += 1
                }
            }
        }
        #expect(checked > 20, "the dump lists only \(checked) commands and options")
    }

    /// The first line where `expected` and `actual` differ, for the failure message.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let old = index < expectedLines.count ? String(expectedLines[index]) : "(end)"
            let new = index < actualLines.count ? String(actualLines[index]) : "(end)"
            if old != new { return "line \(index + 1): committed \(old), binary \(new)" }
        }
        return "none"
    }
}
