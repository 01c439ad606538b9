import Foundation
import IkeTestSupport
import Testing

/// `ike list --today/--overdue/--week` and `--sort` through the binary (today is Sunday 22 November 2026).
@Suite("List by deadline")
struct ListWindowTests {
    @Test func windowsCombineAndSortingLeavesTheListOrderAlone() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Plan the trip")
        try ike.run("add", "Buy milk", "--due", "tomorrow")
        try ike.run("add", "Call the bank", "--due", "today", "--quadrant", "do")
        try ike.run("add", "Renew passport", "--due", "fri", "--urgent")
        try ike.run("add", "Pay rent", "--due", "2026-11-16")
        try ike.run("add", "Old form", "--due", "2026-11-02", "--important")
        try ike.run("done", "5")
        let manual = try ike.titles()

        let result = try ike.run("list", "--overdue", "--today", "--sort", "deadline")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                ID  DONE  DUE                QUADRANT   TITLE
                 6  [ ]   2026-11-02 overdue schedule   Old form
                 3  [ ]   2026-11-22         do         Call the bank

                """)
        let ids = { (arguments: [String]) throws -> [Int] in
            let listed = try ike.runArguments(["list", "--json"] + arguments)
            return (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as! [[String: Any]]).map
            {
                $0["id"] as! Int
            }
        }
        #expect(try ids(["--today"]) == [3])
        #expect(try ids(["--week"]) == [3])
        #expect(try ids(["--week", "--all"]) == [3, 5])
        #expect(try ids(["--week", "--overdue", "--quadrant", "schedule"]) == [6])
        #expect(try ids(["--all", "--sort", "quadrant"]) == [3, 6, 4, 1, 2, 5])
        #expect(try ids(["--sort", "deadline"]) == [6, 3, 2, 4, 1])
        #expect(try ike.titles() == manual)

        let contradiction = try ike.run("list", "--overdue", "--done")
        #expect(contradiction.exitCode == 64)
        #expect(contradiction.stderr.contains("a done task is never overdue"))
    }
}
