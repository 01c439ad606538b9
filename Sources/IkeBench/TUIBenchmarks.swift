import Foundation

/// Issue 3's, 5's and 15's measurements of the list and matrix screens, from outside the process: ike runs in an 80×24 tmux pane
/// and stamps its frames into an `IKE_TRACE` file, which this reads back.
///
/// ike is started by typing its command line into the pane's shell (see `PaneSession` for why not
/// `respawn-pane`).
struct TUIBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport

    /// Starts of ike per database size, and of the floor programs.
    static let startRuns = 5
    /// Keys sent per kind in the latency runs.
    static let keyRuns = 200
    /// Cursor moves whose output is counted.
    static let byteRuns = 10

    func run() throws {
        guard TmuxDriver.isInstalled else {
            report.row("list screen (tmux)", "skipped: tmux is not installed")
            return
        }
        let directory = Self.absolute(arguments.directory)
        let tmux = TmuxDriver(directory: directory)
        let sizes = [1_000, 10_000, 100_000].filter { $0 < arguments.taskCount } + [arguments.taskCount]
        let databases = sizes.map { directory + "/tui-\($0).sqlite" }
        let tracePath = directory + "/tui-trace.log"
        defer {
            tmux.kill()
            databases.forEach(BenchDatabase.remove)
            unlink(tracePath)
        }
        try tmux.start(width: 80, height: 24)
        let session = try PaneSession(tmux: tmux, ike: Self.absolute(arguments.ike), tracePath: tracePath)

        for (count, database) in zip(sizes, databases) {
            try BenchDatabase.fill(try BenchDatabase.fresh(at: database), count: count)
            let samples = try (0..<Self.startRuns).map { _ in
                let started = try session.launch(database: database)
                try session.quit()
                return started.firstFrame
            }
            report.row(
                "time to first frame on \(count) tasks (80×24, typed into tmux)",
                BenchReport.distribution(samples), goal: count == arguments.taskCount ? "≤ 50 ms" : "")
        }
        try startFloors(session)
        try keyBenchmarks(session, database: databases.last!, count: sizes.last!)
        try matrixBenchmarks(session, database: databases.last!, count: sizes.last!)
        try reviewBenchmarks(session, database: databases.last!, count: sizes.last!)
        try focusBenchmarks(session)
        try searchBenchmarks(session, database: databases.last!, count: sizes.last!)
        try tagFilterBenchmarks(session, database: databases.last!, count: sizes.last!)
    }

    /// What any process costs to start: a bare Swift binary through the same tmux path, and `ike --version`.
    private func startFloors(_ session: PaneSession) throws {
        let bench = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let samples = try (0..<Self.startRuns).map { _ in
            let started = try session.launch([bench, "--stamp", session.tracePath])
            try session.waitForShell()
            return started.firstFrame
        }
        report.row(
            "start floor: `IkeBench --stamp` (Swift + Foundation, no work) via tmux",
            BenchReport.distribution(samples))

        let environment = ProcessInfo.processInfo.environment
        let versionTimes = (0..<Self.startRuns).map { _ in
            measure { spawnAndWait([session.ike, "--version"], environment: environment) }
        }
        report.row(
            "start floor: `ike --version` end to end (posix_spawn, no tmux)",
            BenchReport.distribution(versionTimes))
    }

    /// `path` made absolute, because tmux execs ike from the server's working directory.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
