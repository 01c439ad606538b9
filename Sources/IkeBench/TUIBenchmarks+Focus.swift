import Foundation

extension TUIBenchmarks {
    /// The focus card: opening it with `f` (a durable write of its work period), and the
    /// bytes its countdown sends the terminal while nothing else happens (issue 35: a tick redraws only
    /// what changed).
    ///
    /// On a database of one open task: the generated ones may list a done task first, on which `f` says
    /// there is nothing to focus on; the bytes a tick sends do not depend on the tasks' number.
    func focusBenchmarks(_ session: PaneSession) throws {
        let database = Self.absolute(arguments.directory) + "/focus.sqlite"
        BenchDatabase.remove(at: database)
        defer { BenchDatabase.remove(at: database) }
        try BenchDatabase.fresh(at: database).add(titles: ["Write the quarterly report"], at: .bottom)
        let started = try session.launch(database: database)
        let open = try session.press("f", named: "f", in: started).inApp
        report.row(
            "open the focus card (`f`, its work period's durable write)",
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
