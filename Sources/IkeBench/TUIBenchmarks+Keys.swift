import Foundation

extension TUIBenchmarks {
    /// With ike open on the largest database: bytes per cursor move, key-to-screen latency for move, toggle
    /// and reorder, then peak memory.
    func keyBenchmarks(_ session: PaneSession, database: String, count: Int) throws {
        let started = try session.launch(database: database)

        // First, while the selection is at the top, so that every move stays on the first screen.
        let bytes = try (0..<Self.byteRuns).map { _ in try bytesForOneMove(session, started) }
        let mean = Double(bytes.reduce(0, +)) / Double(bytes.count)
        report.row(
            "bytes to the terminal for one cursor move (80 columns, no scrolling)",
            String(
                format: "mean %.0f B, min %d, max %d (n=%d)", mean, bytes.min()!, bytes.max()!, bytes.count),
            goal: "≤ 300 B")

        let kinds = [
            ("move (`Down`)", "Down", "↓", "≤ 2 ms median"),
            ("toggle done (`Space`, durable commit)", "Space", "Space", "≤ 10 ms p99"),
            ("reorder (`S-Down`, durable commit)", "S-Down", "S-↓", "≤ 10 ms p99"),
        ]
        for (label, key, name, goal) in kinds {
            var inApp: [Double] = []
            var endToEnd: [Double] = []
            for _ in 0..<Self.keyRuns {
                let latency = try session.press(key, named: name, in: started)
                inApp.append(latency.inApp)
                endToEnd.append(latency.endToEnd)
            }
            report.row(
                "\(label) key to screen on \(count) tasks, in app", BenchReport.distribution(inApp),
                goal: goal)
            report.row(
                "\(label) key to screen, end to end (incl. `tmux send-keys`)",
                BenchReport.distribution(endToEnd))
        }

        let peak = try session.peakMemoryKilobytes()
        report.row(
            "peak memory (VmHWM) of ike on \(count) tasks after the key runs",
            String(format: "%.1f MiB", Double(peak) / 1024), goal: "≤ 40 MB")
        try session.quit()
    }

    /// Pipes the pane's output to a file around one Down and returns how many bytes ike wrote for it.
    private func bytesForOneMove(_ session: PaneSession, _ started: PaneSession.Started) throws -> Int {
        let path = session.tracePath + ".pipe"
        unlink(path)
        defer { unlink(path) }
        try session.tmux.pipeOutput(to: path)
        _ = try session.press("Down", named: "↓", in: started)
        // ike has written the frame when it stamps it, but tmux reads the pty and feeds `cat` later.
        let size = try Self.settledSize(of: path)
        try session.tmux.pipeOutput(to: nil)
        return size
    }

    /// The size of `path` once it is non-empty and has not grown for 50 ms.
    private static func settledSize(of path: String, timeout: Double = 5) throws -> Int {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var last = -1
        var stableSince = DispatchTime.now().uptimeNanoseconds
        while DispatchTime.now().uptimeNanoseconds < deadline {
            var info = stat()
            let size = stat(path, &info) == 0 ? Int(info.st_size) : 0
            let now = DispatchTime.now().uptimeNanoseconds
            if size != last {
                last = size
                stableSince = now
            } else if size > 0 && now - stableSince >= 50_000_000 {
                return size
            }
            usleep(1_000)
        }
        throw BenchError("\(path) never settled (last size \(last) B)")
    }
}
