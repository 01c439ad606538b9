import Foundation
import IkeCore
import IkeInterchange

/// Issue 7's measurements, through the core API (`Importer`, `Exporter`) on a database file, as `ike import`
/// and `ike export` run them minus process start-up; the two imports are also timed end to end through the
/// release `ike` binary.
struct InterchangeBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport

    func run() throws {
        try FileManager.default.createDirectory(
            atPath: arguments.directory, withIntermediateDirectories: true)
        let count = arguments.taskCount
        let source = try BenchDatabase.fresh(at: arguments.directory + "/interchange-source.sqlite")
        try BenchDatabase.fill(source, count: count)

        let todoTxt = Self.todoTxt(count: count)
        let todoPath = arguments.directory + "/import-\(count).txt"
        try Data(todoTxt).write(to: URL(fileURLWithPath: todoPath))
        let json = try Exporter.export(source, as: .ikeJSON).bytes
        let jsonPath = arguments.directory + "/import-\(count).json"
        try Data(json).write(to: URL(fileURLWithPath: jsonPath))

        for (name, bytes, path) in [
            ("todo.txt lines", todoTxt, todoPath), ("tasks of ike JSON", json, jsonPath),
        ] {
            var times: [Double] = []
            var cliTimes: [Double] = []
            for _ in 0..<3 {
                let target = arguments.directory + "/import-target.sqlite"
                let store = try BenchDatabase.fresh(at: target)
                times.append(try measure { _ = try Importer(store: store).run(file: path, bytes: bytes) })
                BenchDatabase.remove(at: target)
                _ = try BenchDatabase.fresh(at: target)
                var environment = ProcessInfo.processInfo.environment
                environment["IKE_DB"] = target
                cliTimes.append(
                    try measure {
                        try spawnChecked([arguments.ike, "import", path], environment: environment)
                    })
            }
            report.row(
                "import of \(count) \(name) (core API, one transaction)", BenchReport.distribution(times),
                goal: "≤ 2 s")
            report.row(
                "`ike import` of \(count) \(name) end to end", BenchReport.distribution(cliTimes),
                goal: "≤ 2 s")
        }
        let reimport = try measure { _ = try Importer(store: source).run(file: jsonPath, bytes: json) }
        report.row(
            "re-import of the same \(count)-task ike JSON (all unchanged)", BenchReport.milliseconds(reimport)
        )

        try originals(source: source, count: count)

        let formats: [InterchangeFormat] = [
            .ikeJSON, .todoTxt, .csv, .iCalendar, .taskwarrior, .markdown, .todosJSON, .goalsJSON,
        ]
        for format in formats {
            var times: [Double] = []
            var size = 0
            for _ in 0..<3 {
                times.append(
                    try measure {
                        let bytes = try Exporter.export(source, as: format).bytes
                        try Exporter.writeAtomically(bytes, to: arguments.directory + "/export.out")
                        size = bytes.count
                    })
            }
            report.row(
                "export of \(count) tasks as \(format.displayName) (core API, to a file; \(size >> 20) MiB)",
                BenchReport.distribution(times), goal: "≤ 1 s")
        }
        try vdirExport(count: min(count, 10_000))
    }

    /// `ike export --format vdir` of `count` tasks (a database of its own): into a new folder, then again
    /// into the same folder, where every file is unchanged and none is written.
    private func vdirExport(count: Int) throws {
        let store = try BenchDatabase.fresh(at: arguments.directory + "/vdir-source.sqlite")
        try BenchDatabase.fill(store, count: count)
        let folder = arguments.directory + "/vdir"
        var fresh: [Double] = []
        var again: [Double] = []
        for _ in 0..<3 {
            try? FileManager.default.removeItem(atPath: folder)
            fresh.append(try measure { _ = try VdirExporter.export(store, to: folder, deleting: false) })
            again.append(try measure { _ = try VdirExporter.export(store, to: folder, deleting: false) })
        }
        try? FileManager.default.removeItem(atPath: folder)
        report.row(
            "export of \(count) tasks as a vdir into a new folder (core API, a file each)",
            BenchReport.distribution(fresh), goal: "≤ 2 s")
        report.row(
            "export of \(count) tasks as a vdir again (every file unchanged, none written)",
            BenchReport.distribution(again), goal: "≤ 2 s")
    }

    /// Issue 20's originals: a Taskwarrior file imported (each object kept beside its task) and exported
    /// back (each object patched with ike's fields), through the core API.
    private func originals(source: TaskStore, count: Int) throws {
        let bytes = try Exporter.export(source, as: .taskwarrior).bytes
        let path = arguments.directory + "/import-\(count)-taskwarrior.json"
        let target = arguments.directory + "/import-target.sqlite"
        var imports: [Double] = []
        var exports: [Double] = []
        for _ in 0..<3 {
            BenchDatabase.remove(at: target)
            let store = try BenchDatabase.fresh(at: target)
            imports.append(try measure { _ = try Importer(store: store).run(file: path, bytes: bytes) })
            exports.append(try measure { _ = try Exporter.export(store, as: .taskwarrior) })
        }
        BenchDatabase.remove(at: target)
        report.row(
            "import of \(count) Taskwarrior tasks, each kept as its original (core API)",
            BenchReport.distribution(imports), goal: "≤ 2 s")
        report.row(
            "export of those \(count) tasks to Taskwarrior from their originals (core API, in memory)",
            BenchReport.distribution(exports), goal: "≤ 1 s")
    }

    /// Realistic todo.txt lines without uids (so each uid is derived): priorities, dates, projects, contexts.
    static func todoTxt(count: Int) -> [UInt8] {
        var text = ""
        text.reserveCapacity(count * 80)
        let priorities = ["(A) ", "(B) ", "(C) ", ""]
        for index in 0..<count {
            if index % 7 == 0 { text += "x 2026-11-\(10 + index % 10) " }
            if index % 7 != 0 { text += priorities[index % 4] }
            text += "2026-10-\(10 + index % 20) Task \(index) 할 일 🎉 +project\(index % 30) @home"
            if index % 3 == 0 { text += " due:2026-12-\(10 + index % 20)" }
            text += "\n"
        }
        return Array(text.utf8)
    }
}
