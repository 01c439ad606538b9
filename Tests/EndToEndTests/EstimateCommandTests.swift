import Foundation
import IkeTestSupport
import Testing

/// `ike add --estimate` (issue 31's proof): the estimate is stored as minutes, shown by `ike list --json`,
/// and a value that is no duration is refused before anything is written.
@Suite("Estimates on the command line")
struct EstimateCommandTests {
    @Test func anEstimateGivenToAddIsKept() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let added = try ike.run("add", "Write", "report", "--estimate", "1h30m")
        #expect(added.exitCode == 0, "\(added.stderr)")
        let task = try #require(try ike.tasks().first)
        #expect(task["estimate"] as? Int == 90, "\(task)")
        let bad = try ike.run("add", "Call mom", "--estimate", "soon")
        #expect(bad.exitCode != 0)
        #expect(
            bad.stderr.contains("--estimate “soon” is not a duration such as 30m or PT1H30M"), "\(bad.stderr)"
        )
        #expect(try ike.titles() == ["Write report"])
        // ike edit changes it, and an empty one clears it.
        #expect(try ike.run("edit", "1", "--estimate", "45m").exitCode == 0)
        #expect(try ike.tasks().first?["estimate"] as? Int == 45)
        #expect(try ike.run("edit", "1", "--estimate", "").exitCode == 0)
        #expect(try ike.tasks().first?["estimate"] == nil)
    }
}
