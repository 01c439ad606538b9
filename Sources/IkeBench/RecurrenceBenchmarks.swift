import Foundation
import IkeCore

/// Issue 18's measurement: completing (and skipping) a recurring task in a store of `taskCount` tasks with
/// the durable commit the app and the command line use: the done record inserted after it, the task moved
/// to its next deadline, one transaction.
struct RecurrenceBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport

    /// How many completions are timed; each adds one done record.
    static let samples = 300

    func run() throws {
        try FileManager.default.createDirectory(
            atPath: arguments.directory, withIntermediateDirectories: true)
        let count = arguments.taskCount
        let path = arguments.directory + "/recurrence-\(count).sqlite"
        let store = try BenchDatabase.fresh(at: path)
        try BenchDatabase.fill(store, count: count)
        let rule = try RecurrencePhrase.parse("every day", today: store.environment.today)
        let created = try store.create(
            TaskEdit(title: "Water the plants", deadline: store.environment.today, repeats: .rule(rule)),
            at: .bottom
        ).item
        let plain = try store.create(TaskEdit(title: "Call the bank"), at: .bottom).item
        var complete: [Double] = []
        var skip: [Double] = []
        var toggle: [Double] = []
        for index in 0..<Self.samples {
            complete.append(try measure { try store.setDone(true, uids: [created.uid]) })
            skip.append(try measure { try store.skipOccurrence(uids: [created.uid]) })
            // The same commit for a task that does not repeat, measured alongside as the baseline.
            toggle.append(try measure { try store.setDone(index.isMultiple(of: 2), uids: [plain.uid]) })
        }
        report.row(
            "completing a recurring task (done record + next deadline) at \(count) tasks",
            BenchReport.distribution(complete), goal: "≤ 10 ms p99")
        report.row(
            "skipping an occurrence at \(count) tasks", BenchReport.distribution(skip), goal: "≤ 10 ms p99")
        report.row(
            "marking a task that does not repeat done or open at \(count) tasks (baseline)",
            BenchReport.distribution(toggle))
        BenchDatabase.remove(at: path)
    }
}
