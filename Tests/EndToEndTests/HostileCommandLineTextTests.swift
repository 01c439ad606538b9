import Foundation
import GRDB
import IkeTestSupport
import Testing

/// Issue 32, "Safe output": user text that could reorder or drive a terminal, in every command that shows
/// it. Bidi controls never reach a terminal (removed, as the app removes them; `\u` escapes in JSON), and
/// the human messages (not exports, not JSON) show escape sequences as symbols whether or not standard
/// output is a terminal, since a pipe often ends in a log or a mail that is read on one.
@Suite("Hostile text in the command line's messages")
struct HostileCommandLineTextTests {
    /// Reads "invoice exe.jpg done" on a terminal that obeys the override.
    static let bidiTitle = "invoice\u{202E}gpj.exe\u{202C} done"
    /// The same title as the app draws it: the controls left out, the true order shown.
    static let bidiShown = "invoicegpj.exe done"
    /// Text that holds both an escape sequence and a bidi override.
    static let hostile = "evil\u{1B}]0;owned\u{07}\u{1B}[31m\u{202E}red"

    /// A database holding a task titled `bidiTitle`, due today, with a tag and a custom repeat that hold
    /// `hostile` (written as another app's sync could leave them: `Tag` and `--repeat` refuse them), and a
    /// conflict in the sync log quoting it.
    static func seeded() throws -> IkeCLI {
        let ike = try IkeCLI()
        try #require(try ike.run("add", bidiTitle, "--due", "2026-11-22").exitCode == 0)
        try #require(try ike.run("add", "Plain", "--tag", "home").exitCode == 0)
        let database = try DatabaseQueue(path: ike.database)
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO tag (name, key) VALUES (?, ?)", arguments: [hostile, hostile.lowercased()])
            try db.execute(
                sql: "INSERT INTO task_tag (taskId, tagId) VALUES (1, (SELECT id FROM tag WHERE key = ?))",
                arguments: [hostile.lowercased()])
            try db.execute(
                sql: "UPDATE task SET repeatRule = ?, repeatSyntax = 'ics' WHERE id = 1",
                arguments: ["FREQ=DAILY;X-NOTE=" + hostile])
            try db.execute(
                sql: """
                    INSERT INTO sync_conflict (uid, title, field, kept, lost, keptSide, at)
                    VALUES ('u1', ?, 'title', ?, ?, 'server', 0)
                    """,
                arguments: [bidiTitle, hostile, hostile])
        }
        try database.close()
        return ike
    }

    @Test func listDueTagsEditAndSyncStatusOnATerminalShowNoBidiControl() throws {
        let ike = try Self.seeded()
        defer { ike.remove() }
        #expect(try ike.onTerminal("list").text.contains(Self.bidiShown))
        #expect(try ike.onTerminal("due").text.contains(Self.bidiShown))
        #expect(try ike.onTerminal("sync", "--status").text.contains(Self.bidiShown))
        // JSON keeps the exact text, as escapes a JSON reader turns back into the controls.
        #expect(try ike.run("list", "--json").stdout.contains(#""title":"invoice\u202egpj.exe\u202c done""#))
        #expect(try ike.titles().first == Self.bidiTitle)
        let commands: [[String]] = [
            ["list"], ["list", "--json"], ["due"], ["due", "--json"], ["tags"], ["tags", "--json"],
            ["sync", "--status"], ["edit", "1", "--urgent"], ["edit", "1", "--due", "2026-11-23"],
        ]
        for command in commands {
            let shown = try ike.onTerminal(command)
            Self.expectSafe(shown.bytes, command.joined(separator: " "))
        }
    }

    @Test func humanMessagesToAPipeShowEscapeSequences() throws {
        let ike = try Self.seeded()
        defer { ike.remove() }
        var bin = ike
        // No notify-send on PATH: the reminders are printed, as under cron or a systemd timer.
        bin.environment["PATH"] = ike.folder.path("empty-bin")
        let notify = try bin.run("notify")
        Self.expectSafe(Array(notify.stdout.utf8) + Array(notify.stderr.utf8), "notify")
        #expect(notify.stdout.contains("Due today: \(Self.bidiShown) (#1)"), "\(notify.stdout)")
        let runs: [(String, ProcessResult)] = [
            ("list", try ike.run("list")),
            ("due", try ike.run("due")),
            ("tags", try ike.run("tags")),
            ("sync --status", try ike.run("sync", "--status")),
            ("edit --due", try ike.run("edit", "1", "--due", "2026-11-24")),
        ]
        for (what, result) in runs {
            Self.expectSafe(Array(result.stdout.utf8) + Array(result.stderr.utf8), what)
            #expect(result.stdout.contains("evil␛]0;owned␇␛[31mred"), "\(what): \(result.stdout)")
        }
        #expect(runs[4].1.stdout.contains("custom (FREQ=DAILY;X-NOTE=evil␛]0;owned␇␛[31mred)"))
    }

    @Test func checkProblemsAndBackupListsShowHostileTextInAPipeAndOnATerminal() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        // A database in a folder whose name holds the hostile text, and a task whose list position does.
        let folder = ike.folder.path(Self.hostile)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let database = folder + "/ike.sqlite"
        try #require(try ike.run("add", "One", database: database).exitCode == 0)
        try #require(try ike.run("backup", database: database).exitCode == 0)
        let queue = try DatabaseQueue(path: database)
        try queue.write {
            try $0.execute(sql: "UPDATE task SET orderKey = ? WHERE id = 1", arguments: [Self.hostile])
        }
        try queue.close()

        let check = try ike.run("check", database: database)
        #expect(check.exitCode == 65, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("not an order key: evil␛]0;owned␇␛[31mred"), "\(check.stdout)")
        let list = try ike.run("backup", "--list", database: database)
        #expect(list.exitCode == 0, "\(list.stderr)")
        #expect(list.stdout.contains("/evil␛]0;owned␇␛[31mred/backups/"), "\(list.stdout)")
        for (what, result) in [("check", check), ("backup --list", list)] {
            Self.expectSafe(Array(result.stdout.utf8) + Array(result.stderr.utf8), what)
        }
        for command in [["check"], ["backup", "--list"]] {
            let shown = try PseudoTerminal.run(
                try IkeBinary.path(), command + ["--db", database], environment: ike.environment)
            Self.expectSafe(shown.bytes, command.joined(separator: " ") + " on a terminal")
        }
    }

    @Test func notifySendIsGivenNoBidiControl() throws {
        let world = try DueAndNotifyTests.World()
        defer { world.close() }
        try world.fakeNotifier()
        try world.cli.run("edit", "3", "--title", Self.bidiTitle)
        _ = try world.notify()
        let arguments = world.calls().flatMap { $0 }
        #expect(arguments.contains(Self.bidiShown), "\(arguments)")
        Self.expectSafe(Array(arguments.joined(separator: "\n").utf8), "notify-send's arguments")
    }

    @Test func configCheckQuotesAKeyNameSafely() throws {
        let sandbox = try SettingsCommandTests.Sandbox()
        defer { sandbox.cli.remove() }
        // A bidi override as it is, an escape as TOML writes one in a quoted key.
        try sandbox.write("[app]\n\"\u{202E}esuom\" = true\n\"x\\u001B[2Jy\" = 1\n")
        let check = try sandbox.ike("config", "check")
        #expect(check.exitCode == 78, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("esuom"), "\(check.stdout)")
        Self.expectSafe(Array(check.stdout.utf8) + Array(check.stderr.utf8), "config check")
        let shown = try PseudoTerminal.run(
            try IkeBinary.path(), ["config", "check"], environment: sandbox.environment)
        #expect(shown.text.contains("esuom"), "\(shown.text)")
        Self.expectSafe(shown.bytes, "config check on a terminal")
    }

    /// A server's error body is printed by `ike sync --verbose` one marked line at a time, so its lines
    /// cannot pass for ike's own.
    @Test func verboseSyncMarksEachLineOfAServersBody() throws {
        let server = try LoopbackCalDAVServer()
        defer { server.stop() }
        let machine = try SyncFailureEndToEndTests.Machine(server: server).withChangesWaiting()
        defer { machine.cli.remove() }
        let body = "Maintenance\r\nike: synced, every task was deleted\n< 200 (0 bytes, 1 ms)\n\u{202E}txet\n"
        server.intercept {
            $0.method == "REPORT"
                ? .text("HTTP/1.1 500 Internal Server Error\nContent-Type: text/plain\n\n" + body) : nil
        }
        let failed = try machine.sync("--verbose")
        #expect(failed.exitCode == 1)
        let lines = failed.stderr.split(separator: "\n").map(String.init)
        for line in ["Maintenance", "ike: synced, every task was deleted", "< 200 (0 bytes, 1 ms)", "txet"] {
            #expect(lines.contains("<| " + line), "\(line): \(failed.stderr)")
            #expect(!lines.contains(line), "\(line): \(failed.stderr)")
        }
        // ike's own lines are there, unmarked: the request, the status, the failure.
        #expect(lines.contains { $0.hasPrefix("> REPORT ") }, "\(failed.stderr)")
        #expect(lines.contains { $0.hasPrefix("< 500 ") }, "\(failed.stderr)")
        #expect(lines.last?.hasPrefix("ike: ") == true, "\(failed.stderr)")
        Self.expectSafe(Array(failed.stderr.utf8), "sync --verbose")
    }

    @Test(arguments: ["FREQ=DAILY;X-NOTE=\u{1B}[31m", "FREQ=WEEKLY;X-NOTE=\u{202E}x", "every\u{7}day"])
    func aRepeatWithControlCharactersIsRefusedWhereItIsTyped(rule: String) throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Water plants")
        let contents = try ike.contents()
        let added = try ike.run("add", "Feed the cat", "--repeat", rule)
        let edited = try ike.run("edit", "1", "--repeat", rule)
        for result in [added, edited] {
            #expect(result.exitCode != 0, "\(rule): \(result.stdout)")
            #expect(
                result.stderr.contains("a repeat rule cannot hold control or invisible characters"),
                "\(rule): \(result.stderr)")
            Self.expectSafe(Array(result.stderr.utf8), "the refusal")
        }
        #expect(try ike.contents() == contents)
    }

    @Test func ikeJSONWithARepeatHoldingControlCharactersIsRefused() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Water plants", "--repeat", "FREQ=DAILY;X-NOTE=kept")
        let file = ike.folder.path("tasks.json")
        try #require(try ike.run("export", "--format", "json", "-o", file).exitCode == 0)
        let exported = try String(contentsOfFile: file, encoding: .utf8)
        try #require(exported.contains("X-NOTE=kept"))
        let other = try IkeCLI()
        defer { other.remove() }
        try other.run("add", "Already here")
        let contents = try other.contents()
        for (hostile, scalar) in [("X-NOTE=\\u001b[31m", "U+001B"), ("X-NOTE=\u{202E}x", "U+202E")] {
            try exported.replacingOccurrences(of: "X-NOTE=kept", with: hostile)
                .write(toFile: file, atomically: true, encoding: .utf8)
            let imported = try other.run("import", file, "--format", "json")
            #expect(imported.exitCode != 0, "\(imported.stdout)")
            #expect(
                imported.stderr.contains(
                    "“repeat”: a repeat rule cannot hold control or invisible characters"),
                "\(imported.stderr)")
            #expect(imported.stderr.contains("holds \(scalar)"), "\(imported.stderr)")
            #expect(try other.contents() == contents)
        }
    }

    /// The form: a rule another app wrote with an escape in it no longer stops the task being saved, and a
    /// rule pasted with a bidi override is refused in place.
    @Test func theFormKeepsARuleFromElsewhereAndRefusesAPastedOne() throws {
        let rule = "FREQ=DAILY;X-NOTE=\u{1B}[31mred"
        let app = try ListScreenSession(titles: ["Water plants", "Feed the cat"]) { cli in
            let queue = try DatabaseQueue(path: cli.database)
            try queue.write {
                try $0.execute(
                    sql: "UPDATE task SET repeatRule = ?, repeatSyntax = 'ics' WHERE id = 1",
                    arguments: [rule])
            }
            try queue.close()
        }
        defer { app.close() }
        try app.waitForRows(["▸☐ Water plants ↻ custom", "☐ Feed the cat"])
        try app.tmux.sendKeys("e")
        try app.tmux.waitForScreen(containing: "Edit task")
        try app.tmux.sendLiteral(" daily")
        try app.tmux.sendKeys("C-s")
        try app.waitForRows(["▸☐ Water plants daily ↻ custom", "☐ Feed the cat"])
        let saved = try app.cli.tasks()[0]
        #expect(saved["title"] as? String == "Water plants daily")
        #expect((saved["repeat"] as? [String: Any])?["text"] as? String == rule, "\(saved)")

        try app.tmux.sendKeys("Down", "e")
        try app.tmux.waitForScreen(containing: "Edit task")
        try app.tmux.sendKeys("Tab", "Tab", "Tab", "Tab")
        try app.tmux.sendLiteral("FREQ=WEEKLY;X-NOTE=\u{202E}x")
        try app.tmux.waitForScreen(containing: "a repeat rule cannot hold control")
    }

    /// No ESC, BEL, DEL, C1 or other C0 control but a line break or tab (`HostileTextTests`), and no bidi
    /// control (U+061C, U+200E/F, U+202A–E, U+2066–9).
    static func expectSafe(
        _ bytes: [UInt8], _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        HostileTextTests.expectNoControls(bytes, what, sourceLocation: sourceLocation)
        let bidi = String(decoding: bytes, as: UTF8.self).unicodeScalars.filter {
            [0x061C, 0x200E, 0x200F].contains($0.value) || (0x202A...0x202E).contains($0.value)
                || (0x2066...0x2069).contains($0.value)
        }
        #expect(
            bidi.isEmpty, "\(what) wrote bidi controls \(bidi.map { String($0.value, radix: 16) })",
            sourceLocation: sourceLocation)
    }
}
