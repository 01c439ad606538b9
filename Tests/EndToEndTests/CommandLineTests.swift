import Foundation
import IkeTestSupport
import Testing

/// The command line end to end: the real binary on temporary databases.
@Suite("Command line")
struct CommandLineTests {
    @Test func addListAndJSON() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let added = try ike.run("add", "Call", "the", "bank", "--due", "fri", "--important", "--urgent")
        #expect(added.exitCode == 0)
        #expect(added.stdout == "Added 1: Call the bank (due Friday 27 November 2026)\n")
        try ike.run("add", "할 일 등록", "--quadrant", "schedule", "--due", "Dec 4th")
        try ike.run("add", "Renew passport", "--due", "2026-11-20", "--notes", "line 1\nline 2")
        let table = try ike.run("list")
        #expect(table.exitCode == 0)
        #expect(
            table.stdout == """
                ID  DONE  DUE                QUADRANT   TITLE
                 1  [ ]   2026-11-27         do         Call the bank
                 2  [ ]   2026-12-04         schedule   할 일 등록
                 3  [ ]   2026-11-20 overdue eliminate  Renew passport

                """)
        let tasks = try ike.tasks()
        #expect(tasks.count == 3)
        #expect(tasks[0]["id"] as? Int == 1)
        #expect(tasks[0]["important"] as? Bool == true && tasks[0]["urgent"] as? Bool == true)
        #expect(tasks[0]["quadrant"] as? String == "do")
        #expect(tasks[1]["deadline"] as? String == "2026-12-04")
        #expect(tasks[2]["notes"] as? String == "line 1\nline 2")
        #expect(tasks[2]["createdAt"] as? String == "2026-11-22T09:00:00.000Z")
        #expect((tasks[0]["uid"] as? String)?.count == 36)
    }

    /// Today is Sunday 22 November 2026: next week starts tomorrow.
    @Test(arguments: [
        ("dec 11th", "Friday 11 December 2026"), ("21st dec 2027", "Tuesday 21 December 2027"),
        ("next week", "Monday 23 November 2026"), ("next fri", "Friday 27 November 2026"),
        ("this sun", "Sunday 22 November 2026"), ("sun", "Sunday 29 November 2026"),
    ])
    func deadlineWords(_ due: String, _ date: String) throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let added = try ike.run("add", "Call", "--due", due)
        #expect(added.stdout == "Added 1: Call (due \(date))\n", "\(added.stderr)")
    }

    @Test func doneUndoneEditMoveAndRemove() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        for title in ["A", "B", "C", "D"] { try ike.run("add", title) }
        #expect(try ike.run("done", "2", "#3").stdout == "Done 2: B\nDone 3: C\n")
        #expect(try ike.run("list").stdout.components(separatedBy: "\n").count == 4)  // header, A, D, ""
        #expect(try ike.tasks().map { $0["done"] as! Bool } == [false, true, true, false])
        try ike.run("undone", "3")
        #expect(try ike.tasks().map { $0["done"] as! Bool } == [false, true, false, false])
        #expect(try ike.run("list", "--done").stdout.contains(" 2  [x]"))
        let edited = try ike.run("edit", "1", "--title", "A, renamed", "--due", "+3d", "--important")
        #expect(edited.exitCode == 0)
        let first = try ike.tasks()[0]
        #expect(first["title"] as? String == "A, renamed")
        #expect(first["deadline"] as? String == "2026-11-25")
        #expect(first["important"] as? Bool == true)
        try ike.run("edit", "1", "--due", "", "--no-important")
        #expect(try ike.tasks()[0]["deadline"] is NSNull)
        #expect(try ike.tasks()[0]["important"] as? Bool == false)
        try ike.run("move", "4", "--top")
        try ike.run("move", "1", "--after", "3")
        #expect(try ike.titles() == ["D", "B", "C", "A, renamed"])
        try ike.run("move", "3", "--before", "4")
        #expect(try ike.titles() == ["C", "D", "B", "A, renamed"])
        #expect(try ike.run("rm", "2", "3").stdout == "Deleted 2: B\nDeleted 3: C\n")
        #expect(try ike.titles() == ["D", "A, renamed"])
        // Ids are never reused, so a script holding an old id cannot hit a new task.
        #expect(try ike.run("add", "E").stdout == "Added 5: E\n")
    }

    @Test func quadrantFilterAndSearch() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Pay rent", "--quadrant", "do")
        try ike.run("add", "Plan training", "-i")
        try ike.run("add", "Reply to newsletter", "-u")
        try ike.run("add", "Sort desktop icons")
        let ids = { (args: [String]) throws -> [Int] in
            let result = try ike.runArguments(["list", "--json"] + args)
            return (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [[String: Any]]).map
            { $0["id"] as! Int }
        }
        #expect(try ids(["--quadrant", "do"]) == [1])
        #expect(try ids(["--quadrant", "schedule"]) == [2])
        #expect(try ids(["--quadrant", "delegate"]) == [3])
        #expect(try ids(["--quadrant", "eliminate"]) == [4])
        #expect(try ids(["--search", "PLAN"]) == [2])
    }

    @Test func controlCharactersInTitlesNeverReachTheTerminal() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "evil \u{1b}[31mred\u{07}")
        let listed = try ike.run("list")
        #expect(!listed.stdout.contains("\u{1b}") && !listed.stdout.contains("\u{07}"))
        #expect(listed.stdout.contains("evil ␛[31mred␇"))
        #expect(try ike.titles() == ["evil \u{1b}[31mred\u{07}"])  // stored as typed; JSON escapes it
        #expect(try ike.run("list", "--json").stdout.contains("\\u001b[31m"))
    }

    @Test func versionHelpAndTheAppWithoutATerminal() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let version = try ProcessRunner.run(try IkeBinary.path(), ["--version"], environment: ike.environment)
        #expect(version.exitCode == 0 && version.stdout == "0.1.0\n")
        for command in ["add", "list", "done", "undone", "rm", "edit", "move"] {
            let help = try ike.run(command, "--help")
            #expect(help.exitCode == 0, "\(command) --help")
            #expect(help.stdout.contains("--db <path>"), "\(command) --help mentions --db")
        }
        // Without a terminal the app refuses clearly instead of drawing escape codes into a pipe.
        let app = try ike.run()
        #expect(app.exitCode == 2)
        #expect(app.stderr.contains("the full-screen UI needs a terminal, but stdin and stdout are not"))
    }

    @Test func ikeDBEnvironmentVariableSelectsTheDatabase() throws {
        var ike = try IkeCLI()
        defer { ike.remove() }
        ike.environment["IKE_DB"] = ike.folder.path("from-env.sqlite")
        let result = try ProcessRunner.run(
            try IkeBinary.path(), ["add", "via env"], environment: ike.environment)
        #expect(result.exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: ike.folder.path("from-env.sqlite")))
        #expect(
            try ike.run("list", "--json", database: ike.folder.path("from-env.sqlite")).stdout.contains(
                "via env"))
    }
}
