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

    /// Only the C library's own objects are shared: SQLite, ncursesw, libstdc++ and the unwinder are linked
    /// from their archives, since loading them cost 3,800 symbol relocations at every start.
    @Test func itNeedsOnlyTheCLibrary() throws {
        let result = try ProcessRunner.run(
            "readelf", ["--dynamic", try IkeBinary.path()], environment: ProcessRunner.baseEnvironment)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let needed = result.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap {
            $0.split(separator: "[").last?.split(separator: "]").first.map(String.init)
        }
        // The loader's own name differs by architecture (ld-linux-x86-64.so.2, ld-linux-aarch64.so.1).
        #expect(
            Set(needed.filter { !$0.hasPrefix("ld-linux") }) == ["libc.so.6", "libm.so.6"],
            "NEEDED: \(needed)")
    }

    /// `make install` strips what it installs (issue 36): no symbol table, no debug information, which were
    /// half the file and nothing ike runs reads.
    @Test func theInstalledBinaryIsStripped() throws {
        let result = try ProcessRunner.run(
            "readelf", ["--section-headers", "--wide", try IkeBinary.path()],
            environment: ProcessRunner.baseEnvironment)
        #expect(result.exitCode == 0, "\(result.stderr)")
        for section in [".symtab", ".debug_info", ".debug_line"] {
            #expect(!result.stdout.contains(" \(section) "), "the installed binary still has \(section)")
        }
        // What it runs on is still there: Swift's metadata sections.
        #expect(result.stdout.contains("swift5_"), "\(result.stdout.prefix(400))")
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
