import Foundation
import IkeTestSupport
import Testing

/// `ike config` and the app's refusal of a wrong settings file, through the built binary.
@Suite("The settings file through the binary")
struct SettingsCommandTests {
    /// The binary with HOME and XDG_CONFIG_HOME inside a temporary folder, so the person's file is never read.
    struct Sandbox {
        let cli: IkeCLI
        var environment: [String: String]
        var configFolder: String { cli.folder.path("config/ike") }
        var configFile: String { configFolder + "/config.toml" }

        init() throws {
            cli = try IkeCLI()
            environment = cli.environment
            environment["HOME"] = cli.folder.path("home")
            environment["XDG_CONFIG_HOME"] = cli.folder.path("config")
        }

        func ike(_ arguments: String..., prefix: [String] = []) throws -> ProcessResult {
            let binary = try IkeBinary.path()
            let command = prefix.isEmpty ? binary : prefix[0]
            return try ProcessRunner.run(
                command, Array(prefix.dropFirst()) + (prefix.isEmpty ? [] : [binary]) + arguments,
                environment: environment)
        }

        func write(_ text: String) throws {
            try FileManager.default.createDirectory(atPath: configFolder, withIntermediateDirectories: true)
            try text.write(toFile: configFile, atomically: true, encoding: .utf8)
        }
    }

    @Test func pathInitAndCheck() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cli.remove() }
        #expect(try sandbox.ike("config", "path").stdout == sandbox.configFile + "\n")
        let absent = try sandbox.ike("config", "check")
        #expect(absent.exitCode == 0)
        #expect(absent.stdout == "OK: \(sandbox.configFile) (no file there: the defaults apply)\n")
        let written = try sandbox.ike("config", "init")
        #expect(written.exitCode == 0)
        #expect(written.stdout == "Wrote \(sandbox.configFile)\n")
        let text = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
        #expect(text.contains("# \"task.toggleDone\" = [\"Space\"]"))
        #expect(try sandbox.ike("config", "check").stdout == "OK: \(sandbox.configFile)\n")
        // Never over an existing file without --force.
        try sandbox.write("[app]\nmouse = false\n")
        let again = try sandbox.ike("config", "init")
        #expect(again.exitCode == 1)
        #expect(again.stderr.contains("exists; ike config init --force replaces it"))
        #expect(try String(contentsOfFile: sandbox.configFile, encoding: .utf8) == "[app]\nmouse = false\n")
        #expect(try sandbox.ike("config", "init", "--force").exitCode == 0)
        #expect(try String(contentsOfFile: sandbox.configFile, encoding: .utf8) == text)
    }

    @Test func checkListsEveryProblemWithItsLineAndTheAppRefusesToStart() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cli.remove() }
        try sandbox.write("[keys]\n\"task.toggleDone\" = \"q\"\n\n[theme]\ndone = \"#zzzzzz\"\n")
        let check = try sandbox.ike("config", "check")
        #expect(check.exitCode == 78)
        #expect(
            check.stdout == """
                \(sandbox.configFile):2: q is bound to both app.quit and task.toggleDone, which apply in the same place; one would never run
                \(sandbox.configFile):5: theme.done must be a colour name ("red", "bright-blue", "default"), a number 0–255 or "#rrggbb", not "#zzzzzz"

                """)
        let app = try sandbox.ike("--db", sandbox.cli.database)
        #expect(app.exitCode == 78)
        #expect(app.stderr.contains("\(sandbox.configFile):2: q is bound to both"))
        #expect(app.stderr.contains("ike config check"))
        // Refused before the database: nothing was created.
        #expect(!FileManager.default.fileExists(atPath: sandbox.cli.database))
        // --config names another file; a named file that is missing is an error, not the defaults.
        let missing = try sandbox.ike(
            "--config", sandbox.cli.folder.path("none.toml"), "--db", sandbox.cli.database)
        #expect(missing.exitCode == 78)
        #expect(missing.stderr.contains("none.toml: no such file"))
    }

    /// Issue 32: a header the TOML parser does not expect stopped every command with SIGABRT (exit 134).
    /// `ike config check` finds what `ike sync` would refuse, each at its line with a fix, and explains the
    /// TOML parser's bare messages (issue 32, friction 4).
    @Test func checkFindsWhatSyncRefusesAndSaysTheFix() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cli.remove() }
        let password = sandbox.cli.folder.path("password")
        try "secret\n".write(toFile: password, atomically: true, encoding: .utf8)
        chmod(password, 0o644)
        try sandbox.write(
            "[sync]\nurl = \"cloud.example.org/dav\"\nusername = \"alice\"\npassword_file = \"\(password)\"\n"
        )
        let check = try sandbox.ike("config", "check")
        #expect(check.exitCode == 78, "\(check.stdout)")
        #expect(
            check.stdout == """
                \(sandbox.configFile):2: [sync] url cloud.example.org/dav is not an http:// or https:// URL \
                (url = "https://cloud.example.org/dav"?)
                \(sandbox.configFile):4: password_file \(password) can be read by others; chmod 600 it

                """, "\(check.stdout)")
        chmod(password, 0o600)
        try sandbox.write(
            "[sync]\nurl = \"https://cloud.example.org/dav/\"\npassword_file = \"\(password)\"\n"
                + "[[sync.collections]]\nhref = \"/a/\"\n[[sync.collections]]\nhref = \"/b/\"\n")
        let tagless = try sandbox.ike("config", "check")
        #expect(
            tagless.exitCode == 78 && tagless.stdout.contains("href /b/ needs a tag"), "\(tagless.stdout)")
        for (text, hint) in [
            ("[app]\nmouse = true\n\n[app]\nhide_done = true\n", ":4: not valid TOML: "),
            ("[app]\nstart_screen = list\n", ":2: not valid TOML: "),
        ] {
            try sandbox.write(text)
            let bad = try sandbox.ike("config", "check")
            #expect(bad.exitCode == 78 && bad.stdout.contains(hint), "\(bad.stdout)")
        }
        try sandbox.write("[app]\nmouse = true\n\n[app]\nhide_done = true\n")
        #expect(try sandbox.ike("config", "check").stdout.contains("[app] begins at line 1 already"))
        try sandbox.write("[app]\nstart_screen = list\n")
        #expect(try sandbox.ike("config", "check").stdout.contains("put text in quotes"))
    }

    @Test func aSectionNameTheTOMLParserCannotTakeIsAProblemNotACrash() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cli.remove() }
        for header in ["[!]", "[é]", "[=]", "[[!]]", "[\u{1}]"] {
            try sandbox.write("[app]\nmouse = true\n\(header)\n")
            let check = try sandbox.ike("config", "check")
            #expect(check.exitCode == 78, "\(header): \(check.stderr)")
            #expect(
                check.stdout.hasPrefix("\(sandbox.configFile):3: not valid TOML: a section name"), "\(header)"
            )
            let app = try sandbox.ike("--db", sandbox.cli.database)
            #expect(app.exitCode == 78, "\(header): \(app.stderr)")
            #expect(app.stderr.contains("\(sandbox.configFile):3: not valid TOML"))
        }
    }

    @Test func filesThatAreNotSettingsAreRefusedByName() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cli.remove() }
        try FileManager.default.createDirectory(
            atPath: sandbox.configFolder, withIntermediateDirectories: true)
        try Data([0x5B, 0x61, 0x70, 0x70, 0x5D, 0x0A, 0xFF, 0xFE]).write(
            to: URL(fileURLWithPath: sandbox.configFile))
        let latin = try sandbox.ike("config", "check")
        #expect(latin.exitCode == 78)
        #expect(latin.stdout == "\(sandbox.configFile):2: is not UTF-8 text; save it as UTF-8\n")
        let big = String(repeating: "# " + String(repeating: "x", count: 1000) + "\n", count: 10_500)
        try sandbox.write(big)
        let huge = try sandbox.ike("config", "check")
        #expect(huge.exitCode == 78)
        #expect(huge.stdout.contains("a settings file may be at most 1024 KB"))
    }

    @Test func aSettingsFolderThatCannotBeReadIsNamed() throws {
        let sandbox = try Sandbox()
        defer {
            chmod(sandbox.configFolder, 0o755)
            sandbox.cli.remove()
        }
        try sandbox.write("[app]\nmouse = false\n")
        var prefix: [String] = []
        if getuid() == 0 {
            // Root reads every folder: run as nobody, through folders nobody may enter.
            prefix = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
            for folder in [sandbox.cli.folder.path, sandbox.cli.folder.path("config")] {
                chmod(folder, 0o755)
            }
        }
        chmod(sandbox.configFolder, 0)
        let result = try sandbox.ike("config", "check", prefix: prefix)
        #expect(result.exitCode == 78)
        #expect(result.stdout == "\(sandbox.configFile): cannot be read: Permission denied\n")
    }

    @Test func listWeekFollowsTheFirstWeekday() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cli.remove() }
        // IKE_NOW is Sunday 2026-11-22: Monday weeks end today, Sunday weeks run to Saturday the 28th.
        try sandbox.cli.run("add", "Saturday errand", "--due", "2026-11-28")
        try sandbox.cli.run("add", "Last Monday", "--due", "2026-11-16")
        func week() throws -> String {
            try sandbox.ike("list", "--week", "--db", sandbox.cli.database).stdout
        }
        #expect(try week().contains("Last Monday"))
        #expect(try !week().contains("Saturday errand"))
        try sandbox.write("[app]\nfirst_weekday = \"sunday\"\n")
        #expect(try week().contains("Saturday errand"))
        #expect(try !week().contains("Last Monday"))
    }

    /// `ike add` and `ike edit` read "next week" as the app does; a date word that names no week never reads
    /// the file, so a broken one does not stop it.
    @Test func deadlineWordsFollowTheFirstWeekday() throws {
        let sandbox = try Sandbox()
        defer { sandbox.cli.remove() }
        // IKE_NOW is Sunday 2026-11-22: with Monday weeks next week starts tomorrow, with Sunday weeks on the 29th.
        func add(_ due: String) throws -> ProcessResult {
            try sandbox.ike("add", "Plan", "--due", due, "--db", sandbox.cli.database)
        }
        #expect(try add("next week").stdout.contains("(due Monday 23 November 2026)"))
        try sandbox.write("[app]\nfirst_weekday = \"sunday\"\n")
        #expect(try add("next week").stdout.contains("(due Sunday 29 November 2026)"))
        let edited = try sandbox.ike("edit", "1", "--due", "this week", "--db", sandbox.cli.database)
        #expect(edited.exitCode == 0, "\(edited.stderr)")
        #expect(
            try sandbox.ike("list", "--json", "--db", sandbox.cli.database).stdout.contains("\"2026-11-28\""))
        try sandbox.write("[app]\nfirst_weekday = 3\n")
        #expect(try add("fri").exitCode == 0)
        #expect(try add("next month").exitCode == 0)
        #expect(try add("this fri").exitCode == 0)
        #expect(try add("next fri").exitCode == 78)
        #expect(try add("this week").exitCode == 78)
    }
}
