import Foundation
import IkeTestSupport
import Testing

/// The app's own options are read without swift-argument-parser (issue 23), in every spelling the parser
/// accepts; whatever the quick path does not recognise still gets the parser's answer.
@Suite("Starting the app without the argument parser")
struct QuickStartTests {
    /// `--db=PATH`, flags in any order and `--review-seconds=N` open the app as the parser would.
    @Test(arguments: [
        ["--ascii", "--db=DB", "--no-color"], ["--no-mouse", "--review-seconds=30", "--ascii", "--db", "DB"],
        ["--db", "DB", "--reduce-motion", "--ascii", "--review-seconds", "3600"],
    ])
    func theAppsOptionsOpenTheApp(arguments: [String]) throws {
        let cli = try IkeCLI()
        defer { cli.remove() }
        try cli.run("add", "Buy milk")
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        let argv = arguments.map { $0.replacingOccurrences(of: "DB", with: cli.database) }
        try tmux.start(command: [try IkeBinary.path()] + argv, environment: cli.environment)
        let screen = try tmux.waitForScreen { $0.contains("Buy milk") }
        #expect(screen.contains("[ ] Buy milk"), "--ascii was not applied: \(screen)")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    /// Repeated, empty or misplaced options are the parser's to judge, as before: usage errors (64).
    @Test(arguments: [
        ["--review-seconds", "3601"], ["--review-seconds=0"], ["--db"], ["--review-seconds"], ["--ascii=yes"],
        ["--db", "--ascii"], ["-x"], ["--no-colour"],
    ])
    func whatItDoesNotRecogniseGetsTheParsersAnswer(arguments: [String]) throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let result = try ProcessRunner.run(try IkeBinary.path(), arguments, environment: ike.environment)
        #expect(result.exitCode == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("Usage: ike"), "\(result.stderr)")
    }

    /// `ike agenda`'s quick path prints what the parser's path prints for the same request. A repeated
    /// option sends the same request to the parser (which takes the last value), so the two are compared.
    @Test(arguments: [
        (quick: [], parsed: ["--days", "7", "--days", "7"]),
        (quick: ["--json"], parsed: ["--json", "--json"]),
        (quick: ["--days", "3"], parsed: ["--days", "9", "--days", "3"]),
        (
            quick: ["--days=1", "--json", "--db", "DB"],
            parsed: ["--days=1", "--json", "--db", "DB", "--db", "DB"]
        ),
    ])
    func theAgendaReadWithoutTheParserPrintsWhatTheParserWould(quick: [String], parsed: [String]) throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        for arguments in [
            ["Renew passport", "--due", "2020-01-01"], ["Pay rent", "--due", "today"],
            ["Dentist", "--due", "+2d"],
            ["Write report", "--start", "+3d"], ["Far away", "--due", "+5d"],
        ] {
            #expect(try ike.runArguments(["add"] + arguments).exitCode == 0, "\(arguments)")
        }
        let fill = { (arguments: [String]) in arguments.map { $0 == "DB" ? ike.database : $0 } }
        let fast = try ike.runArguments(["agenda"] + fill(quick))
        let slow = try ike.runArguments(["agenda"] + fill(parsed))
        #expect(fast.exitCode == 0 && slow.exitCode == 0, "\(fast.stderr) \(slow.stderr)")
        #expect(fast.stdout == slow.stdout)
        #expect(fast.stdout.contains("Renew passport"), "\(fast.stdout)")
        #expect(fast.stdout.contains("Far away") == (quick.isEmpty || quick == ["--json"]), "\(fast.stdout)")
    }

    /// What the agenda's quick path does not take is the parser's to refuse, with its usage (64).
    @Test(arguments: [
        ["--days", "0"], ["--days", "61"], ["--days"], ["--days=x"], ["--json=yes"], ["--bogus"], ["--db"],
    ])
    func theAgendaLeavesWhatItDoesNotRecogniseToTheParser(arguments: [String]) throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Buy milk")
        let result = try ike.runArguments(["agenda"] + arguments)
        #expect(result.exitCode == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("Usage: ike"), "\(result.stderr)")
    }

    @Test func versionPrintsTheVersionAlone() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let result = try ProcessRunner.run(try IkeBinary.path(), ["--version"], environment: ike.environment)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "0.1.0\n")
        #expect(result.stderr == "")
    }
}
