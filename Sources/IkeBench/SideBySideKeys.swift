import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Key to screen through a pty, ike and tudu side by side on the same 1,000 tasks (issue 36, item 2): each
/// program runs on an 80×24 pty of its own and the presses alternate between them, so both see the same
/// load. A press is timed from writing its bytes to the master side to the last byte of the redraw it
/// causes (then `quiet` milliseconds of silence), the way `TerminalLaunch` times a first frame; the first
/// byte of the redraw is shown beside it.
struct SideBySideKeys {
    let report: BenchReport
    static let presses = 40
    static let quiet: Int32 = 30

    /// One kind of press: its name, ike's key and tudu's (tudu's default keys, /etc/tudurc).
    struct Press {
        let name: String
        let ike: [UInt8]
        let tudu: [UInt8]
    }

    /// Down (`kcud1` of xterm-256color, as a terminal in keypad mode sends it) against tudu's `j`; Space
    /// (ike's durable toggle) against `m` (tudu's, in memory until it quits); Shift-Down (`kDN`, a durable
    /// reorder) against `J`.
    static let kinds = [
        Press(name: "move (ike Down, tudu j)", ike: Array("\u{1B}OB".utf8), tudu: Array("j".utf8)),
        Press(name: "toggle done (ike Space, durable; tudu m)", ike: Array(" ".utf8), tudu: Array("m".utf8)),
        Press(
            name: "reorder (ike S-Down, durable; tudu J)", ike: Array("\u{1B}[1;2B".utf8),
            tudu: Array("J".utf8)),
    ]

    /// Presses each kind `presses` times in `ike` and `tudu` alternately and reports the medians side by
    /// side; toggle and reorder against tudu's toggle, as the issue's goal says.
    func run(ike: [String], tudu: [String], environment: [String: String]) throws {
        var medians: [(ike: Double, tudu: Double, ikeFirst: Double, tuduFirst: Double)] = []
        for kind in Self.kinds {
            let ikeProgram = try Running(ike, environment: environment)
            defer { ikeProgram.stop() }
            let tuduProgram = try Running(tudu, environment: environment)
            defer { tuduProgram.stop() }
            var ikeTimes: [(first: Double, last: Double)] = []
            var tuduTimes: [(first: Double, last: Double)] = []
            for _ in 0..<Self.presses {
                ikeTimes.append(try ikeProgram.press(kind.ike))
                tuduTimes.append(try tuduProgram.press(kind.tudu))
            }
            medians.append(
                (
                    StartBenchmarks.median(ikeTimes.map(\.last)),
                    StartBenchmarks.median(tuduTimes.map(\.last)),
                    StartBenchmarks.median(ikeTimes.map(\.first)),
                    StartBenchmarks.median(tuduTimes.map(\.first))
                ))
        }
        let tuduToggle = medians[1].tudu
        for (index, kind) in Self.kinds.enumerated() {
            let times = medians[index]
            let against = index == 0 ? times.tudu : tuduToggle
            report.row(
                "\(kind.name) key to screen through a pty, 1000 tasks, median of \(Self.presses)",
                "ike \(BenchReport.milliseconds(times.ike)) · tudu \(BenchReport.milliseconds(times.tudu)) · "
                    + String(format: "%.2f", times.ike / against)
                    + (index == 0 ? " × tudu" : " × tudu's toggle") + " · first byte ike "
                    + BenchReport.milliseconds(times.ikeFirst) + ", tudu "
                    + BenchReport.milliseconds(times.tuduFirst),
                goal: index == 0 ? "≤ 1.1 × tudu" : "≤ 1.2 × tudu's toggle")
        }
    }

    /// A program on a pty of its own, its first frame drawn.
    final class Running {
        let terminal: PseudoTerminal
        let pid: pid_t
        let argv: [String]

        init(_ argv: [String], environment: [String: String]) throws {
            terminal = try PseudoTerminal(width: 80, height: 24)
            pid = try TerminalLaunch.spawnOnTerminal(
                argv, environment: TerminalLaunch.variables(environment), terminal: terminal.slavePath)
            self.argv = argv
            _ = try TerminalLaunch.burst(
                on: terminal, of: argv, minimumBytes: TerminalLaunch.minimumBytes,
                quiet: TerminalLaunch.quietMilliseconds)
        }

        /// Seconds from typing `key` to the first byte of its redraw and to the last; what was still on
        /// its way from before is read first.
        func press(_ key: [UInt8]) throws -> (first: Double, last: Double) {
            while terminal.read(waiting: 5) != nil {}
            let start = realtimeNanoseconds()
            terminal.type(key)
            guard let bytes = terminal.read(waiting: 2_000), !bytes.isEmpty else {
                throw BenchError("`\(argv.joined(separator: " "))` drew nothing for a key in 2 s")
            }
            let first = realtimeNanoseconds()
            let last = try TerminalLaunch.burst(
                on: terminal, of: argv, minimumBytes: 0, quiet: SideBySideKeys.quiet)
            return (Double(first - start) / 1e9, Double(last - start) / 1e9)
        }

        func stop() { TerminalLaunch.finish(pid, terminal: terminal, quit: "q") }
    }
}
