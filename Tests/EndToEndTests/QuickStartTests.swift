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

    @Test func versionPrintsTheVersionAlone() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let result = try ProcessRunner.run(try IkeBinary.path(), ["--version"], environment: ike.environment)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "0.1.0\n")
        #expect(result.stderr == "")
    }
}
