import Foundation
import IkeTestSupport

/// Locates the built `ike` executable that the end-to-end tests drive.
///
/// `swift test` builds every product, so `ike` sits in the same `.build/<triple>/<config>` folder as the
/// test bundle; that is where the search starts. `IKE_BINARY` overrides it (e.g. to test a release build).
enum IkeBinary {
    /// The environment variable that names the binary explicitly.
    static let overrideVariable = "IKE_BINARY"

    /// Whether `IKE_BINARY` names the binary (as `make test` does with the installed release binary).
    static var isOverridden: Bool {
        !(ProcessInfo.processInfo.environment[overrideVariable] ?? "").isEmpty
    }

    /// The path of the `ike` executable, or an error that says where it looked and how to fix it.
    static func path() throws -> String {
        try locate(
            environment: ProcessInfo.processInfo.environment, testExecutables: testExecutablePaths())
    }

    /// The search itself, separated from the process state so tests can feed it a fake layout.
    ///
    /// For each test executable path, checks `<dir>/<name>` for its directory and, inside a `.build`
    /// tree, each parent up to the folder directly below `.build` (which covers both
    /// `.build/<triple>/debug/x.xctest` and macOS's `.build/debug/x.xctest/Contents/MacOS/x`).
    /// Outside a `.build` tree only the executable's own directory is checked, so an unrelated `ike`
    /// elsewhere on the disk is never picked up.
    static func locate(
        environment: [String: String], testExecutables: [String], name: String = "ike"
    ) throws -> String {
        if let override = environment[overrideVariable], !override.isEmpty {
            guard ProcessRunner.isExecutableFile(override) else {
                throw HarnessError.binaryNotFound(
                    "\(overrideVariable)=\(override) is not an executable file")
            }
            return override
        }
        var looked: [String] = []
        for executable in testExecutables {
            let insideBuild = (executable as NSString).pathComponents.contains(".build")
            var directory = (executable as NSString).deletingLastPathComponent
            while !directory.isEmpty {
                let candidate = directory == "/" ? "/\(name)" : "\(directory)/\(name)"
                if !looked.contains(candidate) {
                    looked.append(candidate)
                    if ProcessRunner.isExecutableFile(candidate) { return candidate }
                }
                let parent = (directory as NSString).deletingLastPathComponent
                if !insideBuild || directory == "/" || (parent as NSString).lastPathComponent == ".build" {
                    break
                }
                directory = parent
            }
        }
        throw HarnessError.binaryNotFound(
            "cannot find the '\(name)' executable; looked at:\n"
                + looked.map { "  \($0)" }.joined(separator: "\n")
                + "\nBuild it with `swift build --product \(name)` (`swift test` builds it too), "
                + "or set \(overrideVariable)=/path/to/\(name).")
    }

    /// `CommandLine.arguments[0]` made absolute, then `/proc/self/exe` in case argv[0] was a bare name.
    static func testExecutablePaths() -> [String] {
        var paths: [String] = []
        if let first = CommandLine.arguments.first, !first.isEmpty {
            var absolute = first
            if !first.hasPrefix("/") { absolute = FileManager.default.currentDirectoryPath + "/" + first }
            paths.append((absolute as NSString).standardizingPath)
        }
        if let real = realpath("/proc/self/exe", nil) {
            paths.append(String(cString: real))
            free(real)
        }
        return paths
    }
}
