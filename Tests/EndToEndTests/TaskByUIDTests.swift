import Foundation
import IkeTestSupport
import Testing

/// Commands take a task's uid, or the start of one no other uid starts with, beside its id (issue 32,
/// friction 6): ids are per machine, uids the same on every synced machine, so scripts that sync use them.
@Suite("Tasks named by uid on the command line")
struct TaskByUIDTests {
    static func cli() throws -> IkeCLI {
        let ike = try IkeCLI()
        let lines = ["Pay rent uid:rent-1", "Book flights uid:trip-10", "Pack uid:trip-1", "Visa uid:trip-2"]
        let imported = try ike.run(
            "import", "-", "--format", "todotxt", stdin: .string(lines.joined(separator: "\n") + "\n"))
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        return ike
    }

    static func done(_ ike: IkeCLI) throws -> [String] {
        try ike.tasks().filter { $0["done"] as? Bool == true }.compactMap { $0["title"] as? String }.sorted()
    }

    @Test func aUidOrItsUniqueStartNamesTheTask() throws {
        let ike = try Self.cli()
        defer { ike.remove() }
        // A whole uid, though another starts with it; the start of one; an id.
        #expect(try ike.run("done", "trip-1").exitCode == 0)
        #expect(try ike.run("done", "ren").exitCode == 0)
        #expect(try Self.done(ike) == ["Pack", "Pay rent"])
        let edited = try ike.run("edit", "TRIP-2", "--title", "Visa for Japan")
        #expect(edited.exitCode == 0, "\(edited.stderr)")
        #expect(try ike.titles().contains("Visa for Japan"))
        #expect(try ike.run("rm", "trip-10").exitCode == 0)
        #expect(try !ike.titles().contains("Book flights"))
    }

    @Test func anAmbiguousOrUnknownStartChangesNothing() throws {
        let ike = try Self.cli()
        defer { ike.remove() }
        let ambiguous = try ike.run("done", "trip")
        #expect(ambiguous.exitCode == 1)
        #expect(ambiguous.stderr.contains("starts the uids of several tasks"), "\(ambiguous.stderr)")
        let unknown = try ike.run("done", "rent-1", "nothing")
        #expect(unknown.exitCode == 1)
        #expect(unknown.stderr.contains("no task has the id or uid “nothing”"), "\(unknown.stderr)")
        #expect(try Self.done(ike).isEmpty)
    }
}
