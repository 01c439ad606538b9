import Foundation
import IkeTestSupport
import Testing

/// Issue 30, item 1, through the built binary against Radicale and Xandikos: a laptop and a desktop (two
/// databases, each with its own IKE_NOW) retitle one task three seconds apart; the laptop syncs first, yet
/// the desktop's later title wins on both machines and on the server, and the laptop's stays in the log.
@Suite("The later edit wins against real servers", .caldavServers)
struct LaterEditEndToEndTests {
    /// One machine: a database, a settings file pointing at the collection, and its own clock.
    struct Machine {
        var cli: IkeCLI

        init(server: CalDAVServer, collection: String) throws {
            cli = try IkeCLI()
            let settings = """
                [sync]
                url = "\(server.url(collection).absoluteString)"
                username = "\(server.user)"

                """
            try settings.write(toFile: cli.folder.path("config.toml"), atomically: true, encoding: .utf8)
        }

        /// Sets this machine's clock (IKE_NOW) for the commands that follow.
        mutating func at(_ time: String) { cli.environment["IKE_NOW"] = time }

        @discardableResult
        func sync(_ extra: String...) throws -> ProcessResult {
            let result = try cli.runArguments(["sync", "--config", cli.folder.path("config.toml")] + extra)
            guard result.exitCode == 0 else { throw CLIFailure(result: result) }
            return result
        }

        func retitle(_ title: String) throws {
            let id = try #require(try cli.tasks().first?["id"] as? Int)
            let result = try cli.run("edit", String(id), "--title", title)
            guard result.exitCode == 0 else { throw CLIFailure(result: result) }
        }
    }

    /// A laptop and a desktop on clocks starting at these times, sharing one task ("Pay rent", added on
    /// the laptop and synced to both), and the phone that reads the collection.
    static func sharedTask(
        _ kind: CalDAVServerKind, laptopAt: String, desktopAt: String
    ) throws -> (Machine, Machine, CalDAVPhone) {
        let server = try CalDAVServerScope.server(kind)
        let collection = try server.makeCollection()
        var laptop = try Machine(server: server, collection: collection)
        var desktop = try Machine(server: server, collection: collection)
        laptop.at(laptopAt)
        desktop.at(desktopAt)
        try laptop.cli.run("add", "Pay rent")
        try laptop.sync()
        try desktop.sync()
        return (laptop, desktop, CalDAVPhone(server: server, collectionPath: collection))
    }

    @Test(arguments: CalDAVServerKind.allCases)
    func theDesktopsLaterTitleWinsThoughTheLaptopSyncsFirst(_ kind: CalDAVServerKind) throws {
        var (laptop, desktop, phone) = try Self.sharedTask(
            kind, laptopAt: "2026-11-22T09:00:00Z", desktopAt: "2026-11-22T09:00:00Z")
        defer {
            laptop.cli.remove()
            desktop.cli.remove()
        }
        laptop.at("2026-11-22T10:00:00Z")
        try laptop.retitle("Laptop title")
        desktop.at("2026-11-22T10:00:03Z")
        try desktop.retitle("Desktop title")
        // Both sync well after both edits, the laptop first.
        laptop.at("2026-11-22T10:30:00Z")
        try laptop.sync()
        desktop.at("2026-11-22T10:31:00Z")
        let merged = try desktop.sync()
        #expect(merged.stdout.hasSuffix("merged 1, conflicts 1\n"), "\(merged.stdout)")
        laptop.at("2026-11-22T10:32:00Z")
        try laptop.sync()
        #expect(try laptop.cli.titles() == ["Desktop title"])
        #expect(try desktop.cli.titles() == ["Desktop title"])
        #expect(try phone.list().map(\.summary) == ["Desktop title"])
        let status = try desktop.sync("--status").stdout
        #expect(
            status.contains("title kept “Desktop title” (local), lost “Laptop title”"), "\(status)")
    }

    /// Clocks a day apart: the desktop's clock runs a day ahead, so its title wins though the laptop's edit
    /// came later in real time (Docs/Sync.md, "Merging").
    @Test(arguments: CalDAVServerKind.allCases)
    func theMachineWhoseClockIsAheadWinsAFieldBothChanged(_ kind: CalDAVServerKind) throws {
        var (laptop, desktop, _) = try Self.sharedTask(
            kind, laptopAt: "2026-11-22T09:00:00Z", desktopAt: "2026-11-23T09:00:00Z")
        defer {
            laptop.cli.remove()
            desktop.cli.remove()
        }
        desktop.at("2026-11-23T10:00:00Z")
        try desktop.retitle("Desktop title")
        laptop.at("2026-11-22T10:05:00Z")
        try laptop.retitle("Laptop title")
        desktop.at("2026-11-23T10:10:00Z")
        try desktop.sync()
        laptop.at("2026-11-22T10:15:00Z")
        let merged = try laptop.sync()
        #expect(merged.stdout.hasSuffix("merged 1, conflicts 1\n"), "\(merged.stdout)")
        desktop.at("2026-11-23T10:20:00Z")
        try desktop.sync()
        #expect(try laptop.cli.titles() == ["Desktop title"])
        #expect(try desktop.cli.titles() == ["Desktop title"])
    }
}
