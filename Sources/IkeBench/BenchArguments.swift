import Foundation

/// `--ike PATH` (the release binary), `--dir DIR` (where databases are written), `--tasks N`, and
/// `--only start|core|due|recurrence|tags|views|matrix|tree|tui|interchange|safety|sync|stats` to run one group, and `--caldav-venv DIR` (the
/// servers of the sync group, from `make sync-servers`).
struct BenchArguments {
    var ike = ".build/release/ike"
    var directory = ".build/bench"
    var taskCount = 100_000
    /// The venv holding Radicale and Xandikos; without it the sync group says so and is skipped.
    var caldavVenv = ".build/caldav-venv"
    /// The one group to run, or `nil` for all.
    var only: String?

    /// Whether the group `name` runs.
    func runs(_ name: String) -> Bool { only == nil || only == name }

    init(_ argv: [String]) {
        var iterator = argv.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--ike": ike = iterator.next() ?? ike
            case "--dir": directory = iterator.next() ?? directory
            case "--tasks": taskCount = iterator.next().flatMap(Int.init) ?? taskCount
            case "--only": only = iterator.next()
            case "--caldav-venv": caldavVenv = iterator.next() ?? caldavVenv
            default:
                FileHandle.standardError.write(
                    Data(
                        "IkeBench: unknown argument \(argument)\nusage: IkeBench [--ike PATH] [--dir DIR] [--tasks N] [--only start|core|due|recurrence|tags|views|matrix|tree|tui|interchange|safety|sync|stats] [--caldav-venv DIR]\n"
                            .utf8))
                exit(2)
            }
        }
    }
}
