import Foundation
import IkeTestSupport
import Testing

/// Every seed of `make fuzz` and every input that once crashed a reader, replayed through the same targets
/// on each `make test` (the `IkeFuzz` tool built without libFuzzer), so a fixed crash stays fixed.
@Suite("Fuzz corpus")
struct FuzzCorpusTests {
    static let targets = [
        "todotxt", "csv", "ics", "json", "taskwarrior", "markdown", "auto", "deadline", "dav", "settings",
    ]

    @Test(arguments: targets)
    func seedsAndRegressionsReplayWithoutACrash(target: String) throws {
        let tool = try IkeBinary.locate(
            environment: [:], testExecutables: IkeBinary.testExecutablePaths(), name: "IkeFuzz")
        let files = try ["Corpus", "Regressions"].flatMap { folder in
            let directory = Self.fuzzFolder + "/\(folder)/\(target)"
            return try FileManager.default.contentsOfDirectory(atPath: directory).sorted().map {
                directory + "/" + $0
            }
        }
        #expect(files.count > 1, "no seeds for \(target)")
        let result = try ProcessRunner.run(tool, [target] + files, environment: ProcessRunner.baseEnvironment)
        #expect(result.exitCode == 0, "\(result.stderr)")
    }

    /// `Fuzz/` at the top of the repository, found from this source file.
    static var fuzzFolder: String {
        var url = URL(fileURLWithPath: #filePath)
        while url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.path + "/Fuzz/Corpus") { return url.path + "/Fuzz" }
        }
        return "Fuzz"
    }
}
