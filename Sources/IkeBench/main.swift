import Foundation
import IkeCore

// `make bench`: builds databases, times the command line end to end and the store directly, and prints one
// table. Timings are printed, never asserted; paste a run into Docs/Benchmarks.md.
let arguments = BenchArguments(CommandLine.arguments)
let report = BenchReport()
report.header()
try CoreBenchmarks(arguments: arguments, report: report).run()
report.footer()
