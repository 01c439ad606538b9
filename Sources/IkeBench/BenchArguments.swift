import Foundation

/// `--ike PATH` (the release binary) and `--dir DIR` (where databases are written).
struct BenchArguments {
    var ike = ".build/release/ike"
    var directory = ".build/bench"
    var taskCount = 100_000

    init(_ argv: [String]) {
        var iterator = argv.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--ike": ike = iterator.next() ?? ike
            case "--dir": directory = iterator.next() ?? directory
            case "--tasks": taskCount = iterator.next().flatMap(Int.init) ?? taskCount
            default: FileHandle.standardError.write(Data("IkeBench: unknown argument \(argument)\n".utf8))
            }
        }
    }
}
