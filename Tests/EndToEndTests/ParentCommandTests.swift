import Foundation
import IkeTestSupport
import Testing

/// `--parent` on the command line (issue 33, items 1 and 6): a task made a step of another says so, `--json`
/// names its parent's uid, a loop is refused from either end, `--parent none` moves it to the top level, and
/// deleting the parent moves its steps up a level.
@Suite("Steps of a task on the command line")
struct ParentCommandTests {
    @Test func aStepIsAddedMovedAndKeptThroughItsParentsDeletion() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        #expect(try ike.run("add", "Move flat").exitCode == 0)
        let pack = try ike.run("add", "Pack", "--parent", "1")
        #expect(pack.exitCode == 0 && pack.stdout.contains("(a step of 1: Move flat)"), "\(pack)")
        let books = try ike.run("add", "Pack the books", "--parent", "2")
        #expect(books.exitCode == 0 && books.stdout.contains("(a step of 2: Pack)"), "\(books)")
        let tasks = try ike.tasks()
        let uids = Dictionary(
            uniqueKeysWithValues: tasks.map { ($0["title"] as! String, $0["uid"] as! String) })
        let parents = Dictionary(
            uniqueKeysWithValues: tasks.map { ($0["title"] as! String, $0["parent"] as? String) })
        #expect(parents["Pack"] == uids["Move flat"] && parents["Pack the books"] == uids["Pack"])
        #expect(parents["Move flat"] == .some(nil))
        let loop = try ike.run("edit", "1", "--parent", "3")
        #expect(
            loop.exitCode != 0 && loop.stderr.contains("“Pack the books” is a step of “Move flat”"),
            "\(loop.stderr)")
        let itself = try ike.run("edit", "2", "--parent", "2")
        #expect(
            itself.exitCode != 0 && itself.stderr.contains("cannot be a step of itself"), "\(itself.stderr)")
        #expect(try ike.run("rm", "2").exitCode == 0)
        let lifted = try #require(try ike.tasks().first { $0["title"] as? String == "Pack the books" })
        #expect(lifted["parent"] as? String == uids["Move flat"], "\(lifted)")
        let top = try ike.run("edit", "3", "--parent", "none")
        #expect(top.exitCode == 0 && top.stdout.contains("(at the top level)"), "\(top)")
        #expect(try ike.tasks().allSatisfy { $0["parent"] == nil })
        let unknown = try ike.run("add", "Paint", "--parent", "99")
        #expect(unknown.exitCode != 0 && unknown.stderr.contains("99"), "\(unknown.stderr)")
    }

    /// `ike list --tree` indents steps under their parent with its progress; `ike done` on a parent with
    /// open steps is refused unless `--with-children` (which leaves a repeating step) or `--only`.
    @Test func aTreeIsListedAndAParentIsDoneOnlyAsAsked() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        for arguments in [
            ["add", "Move flat"], ["add", "Pack", "--parent", "1"],
            ["add", "Pack the books", "--parent", "2"],
            ["add", "Water plants", "--parent", "1", "--repeat", "every day"], ["add", "Call the bank"],
        ] {
            #expect(try ike.runArguments(arguments).exitCode == 0)
        }
        let tree = try ike.run("list", "--tree").stdout
        // The title column starts where its heading does; the columns before it are ASCII.
        let lines = tree.split(separator: "\n").map(String.init)
        let column = try #require(lines.first?.range(of: "TITLE")).lowerBound.utf16Offset(in: lines[0])
        let titles = lines.dropFirst().map { String($0.utf16.dropFirst(column))! }
        #expect(
            titles == [
                "Move flat  0/2", "  └ Pack  0/1", "    └ Pack the books", "  └ Water plants  ↻ every day",
                "Call the bank",
            ],
            "\(tree)")
        // The filter language's parent terms (issue 34's `parent:none`).
        let top = try ike.run("list", "--filter", "parent:none").stdout
        #expect(top.contains("Move flat") && top.contains("Call the bank") && !top.contains("Pack"), "\(top)")
        let steps = try ike.run("list", "--filter", "parent:any -repeat").stdout
        #expect(
            steps.contains("Pack the books") && !steps.contains("Water") && !steps.contains("Move"),
            "\(steps)")
        let wrong = try ike.run("list", "--filter", "parent:some")
        #expect(
            wrong.exitCode != 0 && wrong.stderr.contains("parent:none (the top level)"), "\(wrong.stderr)")
        // --json counts a parent's steps; move --under makes a step after the parent's last one.
        let move = try #require(try ike.tasks().first { $0["title"] as? String == "Move flat" })
        #expect(move["children"] as? Int == 2 && move["childrenClosed"] as? Int == 0, "\(move)")
        let under = try ike.run("move", "5", "--under", "1")
        #expect(under.exitCode == 0 && under.stdout.contains("(a step of 1: Move flat)"), "\(under)")
        #expect(try ike.run("list", "--tree").stdout.contains("  └ Call the bank"))
        #expect(try ike.run("edit", "5", "--parent", "none").exitCode == 0)
        let refused = try ike.run("done", "1")
        #expect(
            refused.exitCode != 0 && refused.stderr.contains("has 3 open steps; give --with-children"),
            "\(refused.stderr)")
        let all = try ike.run("done", "1", "--with-children")
        #expect(all.exitCode == 0 && all.stderr.contains("Left open 4: Water plants"), "\(all)")
        let open = try ike.run("list").stdout
        #expect(
            open.contains("Water plants") && !open.contains("Pack") && !open.contains("Move flat"), "\(open)")
        #expect(try ike.run("add", "Paint", "--parent", "5").exitCode == 0)
        #expect(try ike.run("done", "5", "--only").exitCode == 0)
        #expect(try ike.run("list").stdout.contains("Paint"))
    }
}
