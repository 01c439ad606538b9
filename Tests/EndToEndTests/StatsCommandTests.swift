import Foundation
import IkeTestSupport
import Testing

/// `ike stats` and `ike stats --json` through the built binary, its clock moved with `IKE_NOW` so each
/// task is made and done on the day the test says.
@Suite("ike stats")
struct StatsCommandTests {
    /// Runs `ike ARGS…` at `now` and expects it to succeed.
    func run(_ ike: inout IkeCLI, at now: String, _ arguments: String...) throws {
        ike.environment["IKE_NOW"] = now
        let result = try ike.runArguments(arguments)
        guard result.exitCode == 0 else { throw CLIFailure(result: result) }
    }

    /// Four tasks: 1 made in August and done Tuesday 1 September; 2 made in August, urgent and important,
    /// done Monday 16 November; 3 due 5 December, done Saturday 21 November; 4 made on 22 November, open.
    func seeded() throws -> IkeCLI {
        var ike = try IkeCLI()
        try run(&ike, at: "2026-08-01T10:00:00Z", "add", "Old one")
        try run(&ike, at: "2026-08-01T10:00:00Z", "add", "Call the bank", "--important", "--urgent")
        try run(&ike, at: "2026-09-01T10:00:00Z", "done", "1")
        try run(&ike, at: "2026-11-10T10:00:00Z", "add", "Submit paper", "--due", "2026-12-05")
        try run(&ike, at: "2026-11-16T08:00:00Z", "done", "2")
        try run(&ike, at: "2026-11-21T18:00:00Z", "done", "3")
        try run(&ike, at: "2026-11-22T08:00:00Z", "add", "Buy milk")
        ike.environment["IKE_NOW"] = "2026-11-22T09:00:00Z"
        return ike
    }

    /// `ike stats --json`, parsed.
    func json(_ ike: IkeCLI) throws -> [String: Any] {
        let result = try ike.run("stats", "--json")
        guard result.exitCode == 0 else { throw CLIFailure(result: result) }
        return try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func jsonHasEveryFigureUnderItsDocumentedKey() throws {
        let ike = try seeded()
        defer { ike.remove() }
        let stats = try json(ike)
        #expect(
            Set(stats.keys) == [
                "today", "firstWeekday", "weeks", "doneByQuadrant", "doneTotal", "undatedDone",
                "goalsByMonth",
                "streak", "review", "focus",
            ])
        #expect(stats["today"] as? String == "2026-11-22")
        #expect(stats["firstWeekday"] as? String == "monday")
        let weeks = try #require(stats["weeks"] as? [[String: Any]])
        #expect(weeks.count == 12)
        #expect(weeks.map { $0["start"] as! String }.first == "2026-08-31")
        #expect(weeks.map { $0["done"] as! Int } == [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2])
        #expect(weeks.map { $0["doneAtEnd"] as! Int } == [1] + Array(repeating: 1, count: 10) + [3])
        // Open at each week's end: 2 (made in August) until Submit paper is made on 10 November.
        #expect(weeks.map { $0["openAtEnd"] as! Int } == Array(repeating: 1, count: 10) + [2, 1])
        #expect(
            stats["doneByQuadrant"] as? [String: Int] == [
                "do": 1, "schedule": 0, "delegate": 0, "eliminate": 2,
            ])
        #expect(stats["doneTotal"] as? Int == 3)
        #expect(stats["undatedDone"] as? Int == 0)
        let months = try #require(stats["goalsByMonth"] as? [[String: Any]])
        #expect(
            months.map { $0["month"] as! String } == [
                "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11", "2026-12", "2027-01",
            ])
        #expect(months.map { "\($0["done"] as! Int)/\($0["total"] as! Int)" }[6] == "1/1")
        // Done on 16 and 21 November: nothing yet today, and yesterday counts: a run of one.
        let streak = try #require(stats["streak"] as? [String: Any])
        #expect(streak["current"] as? Int == 1)
        #expect(streak["longest"] as? Int == 1)
        #expect(streak["lastDone"] as? String == "2026-11-21")
        let review = try #require(stats["review"] as? [String: Any])
        #expect(review["rounds"] as? Int == 0)
        #expect(review["lastEndedAt"] is NSNull)
        let focus = try #require(stats["focus"] as? [String: Any])
        #expect(focus["seconds"] as? Int == 0)
        let days = try #require(focus["days"] as? [[String: Any]])
        #expect(days.map { $0["day"] as! String } == (16...22).map { "2026-11-\($0)" })
        #expect((focus["weeks"] as? [[String: Any]])?.count == 12)
        #expect((focus["tags"] as? [Any])?.isEmpty == true)
    }

    @Test func weeksStartOnTheSettingsFirstWeekday() throws {
        let ike = try seeded()
        defer { ike.remove() }
        let folder = ike.folder.path("config/ike")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "[app]\nfirst_weekday = \"sunday\"\n".write(
            toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
        let stats = try json(ike)
        #expect(stats["firstWeekday"] as? String == "sunday")
        let weeks = try #require(stats["weeks"] as? [[String: Any]])
        #expect(weeks.map { $0["start"] as! String }.last == "2026-11-22")
        // Monday 16 and Saturday 21 fall in the week from Sunday 15; this week has nothing done yet.
        #expect(weeks.map { $0["done"] as! Int }.suffix(2) == [2, 0])
    }

    @Test func textPrintsTheSameFigures() throws {
        let ike = try seeded()
        defer { ike.remove() }
        let result = try ike.run("stats")
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("Done per week (weeks start on Monday)\n"))
        #expect(result.stdout.contains("  2026-11-16            2            1            3\n"))
        #expect(result.stdout.contains("  Do first   1\n"))
        #expect(result.stdout.contains("  2026-12  1/1\n"))
        #expect(result.stdout.contains("Streak: 1 day in a row; longest 1 day, to 2026-11-21\n"))
    }

    @Test func withoutADatabaseItSaysSoAndCreatesNone() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let result = try ike.run("stats", "--json")
        #expect(result.exitCode != 0)
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: ike.database))
    }
}
