import Foundation
import IkeTestSupport
import Testing

/// `ike list --filter` (issue 34, item 4): the filter language picks the tasks, a status it names decides
/// done or open without --all, and a mistake is pointed at with its column before anything is read.
@Suite("ike list --filter")
struct FilterCommandTests {
    @Test func aFilterPicksTheTasksAndAMistakeIsPointedAt() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        #expect(try ike.run("add", "Pay rent", "--due", "2026-11-30", "--tag", "bills").exitCode == 0)
        #expect(try ike.run("add", "Write report", "--estimate", "1h30m", "--tag", "work").exitCode == 0)
        #expect(try ike.run("add", "Call mom").exitCode == 0)
        #expect(try ike.run("done", "3").exitCode == 0)
        func titles(_ filter: String) throws -> [String] {
            let result = try ike.run("list", "--filter=" + filter, "--json")
            #expect(result.exitCode == 0, "\(filter): \(result.stderr)")
            let tasks = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
            return (tasks ?? []).compactMap { $0["title"] as? String }
        }
        #expect(try titles("#work or #bills") == ["Pay rent", "Write report"])
        #expect(try titles("est>30m") == ["Write report"])
        #expect(try titles("-#work") == ["Pay rent"])
        #expect(try titles("done") == ["Call mom"], "a filter naming done lists done tasks")
        #expect(try titles("\"call mom\"") == [], "open tasks only, as ike list")
        let wrong = try ike.run("list", "--filter", "(#work or due<")
        #expect(wrong.exitCode != 0)
        #expect(
            wrong.stderr.contains(
                "due< needs a day after it, as in due<7d or due:today (column 15)\n"
                    + "  (#work or due<\n                ^"), "\(wrong.stderr)")
    }
}
