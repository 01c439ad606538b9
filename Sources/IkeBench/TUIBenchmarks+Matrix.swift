import Foundation

extension TUIBenchmarks {
    /// Switches made to the matrix, each timed from the key to the finished frame.
    static let switchRuns = 20

    /// Issue 5's measurements: switching from the list to the matrix, and carrying a task between
    /// quadrants (a flag change and its durable commit), with ike open on `count` tasks.
    func matrixBenchmarks(_ session: PaneSession, database: String, count: Int) throws {
        let started = try session.launch(database: database)
        var switches: [Double] = []
        for _ in 0..<Self.switchRuns {
            switches.append(try session.press("3", named: "3", in: started).inApp)
            _ = try session.press("1", named: "1", in: started)
        }
        report.row(
            "switch from the list to the matrix (`3`) on \(count) tasks, key to finished frame",
            BenchReport.distribution(switches), goal: "≤ 30 ms")

        _ = try session.press("3", named: "3", in: started)
        var carries: [Double] = []
        // Do first ↔ Schedule: each carry flips the task's urgent flag and the selection follows it.
        for run in 0..<Self.keyRuns {
            let (key, name) = run.isMultiple(of: 2) ? ("S-Right", "S-→") : ("S-Left", "S-←")
            carries.append(try session.press(key, named: name, in: started).inApp)
        }
        report.row(
            "carry a task to the next quadrant (`S-→`/`S-←`, durable commit) on \(count) tasks, in app",
            BenchReport.distribution(carries), goal: "≤ 10 ms p99")
        try session.quit()
    }
}
