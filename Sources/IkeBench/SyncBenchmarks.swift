import Foundation
import IkeCore

/// Issue 17's measurements: `ike sync` (the release binary, settings from a file, the password from
/// `IKE_SYNC_PASSWORD`) against Radicale and Xandikos on loopback, with 1,000 tasks: the first upload, the
/// first download, a sync with nothing changed, and 10 changes on each side; and beside each the server's
/// own share, timed with the bench's client.
struct SyncBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport
    /// Tasks on each side: 1,000, or `--tasks` when fewer (at least 60: three rounds of 20 edits).
    var count: Int { max(60, min(arguments.taskCount, 1_000)) }
    /// Samples of the quick syncs.
    static let runs = 10

    func run() throws {
        let venv = TUIBenchmarks.absolute(arguments.caldavVenv)
        guard FileManager.default.isExecutableFile(atPath: venv + "/bin/radicale") else {
            report.row("sync", "skipped: no CalDAV servers in \(venv) (`make sync-servers`)")
            return
        }
        let directory = TUIBenchmarks.absolute(arguments.directory) + "/sync"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let start = try (0..<Self.runs).map { _ in
            try measure { try spawnChecked([arguments.ike, "--version"], environment: [:]) }
        }
        report.row("start floor: `ike --version` end to end", BenchReport.distribution(start))
        for kind in CalDAVLauncher.Kind.allCases {
            let server = try CalDAVLauncher(kind, venv: venv, folder: directory + "/\(kind)")
            let client = SyncBenchServer(origin: server.origin)
            defer {
                client.shutdown()
                server.stop()
            }
            try benchmark(kind, server: server, client: client, directory: directory)
        }
    }

    private func benchmark(
        _ kind: CalDAVLauncher.Kind, server: CalDAVLauncher, client: SyncBenchServer, directory: String
    ) throws {
        // The first upload.
        let upload = try client.makeCollection(home: kind.home, name: "upload")
        let database = directory + "/\(kind)-upload.sqlite"
        try BenchDatabase.fill(try BenchDatabase.fresh(at: database), count: count)
        let machine = SyncMachine(
            ike: arguments.ike, database: database, collection: upload, folder: directory)
        defer { BenchDatabase.remove(at: database) }
        let (uploadSeconds, uploadLine) = try machine.sync()
        report.row("\(kind): first sync of \(count) local tasks (upload)", seconds(uploadSeconds, uploadLine))

        // Nothing changed: ike end to end, then the same REPORT from the bench.
        let quiet = try (0..<Self.runs).map { _ in try machine.sync().seconds }
        report.row(
            "\(kind): sync with nothing changed on \(count) tasks, end to end",
            BenchReport.distribution(quiet),
            goal: "≤ 200 ms, one REPORT")
        let log = try machine.verboseSync()
        report.row(
            "\(kind): requests of that sync (`--verbose`)",
            "\(log.requests.joined(separator: ", ")); server answered in \(log.answerMilliseconds) ms")
        let token = try TaskStore.open(at: database).syncCollections().first?.syncToken
        let reports = try (0..<Self.runs).map { _ in try client.timeReport(upload, token: token) }
        report.row("\(kind): the same REPORT from the bench's client", BenchReport.distribution(reports))

        // Ten changes on each side.
        let store = try TaskStore.open(at: database)
        var changes: [Double] = []
        var changeLine = ""
        for round in 0..<3 {
            let items = try store.items()
            let records = try store.syncItems(collectionID: try store.syncCollections()[0].id)
            _ = try store.change { writer in
                for item in items[(round * 20)..<(round * 20 + 10)] {
                    var edited = item
                    edited.title = "Edited here \(round): " + item.title
                    _ = try writer.update(edited)
                }
            }
            let theirs = items[(round * 20 + 10)..<(round * 20 + 20)].map(\.uid)
            let hrefs = records.filter { theirs.contains($0.uid) }.map { $0.href }
            try client.editTodos(hrefs, in: upload, round: round)
            let (seconds, line) = try machine.sync()
            changes.append(seconds)
            changeLine = line
        }
        report.row(
            "\(kind): sync of 10 changes here and 10 there on \(count) tasks",
            BenchReport.distribution(changes) + " · " + changeLine)

        // The first download.
        let download = try client.makeCollection(home: kind.home, name: "download")
        let populate = try client.createTodos(count, in: download)
        report.row(
            "\(kind): the bench's own \(count) PUTs, 4 in flight (the server's share of an upload)",
            BenchReport.milliseconds(populate))
        let empty = directory + "/\(kind)-download.sqlite"
        _ = try BenchDatabase.fresh(at: empty)
        defer { BenchDatabase.remove(at: empty) }
        let newMachine = SyncMachine(
            ike: arguments.ike, database: empty, collection: download, folder: directory)
        let (downloadSeconds, downloadLine) = try newMachine.sync()
        report.row(
            "\(kind): first sync of \(count) remote tasks (download)", seconds(downloadSeconds, downloadLine))
    }

    private func seconds(_ value: Double, _ line: String) -> String {
        String(format: "%.2f s", value) + " · " + line
    }
}
