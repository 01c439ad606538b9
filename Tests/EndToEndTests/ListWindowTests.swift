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
        // Done tasks after the open ones, however early their deadline (issue 32, bug 11).
        #expect(try ids(["--all", "--sort", "deadline"]) == [6, 3, 2, 4, 1, 5])
        #expect(try ike.titles() == manual)

        let contradiction = try ike.run("list", "--overdue", "--done")
        #expect(contradiction.exitCode == 64)
        #expect(contradiction.stderr.contains("a done task is never overdue"))
    }

    /// Deadlines with a time: sorted by time before the day's date-only ones, and overdue from the minute
    /// after their time, on the clock `ike list` reads (IKE_NOW).
    @Test func timedDeadlinesSortByTimeAndTurnOverdue() throws {
        var ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Whole Sunday", "--due", "today")
        try ike.run("add", "Sunday evening", "--due", "today 18:00")
        try ike.run("add", "Sunday morning", "--due", "today 8:30")
        try ike.run("add", "Tomorrow", "--due", "tomorrow")
        try ike.run("add", "Sunday noon", "--due", "today 12:00")
        try ike.run("add", "Yesterday", "--due", "yesterday")
        let ids = { (arguments: [String]) throws -> [Int] in
            let listed = try ike.runArguments(["list", "--json"] + arguments)
            return (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as! [[String: Any]]).map
            {
                $0["id"] as! Int
            }
        }
        #expect(try ids(["--sort", "deadline"]) == [6, 3, 5, 2, 1, 4])
        // At 09:00 (IkeCLI's clock) the 8:30 deadline has passed; the noon one has not.
        let sorted = try ike.run("list", "--overdue", "--sort", "deadline")
        #expect(
            sorted.stdout == """
                ID  DONE  DUE                      QUADRANT   TITLE
                 6  [ ]   2026-11-21 overdue       eliminate  Yesterday
                 3  [ ]   2026-11-22 08:30 overdue eliminate  Sunday morning

                """, "\(sorted.stderr)")
        ike.environment["IKE_NOW"] = "2026-11-22T12:00:00Z"
        #expect(try ids(["--overdue"]) == [3, 6])
        ike.environment["IKE_NOW"] = "2026-11-22T12:01:00Z"
        #expect(try ids(["--overdue", "--sort", "deadline"]) == [6, 3, 5])
        // Due today stays by the date: the overdue ones of today are still today's.
        #expect(try ids(["--today", "--sort", "deadline"]) == [3, 5, 2, 1])
        try ike.run("done", "5")
        #expect(try ids(["--overdue"]) == [3, 6])
    }
}
