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
}
