import Foundation
import IkeTestSupport
import Testing

/// With very few file descriptors ike says so and changes nothing; it neither crashes nor reuses a uid.
@Suite("File descriptors")
struct FileDescriptorTests {
    @Test(arguments: [5, 6, 7, 8, 9, 12])
    func tooFewDescriptorsIsAMessage(limit: Int) throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "First")
        let before = try ike.contents()
        let result = try Self.run(ike, "ulimit -n \(limit)", "add", "Second")
        #expect(result.exitCode == 1, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix("ike: too few file descriptors: ike needs 16 free"), "\(result.stderr)")
        #expect(result.stderr.contains("under the limit of \(limit) (ulimit -n)"), "\(result.stderr)")
        #expect(try ike.contents() == before)
    }

    @Test func aLowSoftLimitIsRaisedToTheHardOne() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        for title in ["One", "Two", "Three"] {
            let result = try Self.run(ike, "ulimit -S -n 6 && ulimit -H -n 4096", "add", title)
            #expect(result.exitCode == 0, "\(result.stderr)")
        }
        let uids = try ike.tasks().compactMap { $0["uid"] as? String }
        #expect(Set(uids).count == 3)
    }

    /// `ike ARGS… --db <temp>` after `limits` in a shell.
    static func run(_ ike: IkeCLI, _ limits: String, _ arguments: String...) throws -> ProcessResult {
        let quoted = (arguments + ["--db", ike.database]).map(ProcessRunner.shellQuote).joined(separator: " ")
        let script = "\(limits) && exec \(ProcessRunner.shellQuote(try IkeBinary.path())) \(quoted)"
        return try ProcessRunner.run("/bin/sh", ["-c", script], environment: ike.environment)
    }
}
