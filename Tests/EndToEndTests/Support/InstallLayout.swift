import Foundation
import IkeTestSupport

/// What `make install` puts below `$(DESTDIR)$(PREFIX)`, and where `make test` installed it.
enum InstallLayout {
    /// Each installed file, relative to the prefix, with its mode.
    static let files: [String: Int] = [
        "bin/ike": 0o755,
        "share/man/man1/ike.1": 0o644,
        "share/bash-completion/completions/ike": 0o644,
        "share/zsh/site-functions/_ike": 0o644,
        "share/fish/vendor_completions.d/ike.fish": 0o644,
        "lib/systemd/user/ike-notify.service": 0o644,
        "lib/systemd/user/ike-notify.timer": 0o644,
    ]

    /// The prefix `make test` installed into: `IKE_BINARY` is `<prefix>/bin/ike` there; nil when
    /// `IKE_BINARY` names some other binary (or none).
    static var testedPrefix: String? {
        guard IkeBinary.isOverridden, let binary = try? IkeBinary.path() else { return nil }
        let bin = (binary as NSString).deletingLastPathComponent
        guard (bin as NSString).lastPathComponent == "bin", (binary as NSString).lastPathComponent == "ike"
        else { return nil }
        return (bin as NSString).deletingLastPathComponent
    }

    /// Every regular file below `folder`, relative to it.
    static func regularFiles(below folder: String) -> Set<String> {
        var found: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                found.insert(relative)
            }
        }
        return found
    }

    /// Whether `name` is an executable on `PATH` (zsh and fish may be missing outside `make test`).
    static func isInstalled(_ name: String) -> Bool {
        let path = ProcessRunner.baseEnvironment["PATH"] ?? ProcessRunner.defaultSearchPath
        return path.split(separator: ":").contains { ProcessRunner.isExecutableFile("\($0)/\(name)") }
    }
}
