import Foundation
import IkeTestSupport
import Testing

/// `ike sync` with several lists and a tree, through the built binary against Radicale and Xandikos
/// (issue 33, item 8): a parent moved to another list by its tag takes its steps along, each with its
/// `RELATED-TO` as written, and the phone sees the whole tree in the new list.
@Suite("ike sync moves a subtree between lists on real servers", .caldavServers)
struct SyncListsStepsEndToEndTests {
    typealias Lists = SyncListsEndToEndTests.Lists
    typealias Machine = SyncListsEndToEndTests.Machine

    @Test(arguments: CalDAVServerKind.allCases)
    func aParentTaggedForAnotherListTakesItsStepsAlong(_ kind: CalDAVServerKind) throws {
        let lists = try Lists(kind)
        let laptop = try Machine(lists)
        let desktop = try Machine(lists)
        defer {
            laptop.cli.remove()
            desktop.cli.remove()
        }
        try laptop.cli.run("add", "Move flat")
        let parentID = String(try #require(try laptop.task("Move flat")?["id"] as? Int))
        try laptop.cli.run("add", "Pack", "--parent", parentID)
        try laptop.cli.run("add", "Book the van", "--parent", parentID)
        #expect(try laptop.sync("--create").exitCode == 0)
        let parent = try laptop.uid("Move flat")
        #expect(try lists.homePhone.list().count == 3)

        try laptop.cli.run("edit", parentID, "--tag", "work")
        let moved = try laptop.sync()
        #expect(
            moved.stdout.hasSuffix("sent 3, received 0, deleted 0, merged 0, conflicts 0\n"),
            "\(moved.stdout)")
        #expect(try lists.homePhone.list().isEmpty)
        let work = try lists.workPhone.list()
        #expect(work.count == 3)
        let steps = work.filter { $0.uid != parent }
        #expect(
            steps.allSatisfy {
                $0.ical.contains("RELATED-TO;RELTYPE=PARENT:\(parent)") && $0.categories.isEmpty
            }, "\(steps.map(\.ical))")
        #expect(try laptop.sync().stdout.hasSuffix(SyncListsEndToEndTests.quiet))

        // Another machine gets the tree whole, in its list, with nothing written back.
        let fresh = try desktop.sync()
        #expect(
            fresh.stdout.hasSuffix("sent 0, received 3, deleted 0, merged 0, conflicts 0\n"),
            "\(fresh.stdout)")
        #expect(try desktop.task("Pack")?["parent"] as? String == parent)
        #expect(try desktop.tags("Move flat") == ["work"] && desktop.tags("Pack") == [])
        #expect(try desktop.sync().stdout.hasSuffix(SyncListsEndToEndTests.quiet))
    }
}
