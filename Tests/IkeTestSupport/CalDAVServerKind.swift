import Foundation

/// The CalDAV servers the sync tests run on loopback, both from the venv of `make sync-servers`.
///
/// They differ where a sync client can trip (Docs/CalDAVServers.md): Radicale names the principal after the
/// user and has no collection until one is made; Xandikos has one fixed principal, `/user/`, and a default
/// collection that `--defaults` creates.
public enum CalDAVServerKind: String, Sendable, CaseIterable, CustomStringConvertible {
    case radicale
    case xandikos

    public var description: String { rawValue }

    /// The principal's path when `user` signs in.
    public func principalPath(user: String) -> String {
        switch self {
        case .radicale: return "/\(user)/"
        case .xandikos: return "/user/"
        }
    }

    /// Where new collections go (the principal's calendar-home-set).
    public func calendarHomePath(user: String) -> String {
        switch self {
        case .radicale: return "/\(user)/"
        case .xandikos: return "/user/calendars/"
        }
    }

    /// The collection the server has from the start: Xandikos's `--defaults` calendar (every component
    /// type), none on Radicale.
    public var defaultCollectionPath: String? {
        switch self {
        case .radicale: return nil
        case .xandikos: return "/user/calendars/calendar/"
        }
    }

    /// The command line after the program's name, for a server on 127.0.0.1:`port` keeping everything in
    /// `folder` (collections in `collections`, Xandikos's state in `state`, the password file).
    func launchArguments(port: Int, folder: TempDirectory, auth: CalDAVAuth, tls: Bool) throws -> [String] {
        switch self {
        case .radicale:
            // An empty --config: no config file of the machine or user leaks in. The default auth type is
            // denyall, so it is always given.
            var arguments = [
                "--config", "", "--server-hosts", "127.0.0.1:\(port)", "--rights-type", "owner_only",
                "--storage-filesystem-folder", folder.path("collections"),
            ]
            switch auth {
            case .none:
                arguments += ["--auth-type", "none"]
            case .basic(let user, let password):
                let file = try folder.write("\(user):\(password)\n", to: "htpasswd")
                arguments += [
                    "--auth-type", "htpasswd", "--auth-htpasswd-filename", file,
                    "--auth-htpasswd-encryption", "plain",
                ]
            }
            if tls {
                arguments += [
                    "--server-ssl", "True", "--server-certificate", folder.path("state/certs/selfsigned.crt"),
                    "--server-key", folder.path("state/certs/selfsigned.key"),
                ]
            }
            return arguments
        case .xandikos:
            var arguments = [
                "serve", "--defaults", "-d", folder.path("collections"), "--state-dir", folder.path("state"),
                "-l", "127.0.0.1", "-p", "\(port)", "--no-detect-systemd",
            ]
            // --autocert keeps the certificate CalDAVServer put in <state-dir>/certs.
            if tls { arguments.append("--autocert") }
            if case .basic(let user, let password) = auth {
                // Xandikos reads bcrypt, which needs a package more, or {SHA}: base64 of the SHA-1.
                let file = try folder.write("\(user):{SHA}\(try Self.sha1Base64(password))\n", to: "htpasswd")
                arguments += ["--htpasswd", file]
            }
            return arguments
        }
    }

    /// Base64 of the SHA-1 of `text`'s UTF-8, by the openssl command (Foundation on Linux has no SHA-1).
    private static func sha1Base64(_ text: String) throws -> String {
        let result = try ProcessRunner.run(
            "openssl", ["dgst", "-sha1", "-r"], environment: ProcessRunner.baseEnvironment,
            stdin: .string(text))
        let hex = Array(result.stdout.prefix(40))
        guard result.exitCode == 0, hex.count == 40 else {
            throw CalDAVServerError.request("openssl dgst -sha1 failed: \(result.stderr)")
        }
        let bytes = stride(from: 0, to: 40, by: 2).compactMap { UInt8(String(hex[$0..<$0 + 2]), radix: 16) }
        return Data(bytes).base64EncodedString()
    }
}
