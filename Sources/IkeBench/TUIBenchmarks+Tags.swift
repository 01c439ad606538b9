import Foundation

extension TUIBenchmarks {
    /// Filters applied and cleared per run of the tag filter benchmark.
    static let tagFilterRuns = 20

    /// Issue 15's app measurements on `count` tasks with 50 tags: opening the `#` chooser (it reads every
    /// tag's counts), applying a tag (Enter: the first frame of the tag-filtered list), moving under the
    /// filter, and clearing it (Esc: every task again).
    func tagFilterBenchmarks(_ session: PaneSession, database: String, count: Int) throws {
        let started = try session.launch(database: database)
        let tag = BenchDatabase.tagName(5)
        var opens: [Double] = []
        var applies: [Double] = []
        var clears: [Double] = []
        var moves: [Double] = []
        for _ in 0..<Self.tagFilterRuns {
            opens.append(try session.press("#", named: "#", in: started).inApp)
            for character in tag {
                _ = try session.press(String(character), named: String(character), in: started)
            }
            applies.append(try session.press("Enter", named: "Enter", in: started).inApp)
            for _ in 0..<5 { moves.append(try session.press("Down", named: "↓", in: started).inApp) }
            clears.append(try session.press("Escape", named: "Esc", in: started).inApp)
        }
        report.row(
            "open the tag chooser (`#`, every tag's counts) on \(count) tasks, 50 tags, in app",
            BenchReport.distribution(opens))
        report.row(
            "apply a tag filter (`Enter` on #\(tag): first frame of the filtered list) on \(count) tasks, in app",
            BenchReport.distribution(applies), goal: "≤ 30 ms")
        report.row(
            "move (`Down`) in the tag-filtered list on \(count) tasks, in app",
            BenchReport.distribution(moves),
            goal: "≤ 2 ms median")
        report.row(
            "clear the tag filter (`Esc`: every task again) on \(count) tasks, in app",
            BenchReport.distribution(clears))
        try session.quit()
    }
}
