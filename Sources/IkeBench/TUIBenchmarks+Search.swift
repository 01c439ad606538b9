import Foundation

extension TUIBenchmarks {
    /// Search as you type on `count` tasks: each key filters every title and note again.
    func searchBenchmarks(_ session: PaneSession, database: String, count: Int) throws {
        let started = try session.launch(database: database)
        _ = try session.press("/", named: "/", in: started)
        var keys: [Double] = []
        // "7", "71", "714" … then erased: from many matches to few and back.
        for _ in 0..<5 {
            for digit in ["7", "1", "4"] {
                keys.append(try session.press(digit, named: digit, in: started).inApp)
            }
            for _ in 0..<3 { keys.append(try session.press("BSpace", named: "Backspace", in: started).inApp) }
        }
        report.row(
            "search as you type (`/` then digits and Backspace) on \(count) tasks, key to screen, in app",
            BenchReport.distribution(keys))
        _ = try session.press("Escape", named: "Esc", in: started)
        try session.quit()
    }
}
