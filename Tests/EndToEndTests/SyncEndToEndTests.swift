import Foundation
import IkeTestSupport
import Testing

/// `ike sync` through the built binary against Radicale and Xandikos on loopback: a laptop and a desktop
/// (two databases) and a phone (the `caldav` package) sharing one task list.
@Suite("ike sync against real servers", .caldavServers)
struct SyncEndToEndTests {
    /// One machine: a database and a settings file pointing at the collection.
    struct Machine {
        let cli: IkeCLI

        init(server: CalDAVServer, collection: String) throws {
            cli = try IkeCLI()
            let settings = """
                [sync]
                url = "\(server.url(collection).absoluteString)"
                username = "\(server.user)"

                """
            try settings.write(toFile: cli.folder.path("config.toml"), atomically: true, encoding: .utf8)
        }

        @discardableResult
        func sync(_ extra: String...) throws -> ProcessResult {
            try cli.runArguments(["sync", "--config", cli.folder.path("config.toml")] + extra)
        }

        func titles() throws -> [String] { try cli.titles().sorted() }
    }

    func setUp(_ kind: CalDAVServerKind) throws -> (CalDAVServer, String, CalDAVPhone) {
        let server = try CalDAVServerScope.server(kind)
        let collection = try server.makeCollection()
        return (server, collection, CalDAVPhone(server: server, collectionPath: collection))
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func twoMachinesAndAPhoneShareOneList(_ kind: CalDAVServerKind) throws {
        let (server, collection, phone) = try setUp(kind)
        let laptop = try Machine(server: server, collection: collection)
        let desktop = try Machine(server: server, collection: collection)
        defer {
            laptop.cli.remove()
            desktop.cli.remove()
        }
        try phone.create(uid: "phone-1", summary: "Call the plumber", categories: ["home"])
        try laptop.cli.run("add", "Pay rent", "--tag", "bills")
        try laptop.cli.run("add", "Buy milk")
        let first = try laptop.sync()
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(
            first.stdout.hasSuffix("sent 2, received 1, deleted 0, merged 0, conflicts 0\n"),
            "\(first.stdout)")
        let again = try laptop.sync()
        #expect(
            again.stdout.hasSuffix("sent 0, received 0, deleted 0, merged 0, conflicts 0\n"),
            "\(again.stdout)")
        // A new machine downloads everything and deletes nothing.
        let fresh = try desktop.sync()
        #expect(
            fresh.stdout.hasSuffix("sent 0, received 3, deleted 0, merged 0, conflicts 0\n"),
            "\(fresh.stdout)")
        #expect(try desktop.titles() == ["Buy milk", "Call the plumber", "Pay rent"])
        #expect(try phone.list().count == 3)
        let tagged = try desktop.cli.tasks().first { $0["title"] as? String == "Call the plumber" }
        #expect(tagged?["tags"] as? [String] == ["home"])
        // The phone ticks a task; the desktop renames another; both arrive everywhere, nothing doubles.
        try phone.edit(uid: "phone-1", status: "COMPLETED")
        let milk = try #require(
            try desktop.cli.tasks().first { $0["title"] as? String == "Buy milk" }?["id"] as? Int)
        try desktop.cli.run("edit", String(milk), "--title", "Buy oat milk")
        try desktop.sync()
        let pulled = try laptop.sync()
        #expect(
            pulled.stdout.hasSuffix("sent 0, received 2, deleted 0, merged 0, conflicts 0\n"),
            "\(pulled.stdout)")
        #expect(try laptop.titles() == ["Buy oat milk", "Call the plumber", "Pay rent"])
        #expect(
            try laptop.cli.tasks().first { $0["title"] as? String == "Call the plumber" }?["done"] as? Bool
                == true)
        #expect(try phone.list().count == 3)
        #expect(try phone.list().contains { $0.summary == "Buy oat milk" })
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func whatThePhoneWroteSurvivesAnEditMadeInIke(_ kind: CalDAVServerKind) throws {
        let (server, collection, phone) = try setUp(kind)
        let laptop = try Machine(server: server, collection: collection)
        defer { laptop.cli.remove() }
        let ics = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN", "BEGIN:VTODO", "UID:rich-1",
            "DTSTAMP:20261120T080000Z", "SUMMARY:회의 준비 🎉", "DUE;VALUE=DATE:20261201",
            "CATEGORIES:work,travel,Q4", "X-PHONE-COLOR;X-SHADE=dark:teal",
            "RELATED-TO;RELTYPE=PARENT:parent-9",
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "DESCRIPTION:Reminder", "END:VALARM",
            "END:VTODO",
            "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        try phone.create(uid: "rich-1", icalendar: ics)
        try laptop.sync()
        try laptop.cli.run("done", "1")
        let sent = try laptop.sync()
        #expect(
            sent.stdout.hasSuffix("sent 1, received 0, deleted 0, merged 0, conflicts 0\n"), "\(sent.stdout)")
        let item = try server.send("GET", try #require(try phone.list().first).href).body
        for kept in [
            "X-PHONE-COLOR;X-SHADE=dark:teal", "RELATED-TO;RELTYPE=PARENT:parent-9", "TRIGGER:-PT15M",
            "DUE;VALUE=DATE:20261201", "SUMMARY:회의 준비 🎉", "STATUS:COMPLETED",
        ] {
            #expect(item.contains(kept), "\(kept) in \(item)")
        }
        #expect(try phone.list().first?.categories.joined(separator: ",").contains("travel") == true)
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func dryRunPrintsThePlanAndChangesNothing(_ kind: CalDAVServerKind) throws {
        let (server, collection, phone) = try setUp(kind)
        let laptop = try Machine(server: server, collection: collection)
        defer { laptop.cli.remove() }
        try phone.create(uid: "phone-2", summary: "From the phone")
        try laptop.cli.run("add", "From the laptop")
        let plan = try laptop.sync("--dry-run")
        #expect(plan.exitCode == 0)
        #expect(plan.stdout.contains("receive  From the phone"))
        #expect(plan.stdout.contains("send     From the laptop (new)"))
        #expect(plan.stdout.hasSuffix("send 1, receive 1, delete 0, merge 0\n"))
        #expect(try laptop.titles() == ["From the laptop"])
        #expect(try phone.list().count == 1)
        let real = try laptop.sync()
        #expect(real.stdout.hasSuffix("sent 1, received 1, deleted 0, merged 0, conflicts 0\n"))
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func anEmptiedServerDoesNotWipeTheDatabaseWithoutForce(_ kind: CalDAVServerKind) throws {
        let (server, collection, phone) = try setUp(kind)
        let laptop = try Machine(server: server, collection: collection)
        defer { laptop.cli.remove() }
        for title in ["A", "B", "C", "D"] { try laptop.cli.run("add", title) }
        try laptop.sync()
        for todo in try phone.list() { try phone.delete(uid: todo.uid) }
        let guarded = try laptop.sync()
        #expect(guarded.exitCode == 1)
        #expect(guarded.stderr.contains("--force"))
        #expect(try laptop.titles() == ["A", "B", "C", "D"])
        // --dry-run shows what the refused sync would delete, then says it needs --force (issue 32,
        // friction 5: it refused like the sync itself).
        let plan = try laptop.sync("--dry-run")
        #expect(plan.exitCode == 0, "\(plan.stderr)")
        for title in ["A", "B", "C", "D"] { #expect(plan.stdout.contains(title), "\(plan.stdout)") }
        #expect(plan.stdout.contains("delete 4"), "\(plan.stdout)")
        #expect(
            plan.stderr.contains("a sync would stop here") && plan.stderr.contains("--force"),
            "\(plan.stderr)")
        #expect(try laptop.titles() == ["A", "B", "C", "D"])
        let forced = try laptop.sync("--force")
        #expect(forced.exitCode == 0, "\(forced.stderr)")
        #expect(try laptop.titles().isEmpty)
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func statusShowsTheLastSyncAndWaitingChanges(_ kind: CalDAVServerKind) throws {
        let (server, collection, _) = try setUp(kind)
        let laptop = try Machine(server: server, collection: collection)
        defer { laptop.cli.remove() }
        try laptop.cli.run("add", "A")
        try laptop.sync()
        try laptop.cli.run("add", "B")
        let status = try laptop.sync("--status")
        #expect(
            status.stdout.contains(
                "Last sync with \(server.url(collection).absoluteString): 2026-11-22T09:00:00Z"))
        #expect(status.stdout.contains("Changes waiting: 1"))
    }

    @Test func badSettingsAndUnreachableServersAreClearErrors() throws {
        let cli = try IkeCLI()
        defer { cli.remove() }
        let config = cli.folder.path("config.toml")
        try "[sync]\nurl = \"ftp://127.0.0.1/\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let ftp = try cli.runArguments(["sync", "--config", config])
        #expect(ftp.exitCode == 78)
        #expect(ftp.stderr.contains("is not an http:// or https:// URL"))
        try "[app]\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(try cli.runArguments(["sync", "--config", config]).stderr.contains("no sync account"))
        // Port 9 on loopback: nothing listens.
        try "[sync]\nurl = \"http://127.0.0.1:9/\"\nusername = \"a\"\n".write(
            toFile: config, atomically: true, encoding: .utf8)
        let down = try cli.runArguments(["sync", "--config", config])
        #expect(down.exitCode == 1)
        #expect(down.stderr.contains("cannot reach"), "\(down.stderr)")
        try "[sync]\nurl = \"http://127.0.0.1:9/\"\npassword_command = \"exit 4\"\n".write(
            toFile: config, atomically: true, encoding: .utf8)
        #expect(
            try cli.runArguments(["sync", "--config", config]).stderr.contains("password_command failed"))
    }
}
