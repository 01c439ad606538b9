import Foundation
import IkeTestSupport
import Testing

/// `ike agenda` (issue 34, item 3): the sections in order, the days counted from today, `--json` for
/// scripts and prompts.
@Suite("ike agenda")
struct AgendaCommandTests {
    @Test func theAgendaListsWhatToDoNowByTime() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        for arguments in [
            ["Renew passport", "--due", "2020-01-01"], ["Pay rent", "--due", "today"],
            ["Stretch", "--start", "today"],
            ["Dentist", "--due", "+2d"], ["Write report", "--start", "+3d"], ["Far away", "--due", "+40d"],
        ] {
            #expect(try ike.runArguments(["add"] + arguments).exitCode == 0, "\(arguments)")
        }
        let text = try ike.run("agenda").stdout
        let headings = text.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map(String.init)
        #expect(
            headings.count == 4 && headings[0] == "Overdue" && headings[1].hasPrefix("Today · "), "\(text)")
        #expect(headings[3] == "Starting soon", "\(text)")
        #expect(text.contains("Pay rent") && text.contains("starts  Stretch") && !text.contains("Far away"))
        let json = try ike.run("agenda", "--json").stdout
        let sections = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]], "\(json)")
        #expect(sections.map { $0["title"] as? String ?? "" } == headings)
        #expect(try ike.run("agenda", "--days", "0").exitCode != 0)
    }

    /// Overdue holds the 200 longest overdue; the rest are counted, in words and in `--json`'s `total`.
    @Test func overdueIsCutAt200AndTheRestCounted() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let titles = (1...205).map { "- [ ] Late \($0) 📅 2026-10-\(String(format: "%02d", $0 % 28 + 1))" }
        let file = ike.folder.path("late.md")
        try (titles.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try ike.run("import", file).exitCode == 0)
        let text = try ike.run("agenda").stdout
        #expect(text.contains("… and 5 more (ike list --overdue)"), "\(text.suffix(300))")
        let json = try ike.run("agenda", "--json").stdout
        let sections = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(sections.first?["total"] as? Int == 205)
        #expect((sections.first?["tasks"] as? [Any])?.count == 200)
    }

    /// Planned tasks are a section after today's (issue 35, item 1); an unfinished plan says since when.
    @Test func plannedTasksHaveASectionAndAnOldPlanSaysSinceWhen() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Write report", "--planned", "today")
        try ike.run("add", "Sort photos", "--planned", "2026-11-20")
        try ike.run("add", "Later", "--planned", "+3d")
        let lines = try ike.run("agenda").stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Planned", "\(lines)")
        #expect(lines.contains { $0.contains("from Fri 20 Nov") && $0.contains("Sort photos") }, "\(lines)")
        #expect(lines.contains { $0.contains("Write report") && !$0.contains("from") }, "\(lines)")
        #expect(!lines.contains { $0.contains("Later") }, "\(lines)")
    }
}
