import Foundation
import IkeTestSupport
import Testing

/// `ike cancel`, and a cancelled task on the command line (issue 30, item 7): out of the open list, shown
/// `[-]` by `ike list --all`, `"cancelled": true` in `--json`; `ike done` says it stays cancelled, `ike
/// undone` reopens it.
@Suite("Cancelled tasks on the command line")
struct CancelCommandTests {
    @Test func aCancelledTaskIsClosedNotDoneUntilReopened() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        #expect(try ike.run("add", "Book the hall").exitCode == 0)
        #expect(try ike.run("add", "Buy milk").exitCode == 0)
        let cancelled = try ike.run("cancel", "1")
        #expect(cancelled.exitCode == 0 && cancelled.stdout == "Cancelled 1: Book the hall\n", "\(cancelled)")
        let open = try ike.run("list")
        #expect(!open.stdout.contains("Book the hall") && open.stdout.contains("Buy milk"), "\(open.stdout)")
        let all = try ike.run("list", "--all")
        #expect(all.stdout.contains("  [-]   ") && all.stdout.contains("Book the hall"), "\(all.stdout)")
        let task = try #require(try ike.tasks().first { $0["title"] as? String == "Book the hall" })
        #expect(task["done"] as? Bool == true && task["cancelled"] as? Bool == true, "\(task)")
        let done = try ike.run("done", "1")
        #expect(done.exitCode == 0, "\(done.stderr)")
        #expect(
            done.stdout
                == "Cancelled 1: Book the hall; it stays cancelled, not done (ike undone 1 reopens it)\n",
            "\(done.stdout)")
        #expect(
            try ike.tasks().first { $0["title"] as? String == "Book the hall" }?["cancelled"] as? Bool == true
        )
        #expect(try ike.run("undone", "1").stdout == "Not done 1: Book the hall\n")
        let reopened = try #require(try ike.tasks().first { $0["title"] as? String == "Book the hall" })
        #expect(reopened["done"] as? Bool == false && reopened["cancelled"] == nil, "\(reopened)")
    }
}
