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
}
