import Foundation
import IkeCore

/// The plan deck (issue 35, item 2) on the generated database with a tenth of the tasks planned over the
/// ten days around the frozen day: what opening it reads (the chooser's deck sizes, the deck's uids, the
/// first card; goal ≤ 20 ms at 100k), the shutdown's deck, and the day's plan its summary reads.
struct PlanBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport

    static let runs = 21

    func run() throws {
        let count = arguments.taskCount
        let (store, database) = try BenchDatabase.filled(
            "plan", in: TUIBenchmarks.absolute(arguments.directory), count: count)
        defer { BenchDatabase.remove(at: database) }
        let today = LocalDate(iso: "2025-11-12")!
        try BenchDatabase.planTenth(store, around: today)
        var dealt = 0
        let opening = try (0..<Self.runs).map { _ in
            try measure {
                _ = try store.reviewCounts(today: today)
                let deck = try store.reviewDeck(.plan, today: today)
                dealt = deck.count
                if let first = deck.first { _ = try store.item(uid: first) }
            }
        }
        report.row(
            "open the plan deck on \(count) tasks (deck sizes, \(dealt) cards' uids, the first card)",
            BenchReport.distribution(opening), goal: "≤ 20 ms")
        let deckOnly = try (0..<Self.runs).map { _ in
            try measure { _ = try store.reviewDeck(.plan, today: today) }
        }
        report.row("… of which the plan deck's uids", BenchReport.distribution(deckOnly))
        let shutdown = try (0..<Self.runs).map { _ in
            try measure { _ = try store.reviewDeck(.shutdown, today: today) }
        }
        report.row("the shutdown deck's uids on \(count) tasks", BenchReport.distribution(shutdown))
        let dayPlan = try (0..<Self.runs).map { _ in
            try measure { _ = try store.dayPlan(on: today) }
        }
        report.row("today's plan for a summary on \(count) tasks", BenchReport.distribution(dayPlan))
    }
}
