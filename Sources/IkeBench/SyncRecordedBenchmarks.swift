import Foundation
import IkeCore
import IkeSync
import IkeSyncTestSupport

/// Issue 36's sync rows: ike's own work in one sync of many synced tasks (`SyncSession` once the
/// collection is known: rechecks, plan, guard, run, token), against a recorded server
/// (`RecordedCalDAVStore`) so that no server's time counts. Nothing changed, 10 changes on each side, and
/// the full listing every `SyncPlanner.fullListingEvery` syncs; each with the memory it adds at its peak,
/// at a tenth of the tasks and at all of them, to show whether that grows with the tasks.
struct SyncRecordedBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport
    static let runs = 10

    func run() throws {
        let directory = TUIBenchmarks.absolute(arguments.directory) + "/sync-recorded"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for count in [max(1_000, arguments.taskCount / 10), arguments.taskCount] {
            try benchmark(count, file: directory + "/synced-\(count).sqlite")
        }
    }

    private func benchmark(_ count: Int, file: String) throws {
        let store = try BenchDatabase.fresh(at: file)
        defer { BenchDatabase.remove(at: file) }
        try BenchDatabase.fill(store, count: count)
        let server = try SyncedDatabase.make(store, file: file)

        var peak = 0
        let quiet = try (0..<Self.runs).map { _ in try sync(store, server, peak: &peak).seconds }
        report.row(
            "sync with nothing changed, \(count) synced tasks, recorded answers",
            BenchReport.distribution(quiet) + " · peak +\(Self.mebibytes(peak))", goal: "≤ 30 ms at 100k")

        try rounds(
            "sync of 10 changes here and 10 there, \(count) synced tasks, recorded answers",
            goal: "≤ 60 ms at 100k",
            store, server
        ) { round in
            let items = try store.items(limit: 20, offset: round * 20)
            for item in items.prefix(10) {
                try store.edit(uid: item.uid, TaskEdit(title: "Edited here \(round): " + item.title))
            }
            for item in items.suffix(10) {
                server.serverWrites(
                    SyncedDatabase.path + item.uid + ".ics",
                    body: SyncedDatabase.base(of: item, title: "Edited there \(round): " + item.title))
            }
        }
        // A task added here is sent with an X-APPLE-SORT-ORDER between its neighbours' values, so phones
        // place it where ike has it (SortOrderIndex).
        try rounds(
            "sync of 1 task added here, \(count) synced tasks, recorded answers", goal: "≤ 60 ms at 100k",
            store,
            server
        ) { round in
            try store.add(titles: ["Added here \(round)"], at: round == 1 ? .top : .bottom)
        }

        // A task new on the phone takes an order key after the last task whose value is below its own (its
        // CREATED): made now, it goes at the end, found reading up from there; made before every task here
        // (the worst case), the walk reads them all.
        for (name, created) in [
            ("made now", "20301129T100000Z"), ("older than every task", "20000101T100000Z"),
        ] {
            try rounds(
                "sync of 1 task added on the phone (\(name)), \(count) synced tasks, recorded answers",
                goal: "≤ 60 ms at 100k", store, server
            ) { round in
                let uid = "phone-\(name.prefix(4))-\(round)"
                server.serverWrites(
                    SyncedDatabase.path + uid + ".ics",
                    body:
                        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\n"
                        + "DTSTAMP:\(created)\r\nCREATED:\(created)\r\nSUMMARY:From the phone\r\n"
                        + "END:VTODO\r\nEND:VCALENDAR\r\n")
            }
        }
        // Two collections: every sync reconciles their plans so each task lives in one (PairedSyncPlanner).
        // The first sync lists the new, empty one whole, so it is left out.
        let work = RecordedCalDAVStore(path: "/alice/work/", listing: [])
        peak = 0
        let paired = try (0...Self.runs).map { _ in try sync(store, server, peak: &peak, second: work).seconds
        }
        report.row(
            "sync with nothing changed, two collections (\(count) synced tasks in one), recorded answers",
            BenchReport.distribution(Array(paired.dropFirst())) + " · peak +\(Self.mebibytes(peak))",
            goal: "≤ 30 ms at 100k")

        peak = 0
        var listings: [Double] = []
        while listings.count < 3 {
            let every = SyncPlanner.fullListingEvery
            let periodic = try store.syncCollections()[0].syncCount % every == every - 1
            let (seconds, _) = try sync(store, server, peak: &peak, measuringPeak: periodic)
            if periodic { listings.append(seconds) }
        }
        report.row(
            "the full listing every \(SyncPlanner.fullListingEvery) syncs, \(count) synced tasks, nothing changed",
            BenchReport.distribution(listings) + " · peak +\(Self.mebibytes(peak))")
    }

    /// Three rounds of `prepare` (given the round's number), each followed by one sync, reported as `name`
    /// with the memory added at the peak and what the last sync did.
    private func rounds(
        _ name: String, goal: String, _ store: TaskStore, _ server: RecordedCalDAVStore,
        prepare: (Int) throws -> Void
    ) throws {
        var peak = 0
        var times: [Double] = []
        var line = ""
        for round in 0..<3 {
            try prepare(round)
            let (seconds, said) = try sync(store, server, peak: &peak)
            times.append(seconds)
            line = said
        }
        report.row(
            name, BenchReport.distribution(times) + " · peak +\(Self.mebibytes(peak)) · " + line, goal: goal)
    }

    /// One sync of `store` with `server`: its time, what it did in words, and the memory it added at its peak kept in
    /// `peak` when higher (kB). With `second`, a second collection, paired with a tag no task has, is synced
    /// in the same run (Docs/Sync.md, "Several collections").
    private func sync(
        _ store: TaskStore, _ server: RecordedCalDAVStore, peak: inout Int, measuringPeak: Bool = true,
        second: RecordedCalDAVStore? = nil
    ) throws -> (seconds: Double, line: String) {
        let collection = SyncSession.Account.Collection(url: URL(string: SyncedDatabase.url)!, tag: nil)
        let session = SyncSession(store: store, account: .init(url: collection.url, credentials: nil))
        let collections =
            [collection] + (second == nil ? [] : [.init(url: URL(string: Self.secondURL)!, tag: "work")])
        let remotes: [any CalDAVStore] = [server] + (second.map { [$0] } ?? [])
        var outcome: SyncSession.Outcome?
        let (seconds, added) = try PeakMemory.during {
            try measure {
                outcome = try BlockingRun.wait {
                    try await session.run(collections, remotes: remotes, dryRun: false, force: false)
                }
            }
        }
        if measuringPeak { peak = max(peak, added ?? 0) }
        return (seconds, outcome?.summary?.line ?? "")
    }

    /// The second collection's address, beside `SyncedDatabase.url`.
    static let secondURL = "http://127.0.0.1/alice/work/"

    private static func mebibytes(_ kilobytes: Int) -> String {
        String(format: "%.1f MiB", Double(kilobytes) / 1024)
    }
}
