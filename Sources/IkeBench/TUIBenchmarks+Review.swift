import Foundation

extension TUIBenchmarks {
    /// The review deck on `count` tasks: building a deck of every open task, and deciding cards (done
    /// and later alternately, the done ones a durable commit).
    func reviewBenchmarks(_ session: PaneSession, database: String, count: Int) throws {
        let started = try session.launch(database: database)
        let chooser = try session.press("4", named: "4", in: started).inApp
        report.row(
            "open the review screen with its deck sizes on \(count) tasks (`4`)",
            String(format: "%.1f ms", chooser * 1000))
        let build = try session.press("Enter", named: "Enter", in: started).inApp
        report.row(
            "start a review round of every open task on \(count) tasks (`Enter`)",
            String(format: "%.1f ms", build * 1000))
        var decisions: [Double] = []
        for run in 0..<Self.keyRuns {
            let (key, name) = run.isMultiple(of: 2) ? ("Right", "→") : ("Left", "←")
            decisions.append(try session.press(key, named: name, in: started).inApp)
        }
        report.row(
            "decide a card (`→` done with durable commit, `←` later, alternately) on \(count) tasks, in app",
            BenchReport.distribution(decisions))
        // q leaves the deck (a second q would quit); Esc does the same, then q quits.
        _ = try session.press("Escape", named: "Esc", in: started)
        try session.quit()
    }
}
