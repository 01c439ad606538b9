import Foundation
import IkeTestSupport
import Testing

/// `make install` as `make test` ran it (`DESTDIR=.build/test-install PREFIX=/usr`): the files where the
/// system looks for them, the man page rendering cleanly, and `make uninstall` taking exactly those files
/// away. Plain `swift test` installs nothing and skips these.
@Suite(
    "make install and make uninstall",
    .enabled(if: InstallLayout.testedPrefix != nil, "needs IKE_BINARY=<prefix>/bin/ike, as make test sets"))
struct InstallLayoutTests {
    let prefix = InstallLayout.testedPrefix ?? "/nonexistent"

    @Test func installsExactlyTheLayoutsFilesWithTheirModes() throws {
        #expect(InstallLayout.regularFiles(below: prefix) == Set(InstallLayout.files.keys))
        for (file, mode) in InstallLayout.files {
            let attributes = try FileManager.default.attributesOfItem(atPath: prefix + "/" + file)
            let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
            #expect(permissions == mode, "\(file) has mode \(String(permissions, radix: 8))")
        }
    }

    /// The service runs the binary installed beside it (BINDIR without DESTDIR), and the timer starts it
    /// every minute once enabled.
    @Test func theNotifyTimerRunsTheInstalledBinary() throws {
        let units = prefix + "/lib/systemd/user/"
        let service = try String(contentsOfFile: units + "ike-notify.service", encoding: .utf8)
        let exec = try #require(
            service.components(separatedBy: "\n").first { $0.hasPrefix("ExecStart=") })
        let command = exec.dropFirst("ExecStart=".count).split(separator: " ")
        #expect(command.count == 2 && command.last == "notify", "\(exec)")
        let binary = String(command[0])
        #expect(
            binary.hasPrefix("/") && (prefix + "/bin/ike").hasSuffix(binary),
            "\(binary) is not \(prefix)/bin/ike")
        #expect(service.contains("Type=oneshot"))
        let timer = try String(contentsOfFile: units + "ike-notify.timer", encoding: .utf8)
        #expect(timer.contains("OnCalendar=minutely"))
        #expect(timer.contains("WantedBy=timers.target"))
        #expect(!timer.contains("@"), "a placeholder was left in the timer")
    }

    @Test func installedPageIsTheCommittedOne() throws {
        let installed = try String(contentsOfFile: prefix + "/share/man/man1/ike.1", encoding: .utf8)
        #expect(installed == (try RepositoryFolder.read("Docs/ike.1")))
    }

    /// `man -l` as a person runs it, in a UTF-8 locale and in the C locale (ASCII output: the arrows of the
    /// KEYS section need their fallbacks), with groff's warnings on; then groff itself with every warning.
    @Test(arguments: ["C.UTF-8", "C"])
    func manRendersThePageWithoutWarnings(locale: String) throws {
        var environment = ProcessRunner.baseEnvironment
        environment["LC_ALL"] = locale
        environment["MANWIDTH"] = "80"
        environment["MANPAGER"] = "cat"
        let page = prefix + "/share/man/man1/ike.1"
        let result = try ProcessRunner.run("man", ["--warnings", "-l", page], environment: environment)
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty, "man warned: \(result.stderr)")
        for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "KEYS", "ENVIRONMENT", "FILES", "EXIT STATUS"] {
            #expect(result.stdout.contains("\n\(heading)\n"), "no \(heading) in the rendered page")
        }
        #expect(result.stdout.contains("IKE_DB"))
        #expect(result.stdout.contains("Select the task above"))
    }

    @Test func groffFindsNothingToWarnAbout() throws {
        let page = prefix + "/share/man/man1/ike.1"
        let result = try ProcessRunner.run(
            "groff", ["-ww", "-mandoc", "-Tutf8", "-z", page], environment: ProcessRunner.baseEnvironment)
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty, "groff warned: \(result.stderr)")
    }

    /// `make uninstall` into a copy of the layout with other packages' files beside ike's: ike's go, the
    /// others stay. Only `uninstall` runs from here: it has no prerequisite, so no build starts inside
    /// `swift test` (`make install` would check the release binary's inputs and could start SwiftPM on
    /// the build folder this test run holds).
    @Test func uninstallRemovesExactlyTheInstalledFiles() throws {
        let destination = try TempDirectory(prefix: "ike-uninstall")
        defer { destination.remove() }
        let root = destination.path("usr")
        let others = Set(
            InstallLayout.files.keys.map { ($0 as NSString).deletingLastPathComponent + "/other" })
        for file in Set(InstallLayout.files.keys).union(others) {
            try FileManager.default.createDirectory(
                atPath: (root + "/" + file as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: root + "/" + file, contents: Data("x".utf8)))
        }
        let result = try ProcessRunner.run(
            "make",
            [
                "-C", RepositoryFolder.path, "--no-print-directory", "uninstall",
                "DESTDIR=\(destination.path)",
                "PREFIX=/usr",
            ],
            environment: ProcessRunner.baseEnvironment)
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        #expect(InstallLayout.regularFiles(below: root) == others)
    }
}
