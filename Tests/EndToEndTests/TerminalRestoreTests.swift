import Foundation
import Testing

/// However ike ends (q, Ctrl-C, SIGTERM, SIGHUP, a crash signal), the shell gets a sane terminal back.
@Suite("Terminal restore")
struct TerminalRestoreTests {
    static let saneCheck = "stty -a | grep -q ' icanon' && stty -a | grep -q ' echo ' && echo SANE-TTY"

    /// How the test ends ike: a key name for tmux, or a signal number sent to the process.
    enum Ending: Sendable, CustomStringConvertible {
        case keys(String)
        case signal(Int32)

        var description: String {
            switch self {
            case .keys(let keys): "keys \(keys)"
            case .signal(let number): "signal \(number)"
            }
        }
    }

    @Test(arguments: [Ending.keys("q"), .keys("C-c"), .signal(SIGTERM), .signal(SIGHUP), .signal(SIGSEGV)])
    func theShellGetsASaneTerminalBack(ending: Ending) throws {
        let cli = try IkeCLI()
        defer { cli.remove() }
        try cli.run("add", "Restore me")
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        var environment = cli.environment
        environment["PS1"] = "prompt$ "
        try tmux.start(command: ["/bin/bash", "--norc", "--noprofile", "-i"], environment: environment)
        try tmux.waitForScreen(containing: "prompt$")
        try tmux.sendLiteral("\(try IkeBinary.path()) --db \(cli.database); clear")
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen(containing: "▸☐ Restore me")
        switch ending {
        case .keys(let keys):
            try tmux.sendKeys(keys)
        case .signal(let number):
            let shell = try tmux.programPID()
            let ike = try #require(Self.child(of: shell))
            #expect(kill(ike, number) == 0)
        }
        try tmux.waitForScreen { $0.contains("prompt$") && !$0.contains("Restore me") }
        try tmux.sendLiteral(Self.saneCheck)
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen(containing: "SANE-TTY")
        // Mouse tracking and bracketed paste are off again: tmux reports the pane's modes.
        let modes = try tmux.tmux([
            "display", "-p", "-t", TmuxSession.sessionName, "#{mouse_any_flag}#{alternate_on}",
        ])
        #expect(modes.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "00")
    }

    /// The first process whose parent is `parent` (ike, started by the shell).
    static func child(of parent: pid_t) -> pid_t? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, pid_t(fields[1]) == parent { return pid }
        }
        return nil
    }
}
