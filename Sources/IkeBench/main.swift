import Foundation
import IkeCore

// `make bench`: builds databases, times the command line end to end and the store directly, and prints one
// table. Timings are printed, never asserted; paste a run into Docs/Benchmarks.md.
if CommandLine.arguments.count == 3 && CommandLine.arguments[1] == "--stamp" {
    // The start floor: stamp a trace line the way ike stamps its first frame, and do nothing else.
    TraceReader.stamp("frame first", to: CommandLine.arguments[2])
    exit(0)
}
if CommandLine.arguments.count == 5 && CommandLine.arguments[1] == "--start-order" {
    // `make start-order`: IkeBench --start-order FILE IKE DIR (see StartOrder).
    let argv = CommandLine.arguments
    try StartOrder.write(to: argv[2], ike: argv[3], directory: argv[4])
    exit(0)
}
let arguments = BenchArguments(CommandLine.arguments)
let report = BenchReport()
report.header()
if arguments.runs("start") { try StartBenchmarks(arguments: arguments, report: report).run() }
if arguments.runs("core") { try CoreBenchmarks(arguments: arguments, report: report).run() }
if arguments.runs("due") {
    try DueBenchmarks(arguments: arguments, report: report).run()
    try DeadlineOrderBenchmarks(arguments: arguments, report: report).run()
}
if arguments.runs("tags") { try TagBenchmarks(arguments: arguments, report: report).run() }
if arguments.runs("views") { try ViewBenchmarks(arguments: arguments, report: report).run() }
if arguments.runs("matrix") { try MatrixBenchmarks(arguments: arguments, report: report).run() }
if arguments.runs("tree") { try TreeBenchmarks(arguments: arguments, report: report).run() }
if arguments.runs("recurrence") { try RecurrenceBenchmarks(arguments: arguments, report: report).run() }
if arguments.runs("interchange") { try InterchangeBenchmarks(arguments: arguments, report: report).run() }
if arguments.runs("tui") { try TUIBenchmarks(arguments: arguments, report: report).run() }
if arguments.runs("safety") { try SafetyBenchmarks(arguments: arguments, report: report).run() }
if arguments.runs("sync") {
    try SyncRecordedBenchmarks(arguments: arguments, report: report).run()
    try SyncBenchmarks(arguments: arguments, report: report).run()
}
if arguments.runs("stats") { try StatsBenchmarks(arguments: arguments, report: report).run() }
if arguments.runs("status") { try StatusBenchmarks(arguments: arguments, report: report).run() }
if arguments.runs("plan") { try PlanBenchmarks(arguments: arguments, report: report).run() }
report.footer()
