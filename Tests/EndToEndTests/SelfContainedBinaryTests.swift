import Foundation
import IkeTestSupport
import Testing

/// The binary `make install` installs carries the Swift runtime and Foundation inside it (issue 23): it
/// loads no shared Swift or Foundation library, so it starts without the toolchain and without the cost of
/// mapping and relocating fourteen libraries. `make test` points `IKE_BINARY` at that installed copy; a
/// plain `swift test` drives the debug build, which links them dynamically, and skips these.
@Suite(
    "The installed binary is self-contained",
    .enabled(
        if: IkeBinary.isOverridden, "only the release binary (IKE_BINARY, as make test sets it) is static"))
struct SelfContainedBinaryTests {
    /// Names of the libraries a dynamically linked Swift program loads from the toolchain.
    static let toolchainLibraries = ["libswift", "Foundation", "libdispatch", "libBlocksRuntime", "libicu"]

    @Test func lddListsNoSwiftOrFoundationLibrary() throws {
        let binary = try IkeBinary.path()
        let result = try ProcessRunner.run("ldd", [binary], environment: ProcessRunner.baseEnvironment)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(!Self.toolchainLibraries.contains { line.contains($0) }, "ldd lists \(line)")
            #expect(!line.contains("not found"), "\(line)")
        }
    }

    /// What the dynamic loader actually opens while ike runs, `dlopen` included: only system libraries.
    @Test func runningItOpensNoSwiftOrFoundationLibrary() throws {
        var environment = ProcessRunner.baseEnvironment
        environment["LD_DEBUG"] = "libs"
        let result = try ProcessRunner.run(try IkeBinary.path(), ["--version"], environment: environment)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let opened = result.stderr.split(separator: "\n").filter { $0.contains("calling init:") }
        #expect(!opened.isEmpty, "LD_DEBUG printed no library: \(result.stderr.prefix(500))")
        for line in opened {
            #expect(!Self.toolchainLibraries.contains { line.contains($0) }, "loaded \(line)")
        }
    }
}
