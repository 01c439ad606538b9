import Foundation

extension TUIBenchmarks {
    /// The focus card on `count` tasks: opening it with `f` (a durable write of its work period), and the
    /// bytes its countdown sends the terminal while nothing else happens (issue 35: a tick redraws only
    /// what changed).
    func focusBenchmarks(_ session: PaneSession, database: String, count: Int) throws {
        let started = try session.launch(database: database)
        let open = try session.press("f", named: "f", in: started).inApp
        report.row(
            "open the focus card on the selected task on \(count) tasks (`f`, durable write)",
            String(format: "%.1f ms", open * 1000))
        let path = session.tracePath + ".focus"
        unlink(path)
        defer { unlink(path) }
        try session.tmux.pipeOutput(to: path)
        let seconds = 10.0
        usleep(useconds_t(seconds * 1e6))
        try session.tmux.pipeOutput(to: nil)
        var info = stat()
        let bytes = stat(path, &info) == 0 ? Int(info.st_size) : 0
        report.row(
            "bytes to the terminal per second of the focus card's countdown (80 columns, idle, \(Int(seconds)) s)",
            String(format: "%.0f B/s", Double(bytes) / seconds), goal: "only the clock's cells")
        // Esc stops the card (its work period is dropped: under a minute), then q quits.
        _ = try session.press("Escape", named: "Esc", in: started)
        try session.quit()
    }
}
