import Foundation

/// Issue 23's measurements: how soon ike shows its first frame and how much memory it takes, side by side
/// with tudu (a C++ ncurses to-do list) on the same tasks, each from the same run.
///
/// Both start on a 120×40 pty of the bench's own and are timed the same way (`TerminalLaunch`), ike and
/// tudu alternately so that both see the same load; a first start of each warms the page cache.
struct StartBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport

    /// Starts per program and size; the median is reported.
    static let runs = 9
    /// Where Debian's tudu package puts it.
    static let tudu = "/usr/bin/tudu"

    func run() throws {
        let directory = TUIBenchmarks.absolute(arguments.directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let hasTudu = access(Self.tudu, X_OK) == 0
        if !hasTudu { report.row("tudu", "not installed (`apt-get install tudu`): ike's side only") }
        let sizes = [1_000, 10_000, 100_000].filter { $0 < arguments.taskCount } + [arguments.taskCount]
        var tuduAtOneThousand: Double?
        var smallDatabase: String?
        defer {
            for size in sizes {
                BenchDatabase.remove(at: directory + "/start-\(size).sqlite")
                unlink(directory + "/start-\(size).xml")
            }
        }
        for size in sizes {
            let database = directory + "/start-\(size).sqlite"
            try BenchDatabase.fill(try BenchDatabase.fresh(at: database), count: size)
            let xml = directory + "/start-\(size).xml"
            if hasTudu { try TuduFile.write(count: size, to: xml) }
            let ike = [TUIBenchmarks.absolute(arguments.ike), "--db", database]
            let tudu = [Self.tudu, "-f", xml]
            var ikeRuns: [TerminalLaunch.Result] = []
            var tuduRuns: [TerminalLaunch.Result] = []
            for round in 0...Self.runs {
                let ikeRun = try TerminalLaunch.run(ike, environment: Self.environment(directory))
                let tuduRun =
                    hasTudu ? try TerminalLaunch.run(tudu, environment: Self.environment(directory)) : nil
                guard round > 0 else { continue }
                ikeRuns.append(ikeRun)
                if let tuduRun { tuduRuns.append(tuduRun) }
            }
            let ikeFrame = Self.median(ikeRuns.map(\.firstFrame))
            let tuduFrame = tuduRuns.isEmpty ? nil : Self.median(tuduRuns.map(\.firstFrame))
            if size == 1_000 {
                tuduAtOneThousand = tuduFrame
                smallDatabase = database
            }
            report.row(
                "first frame on \(size) tasks (120×40 pty, median of \(Self.runs))",
                Self.sideBySide(ikeFrame, tuduFrame), goal: size == 1_000 ? "≤ 1.35 × tudu" : "flat")
            let ikePeak = Self.mebibytes(ikeRuns.map(\.peakKilobytes).max() ?? 0)
            let tuduPeak = tuduRuns.map(\.peakKilobytes).max().map(Self.mebibytes)
            report.row(
                "peak memory (VmHWM) at the first frame on \(size) tasks (highest of \(Self.runs))",
                "ike \(Self.format(ikePeak)) MiB" + (tuduPeak.map { " · tudu \(Self.format($0)) MiB" } ?? ""),
                goal: "≤ 15 MiB")
        }
        try commandLine(database: smallDatabase, tudu: tuduAtOneThousand)
        if hasTudu, let smallDatabase {
            try SideBySideKeys(report: report).run(
                ike: [TUIBenchmarks.absolute(arguments.ike), "--db", smallDatabase],
                tudu: [Self.tudu, "-f", directory + "/start-1000.xml"],
                environment: Self.environment(directory))
        }
    }

    /// `ike list` on 1000 tasks and `ike --version`, each next to tudu's first frame on 1000 tasks.
    private func commandLine(database: String?, tudu: Double?) throws {
        let ike = TUIBenchmarks.absolute(arguments.ike)
        let directory = TUIBenchmarks.absolute(arguments.directory)
        let environment = Self.environment(directory)
        var commands: [(name: String, argv: [String])] = []
        if let database {
            commands.append(("`ike list` on 1000 tasks (to /dev/null)", [ike, "--db", database, "list"]))
        }
        commands.append(("`ike --version`", [ike, "--version"]))
        for (name, argv) in commands {
            let times = try (0..<Self.runs).map { _ in
                try measure { try spawnChecked(argv, environment: environment) }
            }
            let peak = Self.peakKilobytes(argv, environment: environment, directory: directory)
            report.row(
                name + ", against tudu's first frame on 1000 tasks",
                Self.sideBySide(Self.median(times), tudu)
                    + (peak.map { " · peak \(Self.format(Self.mebibytes($0))) MiB" } ?? ""))
        }
    }

    /// The peak memory of a short-lived command, through GNU time.
    ///
    /// Not `wait4`'s own `ru_maxrss`: posix_spawn's child shares the bench's memory until it execs, and the
    /// kernel carries that (100 MiB after the databases are built) into the child's peak. GNU time forks
    /// the command from a process of its own that holds a megabyte.
    static func peakKilobytes(_ argv: [String], environment: [String: String], directory: String) -> Int? {
        let time = "/usr/bin/time"
        guard access(time, X_OK) == 0 else { return nil }
        let output = directory + "/time-output.txt"
        defer { unlink(output) }
        guard spawnAndWait([time, "-f", "%M", "-o", output] + argv, environment: environment) == 0,
            let text = try? String(contentsOfFile: output, encoding: .utf8)
        else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// PATH and HOME (tudu reads `~/.tudurc`; a private HOME keeps a person's settings out).
    static func environment(_ directory: String) -> [String: String] {
        ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": directory]
    }

    /// "ike 9.8 ms · tudu 7.5 ms · 1.31 × tudu", or ike's time alone.
    static func sideBySide(_ ike: Double, _ tudu: Double?) -> String {
        let mine = "ike \(BenchReport.milliseconds(ike))"
        guard let tudu else { return mine }
        return mine
            + " · tudu \(BenchReport.milliseconds(tudu)) · \(String(format: "%.2f", ike / tudu)) × tudu"
    }

    static func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
    static func mebibytes(_ kilobytes: Int) -> Double { Double(kilobytes) / 1024 }
    static func format(_ mebibytes: Double) -> String { String(format: "%.1f", mebibytes) }
}
