import Foundation

/// Prints the benchmark table as Markdown, ready to paste into Docs/Benchmarks.md.
final class BenchReport {
    func header() {
        var info = utsname()
        uname(&info)
        let machine = withUnsafeBytes(of: &info.machine) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let memory = ProcessInfo.processInfo.physicalMemory / (1 << 30)
        print(
            "ike benchmarks · \(ISO8601DateFormatter().string(from: Date())) · \(machine), \(cores) cores, \(memory) GiB"
        )
        print("")
        print("| measurement | result | goal |")
        print("|---|---|---|")
    }

    func row(_ name: String, _ result: String, goal: String = "") {
        print("| \(name) | \(result) | \(goal) |")
    }

    func footer() { print("") }

    /// Writes straight to the file descriptor so each row shows as soon as it is measured.
    private func print(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

    /// Median and 99th percentile of `samples` (seconds) as text.
    static func distribution(_ samples: [Double]) -> String {
        let sorted = samples.sorted()
        let median = sorted[sorted.count / 2]
        let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
        return "median \(milliseconds(median)), p99 \(milliseconds(p99)) (n=\(samples.count))"
    }
}

/// Wall-clock seconds taken by `body`.
func measure(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
