import Foundation
import IkeTestSupport
import Testing

/// `ike status` through the built binary (issue 35, item 6): the counts in the template, nothing at all on
/// a clear day or before there is a database, the planned day set with `--planned`, and a template that
/// cannot be read refused as usage.
@Suite("ike status")
struct StatusCommandTests {
    @Test func theCountsForAPromptAndNothingOnAClearDay() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let format = ["status", "--format", "{overdue}! {today} today {planned} planned"]
        let before = try ike.runArguments(format)
        #expect(before.exitCode == 0 && before.stdout.isEmpty && before.stderr.isEmpty, "\(before)")
        try ike.run("add", "Pay rent", "--due", "yesterday")
        try ike.run("add", "Call the bank", "--due", "today")
        try ike.run("add", "Write report", "--planned", "today")
        try ike.run("add", "Sort photos", "--planned", "fri")
        let line = try ike.runArguments(format)
        #expect(line.exitCode == 0)
        #expect(line.stdout == "1! 1 today 1 planned\n", "\(line.stdout)")
        #expect(
            try ike.tasks().first { $0["title"] as? String == "Sort photos" }?["planned"] as? String
                == "2026-11-27")
        // Only overdue is asked for: done, the line is empty.
        try ike.run("done", "1")
        let quiet = try ike.run("status", "--format", "{overdue} overdue")
        #expect(quiet.exitCode == 0 && quiet.stdout.isEmpty, "\(quiet.stdout)")
    }

    @Test func aTemplateThatCannotBeReadIsAUsageError() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let result = try ike.run("status", "--format", "{soon}")
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("“{soon}” names no count"), "\(result.stderr)")
    }
}
