import Foundation
import IkeTestSupport
import Testing

/// `ike sync` with several task lists, each paired with a tag, through the built binary against Radicale
/// and Xandikos: tasks split by tag, a tag change moves a task leaving one copy (as the phone sees it), a
/// move made on the phone is neither doubled nor deleted, an interrupted move is finished by the next
/// sync, and a second sync transfers nothing.
@Suite("ike sync with several lists against real servers", .caldavServers)
struct SyncListsEndToEndTests {
    static let quiet = "sent 0, received 0, deleted 0, merged 0, conflicts 0\n"

    /// The server, its home list (made here), its work list's path (made by `ike sync --create`), and a
    /// phone on each list.
    struct Lists {
        let server: CalDAVServer
        let home: String
        let work: String
        let homePhone: CalDAVPhone
        let workPhone: CalDAVPhone

        init(_ kind: CalDAVServerKind) throws {
            server = try CalDAVServerScope.server(kind)
            home = try server.makeCollection()
            work = server.calendarHomePath + "work-" + UUID().uuidString.lowercased() + "/"
            homePhone = CalDAVPhone(server: server, collectionPath: home)
            workPhone = CalDAVPhone(server: server, collectionPath: work)
        }

        /// Every copy on the server: (list, UID, summary), the phone's view.
        func copies() throws -> [String] {
            try homePhone.list().map { "home \($0.uid) \($0.summary)" }
                + workPhone.list().map { "work \($0.uid) \($0.summary)" }
        }
    }

    /// One machine whose settings name both lists, the work list paired with the tag `work`.
    struct Machine {
        let cli: IkeCLI

        init(_ lists: Lists) throws {
            cli = try IkeCLI()
            let settings = """
                [sync]
                url = "\(lists.server.baseURL.absoluteString)"
                username = "\(lists.server.user)"

                [[sync.collections]]
                href = "\(lists.home)"

                [[sync.collections]]
                href = "\(lists.work)"
                tag = "work"

                """
            try settings.write(toFile: cli.folder.path("config.toml"), atomically: true, encoding: .utf8)
        }

        @discardableResult
        func sync(_ extra: String...) throws -> ProcessResult {
            try cli.runArguments(["sync", "--config", cli.folder.path("config.toml")] + extra)
        }

        func task(_ title: String) throws -> [String: Any]? {
            try cli.tasks().first { $0["title"] as? String == title }
        }

        func tags(_ title: String) throws -> [String] { try task(title)?["tags"] as? [String] ?? [] }

        func uid(_ title: String) throws -> String { try task(title)?["uid"] as? String ?? "" }
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func tasksSplitByTagAndATagChangeMovesOneLeavingOneCopy(_ kind: CalDAVServerKind) throws {
        let lists = try Lists(kind)
        let laptop = try Machine(lists)
        let desktop = try Machine(lists)
        defer {
            laptop.cli.remove()
            desktop.cli.remove()
        }
        try laptop.cli.run("add", "Pay rent")
        try laptop.cli.run("add", "Write report", "--tag", "work")
        let first = try laptop.sync("--create")
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(
            first.stdout.hasSuffix("sent 2, received 0, deleted 0, merged 0, conflicts 0\n"),
            "\(first.stdout)")
        let rent = try laptop.uid("Pay rent")
        let report = try laptop.uid("Write report")
        #expect(try lists.copies() == ["home \(rent) Pay rent", "work \(report) Write report"])
        #expect(try lists.workPhone.list().first?.categories == [], "the list is the tag, not a category")
        #expect(try laptop.sync().stdout.hasSuffix(Self.quiet))

        // The phone adds to the work list: the task arrives tagged, and nothing is written back.
        try lists.workPhone.create(uid: "phone-1", summary: "Call the client")
        let etag = try #require(try lists.workPhone.list().first { $0.uid == "phone-1" }?.etag)
        let pulled = try laptop.sync()
        #expect(
            pulled.stdout.hasSuffix("sent 0, received 1, deleted 0, merged 0, conflicts 0\n"),
            "\(pulled.stdout)")
        #expect(try laptop.tags("Call the client") == ["work"])
        #expect(try lists.workPhone.list().first { $0.uid == "phone-1" }?.etag == etag)

        // A tag change moves the task: one copy afterwards, in the work list, under the same UID.
        try laptop.cli.run(
            "edit", String(try #require(try laptop.task("Pay rent")?["id"] as? Int)), "--tag", "work")
        let plan = try laptop.sync("--dry-run")
        #expect(plan.stdout.contains("(#work):\n  move     Pay rent (from"), "\(plan.stdout)")
        #expect(plan.stdout.hasSuffix("send 1, receive 0, delete 0, merge 0\n"), "\(plan.stdout)")
        #expect(try lists.copies().count == 3, "a dry run changes nothing")
        let moved = try laptop.sync()
        #expect(
            moved.stdout.hasSuffix("sent 1, received 0, deleted 0, merged 0, conflicts 0\n"),
            "\(moved.stdout)")
        #expect(
            try lists.copies().sorted()
                == ["work \(rent) Pay rent", "work \(report) Write report", "work phone-1 Call the client"]
                .sorted())
        #expect(try laptop.sync().stdout.hasSuffix(Self.quiet))

        // A new machine gets each task once, tagged by its list.
        let fresh = try desktop.sync()
        #expect(
            fresh.stdout.hasSuffix("sent 0, received 3, deleted 0, merged 0, conflicts 0\n"),
            "\(fresh.stdout)")
        for title in ["Pay rent", "Write report", "Call the client"] {
            #expect(try desktop.tags(title) == ["work"], "\(title)")
        }
        #expect(try desktop.sync().stdout.hasSuffix(Self.quiet))
        let status = try desktop.sync("--status")
        #expect(
            status.stdout.contains("\(lists.server.url(lists.work).absoluteString) (#work): "),
            "\(status.stdout)")
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func aMoveMadeOnThePhoneIsNeitherDoubledNorDeleted(_ kind: CalDAVServerKind) throws {
        let lists = try Lists(kind)
        let laptop = try Machine(lists)
        defer { laptop.cli.remove() }
        try laptop.cli.run("add", "Pay rent")
        try laptop.cli.run("add", "Book flights")
        #expect(try laptop.sync("--create").exitCode == 0)
        // The phone moves "Pay rent" to the work list the way phone apps do: a copy there, then a delete.
        let rent = try #require(try lists.homePhone.list().first { $0.summary == "Pay rent" })
        try lists.workPhone.create(uid: rent.uid, icalendar: rent.ical)
        try lists.homePhone.delete(uid: rent.uid)
        let pulled = try laptop.sync()
        #expect(pulled.exitCode == 0, "\(pulled.stderr)")
        #expect(
            pulled.stdout.hasSuffix("sent 0, received 0, deleted 0, merged 1, conflicts 0\n"),
            "\(pulled.stdout)")
        #expect(try laptop.cli.titles().sorted() == ["Book flights", "Pay rent"])
        #expect(try laptop.tags("Pay rent") == ["work"])
        #expect(try lists.copies().map { $0.hasPrefix("work") } == [false, true])
        #expect(try laptop.sync().stdout.hasSuffix(Self.quiet))
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func aMoveInterruptedAfterItsCreateIsFinishedByTheNextSync(_ kind: CalDAVServerKind) throws {
        let lists = try Lists(kind)
        let laptop = try Machine(lists)
        defer { laptop.cli.remove() }
        try laptop.cli.run("add", "Pay rent")
        #expect(try laptop.sync("--create").exitCode == 0)
        try laptop.cli.run("edit", "1", "--tag", "work")
        // Where a move stopped right after its create (before the database recorded it): the same UID in
        // both lists, the new copy at the name ike gives it.
        let old = try #require(try lists.homePhone.list().first)
        let put = try lists.server.send(
            "PUT", lists.work + old.uid + ".ics",
            headers: ["Content-Type": "text/calendar", "If-None-Match": "*"],
            body: old.ical)
        #expect(put.status == 201)
        #expect(try lists.copies().count == 2)
        let finished = try laptop.sync()
        #expect(finished.exitCode == 0, "\(finished.stderr)")
        #expect(
            finished.stdout.hasSuffix("sent 0, received 0, deleted 0, merged 1, conflicts 0\n"),
            "\(finished.stdout)")
        #expect(try lists.copies() == ["work \(old.uid) Pay rent"])
        #expect(try laptop.tags("Pay rent") == ["work"])
        #expect(try laptop.sync().stdout.hasSuffix(Self.quiet))
    }

    @Test func listsAfterTheFirstNeedATag() throws {
        let cli = try IkeCLI()
        defer { cli.remove() }
        let config = cli.folder.path("config.toml")
        try """
        [sync]
        url = "http://127.0.0.1:9/"
        [[sync.collections]]
        href = "/alice/home/"
        [[sync.collections]]
        href = "/alice/other/"

        """.write(toFile: config, atomically: true, encoding: .utf8)
        let result = try cli.runArguments(["sync", "--config", config])
        #expect(result.exitCode == 78)
        #expect(result.stderr.contains("/alice/other/ needs a tag"), "\(result.stderr)")
    }
}
