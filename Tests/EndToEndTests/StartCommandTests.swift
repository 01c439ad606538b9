import Foundation
import IkeTestSupport
import Testing

/// `--start` on the command line (issue 34, item 1): a task that starts tomorrow is out of `ike list`
/// until then and in `ike list --all`, `--json` says its start, and a start after the deadline is refused.
@Suite("Start dates on the command line")
struct StartCommandTests {
    @Test func aTaskStartingTomorrowIsHiddenUntilThen() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let added = try ike.run("add", "Renew passport", "--start", "tomorrow")
        #expect(added.exitCode == 0 && added.stdout.contains("(starts "), "\(added)")
        #expect(try ike.run("add", "Pay rent").exitCode == 0)
        #expect(!(try ike.run("list").stdout.contains("Renew passport")))
        #expect(try ike.run("list", "--all").stdout.contains("Renew passport"))
        #expect(try ike.run("list", "--filter", "start>today").stdout.contains("Renew passport"))
        let task = try #require(try ike.tasks().first { $0["title"] as? String == "Renew passport" })
        #expect(task["start"] is String, "\(task)")
        let late = try ike.run("edit", "2", "--due", "tomorrow", "--start", "+3d")
        #expect(late.exitCode != 0 && late.stderr.contains("after its deadline"), "\(late.stderr)")
        #expect(try ike.run("edit", "1", "--start", "").exitCode == 0)
        #expect(try ike.run("list").stdout.contains("Renew passport"), "a cleared start shows it")
    }

    /// Someday (issue 34, item 2): out of `ike list` and `ike agenda` for good, in `--all` with
    /// `"someday": true`, refused beside a deadline.
    @Test func aSomedayTaskStaysOutUntilTakenBack() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let added = try ike.run("add", "Learn the cello", "--start", "someday")
        #expect(added.exitCode == 0 && added.stdout.contains("(someday)"), "\(added)")
        #expect(!(try ike.run("list").stdout.contains("Learn the cello")))
        #expect(!(try ike.run("agenda").stdout.contains("Learn the cello")))
        let task = try #require(try ike.tasks().first)
        #expect(task["someday"] as? Bool == true && task["start"] == nil, "\(task)")
        let refused = try ike.run("edit", "1", "--due", "fri")
        #expect(
            refused.exitCode != 0 && refused.stderr.contains("cannot wait for someday"), "\(refused.stderr)")
        #expect(try ike.run("edit", "1", "--start", "").exitCode == 0)
        #expect(try ike.run("list").stdout.contains("Learn the cello"))
    }
}
