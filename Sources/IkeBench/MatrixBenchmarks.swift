import Foundation
import IkeApp
import IkeCore

/// Issue 35, item 5's measurements at 100k tasks: the matrix's read in process as the app makes it (every
/// task, the starts to come hidden, 80×24's windows), with urgency from near deadlines and the inbox,
/// against the same store read by the flags alone, as the matrix read before (per quadrant a window and a
/// tally count). A third of the generated tasks have a deadline, most of them past or near, so most dated
/// tasks are urgent by their deadline: the worst case for the counts moved between quadrants.
struct MatrixBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport

    func run() throws {
        let count = arguments.taskCount
        let (store, path) = try BenchDatabase.filled("matrix", in: arguments.directory, count: count)
        defer { BenchDatabase.remove(at: path) }
        let now = store.environment.localNow
        var filter = TaskFilter()
        filter.startedBy = now
        filter.foldsDoneOccurrences = true
        let limits = Dictionary(uniqueKeysWithValues: Quadrant.allCases.map { ($0, 200) })
        let flagsOnly = try (0..<15).map { _ in
            try measure {
                for quadrant in Quadrant.allCases {
                    var quadrantFilter = filter
                    quadrantFilter.quadrant = quadrant
                    _ = try store.items(quadrantFilter, limit: 200)
                    _ = try store.count(quadrantFilter)
                }
                _ = try store.counts()
            }
        }
        report.row(
            "matrix's read by the flags alone (before issue 35, item 5), \(count) tasks, in process",
            BenchReport.distribution(flagsOnly), goal: "")
        let query = MatrixQuery(
            filter: filter, limits: limits, urgentThrough: UrgencyRule().lastUrgentDay(today: now.date))
        let triage = try (0..<15).map { _ in try measure { _ = try MatrixLoader.load(query, from: store) } }
        let inbox = try MatrixLoader.load(query, from: store).inboxTotal
        report.row(
            "matrix's read with urgency from deadlines (urgent_within 2) and the inbox (\(inbox) tasks), "
                + "\(count) tasks, in process",
            BenchReport.distribution(triage), goal: "≤ 20 ms")
    }
}
