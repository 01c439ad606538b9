import Foundation
import IkeTestSupport
import Testing

/// `make deb` (issue 36, item 3): the package holds exactly what `make install PREFIX=/usr` installs, depends
/// on the C library alone, and its binary runs. `make test` builds it and names it in `IKE_DEB`, beside the
/// installed copy in `IKE_TEST_INSTALL`; a plain `swift test` skips these.
@Suite(
    "The Debian package",
    .enabled(
        if: ProcessInfo.processInfo.environment["IKE_DEB"] != nil
            && ProcessInfo.processInfo.environment["IKE_TEST_INSTALL"] != nil,
        "make test builds the package and sets IKE_DEB"))
struct DebPackageTests {
    let deb = ProcessInfo.processInfo.environment["IKE_DEB"] ?? ""
    let installed = ProcessInfo.processInfo.environment["IKE_TEST_INSTALL"] ?? ""

    @Test func itHoldsWhatMakeInstallInstalls() throws {
        let listing = try ProcessRunner.run(
            "dpkg-deb", ["--contents", deb], environment: ProcessRunner.baseEnvironment)
        #expect(listing.exitCode == 0, "\(listing.stderr)")
        // `-rwxr-xr-x root/root 76677456 2026-11-28 23:35 ./usr/bin/ike`: the path is the last field.
        let packaged = Set(
            listing.stdout.split(separator: "\n").filter { $0.hasPrefix("-") }.compactMap {
                $0.split(separator: " ").last.map { String($0.dropFirst()) }
            })
        let enumerator = FileManager.default.enumerator(atPath: installed)
        var files: Set<String> = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: installed + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.insert("/" + path)
            }
        }
        #expect(
            !files.isEmpty && packaged == files,
            "only packaged: \(packaged.subtracting(files)); only installed: \(files.subtracting(packaged))")
        #expect(packaged.contains("/usr/bin/ike") && packaged.contains("/usr/share/man/man1/ike.1"))
        let depends = try ProcessRunner.run(
            "dpkg-deb", ["--field", deb, "Depends"], environment: ProcessRunner.baseEnvironment)
        // libcurl is loaded by sync, not linked, so dpkg-shlibdeps would not find it.
        let expected = "libc6, libcurl4 | libcurl3-gnutls"
        #expect(depends.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == expected)
    }

    @Test func itsBinaryRuns() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ike-deb-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let unpacked = try ProcessRunner.run(
            "dpkg-deb", ["-x", deb, directory], environment: ProcessRunner.baseEnvironment, timeout: 120)
        #expect(unpacked.exitCode == 0, "\(unpacked.stderr)")
        let version = try ProcessRunner.run(
            directory + "/usr/bin/ike", ["--version"], environment: ProcessRunner.baseEnvironment)
        #expect(version.exitCode == 0 && !version.stdout.isEmpty, "\(version.stderr)")
    }
}
