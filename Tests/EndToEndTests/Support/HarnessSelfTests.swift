import Foundation
import Glibc
import IkeTestSupport
import Testing

/// Proves the end-to-end harness (finding `ike`, driving tmux) works on this machine before any test
/// relies on it; needs no `ike`. G numbers refer to Docs/TerminalNotes.md.
@Suite("End-to-end harness")
struct HarnessSelfTests {
    private let environment = ProcessRunner.baseEnvironment

    // MARK: - IkeBinary

    @Test("IkeBinary finds the binary next to the test bundle and stops at .build")
    func locatesBinary() throws {
        let root = try TempDirectory()
        defer { root.remove() }
        let linux = root.path(".build/x86_64-unknown-linux-gnu/debug")
        let darwinBundle = root.path(".build/debug/ikePackageTests.xctest/Contents/MacOS")
        for folder in [linux + "/ike.build", darwinBundle] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try Self.makeExecutable(root.path("ike"))  // above .build: must never be picked
        try Self.makeExecutable(root.path(".build/ike"))
        let linuxTests = linux + "/ikePackageTests.xctest"
        let darwinTests = darwinBundle + "/ikePackageTests"

        let missing = #expect(throws: HarnessError.self) {
            try IkeBinary.locate(environment: [:], testExecutables: [linuxTests])
        }
        #expect(missing?.description.contains(linux + "/ike\n") == true)
        #expect(missing?.description.contains("swift build --product ike") == true)

        try Self.makeExecutable(linux + "/ike")
        #expect(try IkeBinary.locate(environment: [:], testExecutables: [linuxTests]) == linux + "/ike")

        try Self.makeExecutable(root.path(".build/debug/ike"))
        let found = try IkeBinary.locate(environment: [:], testExecutables: [darwinTests])
        #expect(found == root.path(".build/debug/ike"))

        // Outside a .build tree only the bundle's own folder counts, never its parents.
        let elsewhere = root.path("elsewhere")
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        #expect(throws: HarnessError.self) {
            try IkeBinary.locate(environment: [:], testExecutables: [elsewhere + "/tests"])
        }

        let override = try IkeBinary.locate(
            environment: ["IKE_BINARY": root.path("ike")], testExecutables: [])
        #expect(override == root.path("ike"))
        #expect(throws: HarnessError.self) {
            try IkeBinary.locate(environment: ["IKE_BINARY": linux + "/ike.build"], testExecutables: [])
        }
    }

    // MARK: - TmuxSession

    @Test("tmux shows Korean output and passes literal input to the program")
    func tmuxRoundTrip() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        try session.start(
            command: ["/bin/sh", "-c", "printf \"할 일 ☐ ready\\n\"; read x; echo \"got:$x\"; sleep 5"],
            width: 60, height: 10)
        let ready = try session.waitForScreen(containing: "할 일 ☐ ready")
        #expect(ready.split(separator: "\n").first == "할 일 ☐ ready")
        try session.sendLiteral("abc")
        try session.sendKeys("Enter")
        let screen = try session.waitForScreen(containing: "got:abc")
        #expect(Array(screen.split(separator: "\n").prefix(3)) == ["할 일 ☐ ready", "abc", "got:abc"])
        #expect(session.isRunning)
        try session.sendKeys("C-c")
        #expect(try session.waitForExit() == 128 + SIGINT)
        #expect(!session.isRunning)
    }

    @Test("literal text with tmux metacharacters and Korean arrives unchanged")
    func literalMetacharacters() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        let script = "echo ready; read -r x; read -r y; read -r z; echo \"got:[$x][$y][$z]\"; sleep 5"
        try session.start(command: ["/bin/sh", "-c", script])
        try session.waitForScreen(containing: "ready")
        // tmux treats arguments ending in ";" as command separators; all three must arrive as typed.
        for text in ["-l Enter ;x; 우유;", "a\\;", ";"] {
            try session.sendLiteral(text)
            try session.sendKeys("Enter")
        }
        try session.waitForScreen(containing: "got:[-l Enter ;x; 우유;][a\\;][;]")
    }

    @Test("the pane has the requested size, TERM and exactly the given environment")
    func paneEnvironment() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        var env = environment
        env["IKE_X"] = "a b'c"
        try session.start(
            command: [
                "/bin/sh", "-c", "echo \"size=$(stty size) T=$TERM L=$LANG X=$IKE_X M=${TMUX:-none}\"",
            ],
            width: 77, height: 13, environment: env, term: "screen")
        #expect(try session.waitForExit() == 0)
        // A dead pane scrolls up one line for tmux's "Pane is dead" message, so read the history too.
        let lines = try session.capture(includeHistory: true).split(separator: "\n")
        #expect(lines.first == "size=13 77 T=screen L=C.UTF-8 X=a b'c M=none")
        #expect(lines.last?.hasPrefix("Pane is dead (status 0") == true)
    }

    @Test("waitForExit reports the exit status, and a timeout reports the last screen")
    func exitStatusAndScreenTimeout() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        try session.start(command: ["/bin/sh", "-c", "echo visible; read x; exit 7"])
        try session.waitForScreen(containing: "visible")
        // Called outside #expect: inside a macro's closure #line is the macro's line, not the call's.
        let callLine = #line + 2
        do {
            try session.waitForScreen(timeout: 0.1) { $0.contains("never shown") }
            Issue.record("waitForScreen returned for a predicate that cannot match")
        } catch HarnessError.screenTimeout(let seconds, let location, let lastScreen) {
            #expect(seconds == 0.1)
            #expect(location == "\(#fileID):\(callLine)")
            #expect(lastScreen.hasPrefix("visible\n"))
        }
        #expect(session.isRunning)
        try session.sendKeys("Enter")
        #expect(try session.waitForExit() == 7)
        #expect(!session.isRunning)
    }

    @Test("resizing delivers SIGWINCH to the program with the new size (G16)")
    func resizeDeliversSIGWINCH() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        let script = "trap 'echo WINCH $(stty size)' WINCH; echo ready; while :; do sleep 0.05; done"
        try session.start(command: ["/bin/sh", "-c", script], width: 80, height: 24)
        try session.waitForScreen(containing: "ready")
        try session.resize(width: 60, height: 20)
        try session.waitForScreen(containing: "WINCH 20 60")
    }

    @Test("a signal sent to the program reaches it, and its last words survive its exit")
    func signalToProgram() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        let script = "trap 'echo bye from $$; exit 9' TERM; echo up $$; while :; do sleep 0.05; done"
        try session.start(command: ["/bin/sh", "-c", script])
        try session.waitForScreen(containing: "up ")
        let program = try session.programPID()
        #expect(program != (try session.panePID()))
        #expect(try session.capture().hasPrefix("up \(program)\n"))
        #expect(Glibc.kill(program, SIGTERM) == 0)
        #expect(try session.waitForExit() == 9)
        #expect(try session.capture(includeHistory: true).contains("bye from \(program)\n"))
    }

    @Test("with linger 0 the program is the pane's own process")
    func noLinger() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        try session.start(command: ["/bin/sh", "-c", "echo pid $$; sleep 5"], linger: 0)
        let screen = try session.waitForScreen(containing: "pid ")
        let program = try session.programPID()
        #expect(program == (try session.panePID()))
        #expect(screen.hasPrefix("pid \(program)\n"))
        #expect(Glibc.kill(program, SIGKILL) == 0)
        #expect(try session.waitForExit() == 128 + SIGKILL)
    }

    @Test("kill stops the program and leaves no server socket behind")
    func killCleansUp() throws {
        let session = try TmuxSession()
        defer { session.kill() }
        try session.start(command: ["/bin/sh", "-c", "echo up; sleep 30"])
        try session.waitForScreen(containing: "up")
        let pane = try session.panePID()
        let program = try session.programPID()
        #expect(FileManager.default.fileExists(atPath: session.socketPath))
        session.kill()
        #expect(!FileManager.default.fileExists(atPath: session.socketPath))
        #expect(!session.isRunning)
        #expect(ProcessRunner.waitUntilGone(program, timeout: 3))
        #expect(ProcessRunner.waitUntilGone(pane, timeout: 3))
    }

    // MARK: - Helpers

    private static func makeExecutable(_ path: String) throws {
        try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o755)
    }
}
