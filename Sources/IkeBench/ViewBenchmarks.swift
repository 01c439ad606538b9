import Foundation
import GRDB
import IkeApp
import IkeCore

/// Issue 34's measurements at 100k tasks, a tenth of them with a start (half of those still to come):
/// each built-in filter term to its first screen of results (the count and 60 rows, as the list reads
/// them), the list's first read with and without hiding the starts to come, the agenda view's read, and
/// `ike agenda` end to end.
struct ViewBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport

    /// One example of each built-in term, as Docs/Filters.md names them.
    static let terms = [
        "Task 5", "#tag5", "-#tag5", "due<7d", "due:today", "due:none", "start>today", "start:none", "done",
        "-done", "cancelled", "important", "urgent", "q:do", "repeat", "has:notes", "est>30m",
        "#tag5 or #tag7", "(important -done) due<=+7d",
    ]

    func run() throws {
        try FileManager.default.createDirectory(
            atPath: arguments.directory, withIntermediateDirectories: true)
        let count = arguments.taskCount
        let path = arguments.directory + "/views-\(count).sqlite"
        let store = try BenchDatabase.fresh(at: path)
        try BenchDatabase.fill(store, count: count)
        let today = store.environment.today
        // Every tenth task starts somewhere from 20 days ago to 20 days on.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(
                sql: "UPDATE task SET start = date(?, ((id % 41) - 20) || ' days') WHERE id % 10 = 0",
                arguments: [today.iso])
        }
        try queue.close()
        for text in Self.terms {
            var filter = TaskFilter()
            filter.expression = try FilterParser.parse(text)
            filter.expressionToday = today
            let times = try (0..<9).map { _ in
                try measure {
                    _ = try store.count(filter)
                    _ = try store.items(filter, limit: 60)
                }
            }
            report.row(
                "filter `\(text)`: count and the first 60 rows, \(count) tasks, in process",
                BenchReport.distribution(times), goal: "≤ 20 ms")
        }
        try searchFirstFrame(store, count: count)
        try listFirstRead(store, count: count)
        try agenda(store, path: path, count: count)
    }

    /// A search for words as the list reads it: its first frame (the window, the count read after it) and
    /// the count that follows when no key waits.
    private func searchFirstFrame(_ store: TaskStore, count: Int) throws {
        var list = ListState()
        list.searchText = "Task 5"
        let filter = list.listFilter(now: store.environment.localNow)
        let query = ListQuery(
            filter: filter, selectedUID: nil, selectedIndex: 0, scrollTop: 0, visibleRows: 18)
        let frames = try (0..<9).map { _ in try measure { _ = try ListLoader.load(query, from: store) } }
        report.row(
            "search `Task 5`: the list's read for its first frame (rows, count after it), \(count) tasks",
            BenchReport.distribution(frames), goal: "≤ 20 ms")
        let counts = try (0..<9).map { _ in try measure { _ = try store.count(filter) } }
        report.row(
            "search `Task 5`: its count, read once no key waits, \(count) tasks",
            BenchReport.distribution(counts))
    }

    /// The list's first read (count, the selection's place, a window of rows), hiding the starts to come
    /// as the app does, against the same read showing every start.
    private func listFirstRead(_ store: TaskStore, count: Int) throws {
        let now = store.environment.localNow
        for (name, hides) in [("showing every start", false), ("hiding the starts to come", true)] {
            var filter = TaskFilter(includeDone: false)
            filter.startedBy = hides ? now : nil
            let query = ListQuery(
                filter: filter, selectedUID: nil, selectedIndex: 0, scrollTop: 0, visibleRows: 18)
            let times = try (0..<15).map { _ in try measure { _ = try ListLoader.load(query, from: store) } }
            report.row(
                "list's first read, open tasks, \(name), \(count) tasks, in process",
                BenchReport.distribution(times), goal: hides ? "within 10% of showing every start" : "")
        }
    }

    /// The agenda view's read in process and `ike agenda` end to end.
    private func agenda(_ store: TaskStore, path: String, count: Int) throws {
        var list = ListState()
        list.view = .agenda
        let query = list.agendaQuery(now: store.environment.localNow)
        let times = try (0..<9).map { _ in try measure { _ = try AgendaLoader.load(query, from: store) } }
        report.row(
            "agenda view's read (overdue, 7 days, starting soon), \(count) tasks, in process",
            BenchReport.distribution(times), goal: "≤ 20 ms")
        var environment = ProcessInfo.processInfo.environment
        environment["IKE_DB"] = path
        let runs = try (0..<5).map { _ in
            try measure { try spawnChecked([arguments.ike, "agenda"], environment: environment) }
        }
        report.row(
            "`ike agenda` on \(count) tasks, end to end", BenchReport.distribution(runs), goal: "≤ 30 ms")
    }
}
