import Foundation

/// HTTP requests from the tests to the servers they run on loopback, made by curl.
///
/// curl rather than URLSession: on Linux URLSession hangs on a 401 nobody answers, follows redirects by
/// dropping the body and the trailing slash, and busy-spins against Radicale's HTTP/1.0 server
/// (Docs/CalDAVServers.md). curl sends Basic credentials up front, never follows a redirect, and reports
/// exactly what came back. The request is handed to curl as a config file on stdin, so credentials never
/// appear in a process list.
public struct LoopbackHTTP: Sendable {
    /// The Basic credentials sent with every request, if any.
    public var user: String?
    /// The password that goes with `user`.
    public var password: String?
    /// A PEM certificate to trust for https (the self-signed one of a test server).
    public var certificatePath: String?
    /// Seconds before curl gives up on one request.
    public var timeout: Double

    /// A client that sends `user` and `password` (when given) and trusts `certificatePath`.
    public init(
        user: String? = nil, password: String? = nil, certificatePath: String? = nil, timeout: Double = 20
    ) {
        self.user = user
        self.password = password
        self.certificatePath = certificatePath
        self.timeout = timeout
    }

    /// Sends one request to a loopback URL and returns the answer, whatever its status.
    ///
    /// Without a `Content-Type` among `headers`, a body starting with `BEGIN:` goes as `text/calendar`,
    /// any other as `application/xml` (Xandikos answers 415 to a WebDAV body of any other type). Throws
    /// when no answer came (refused, timed out) or the URL is not on loopback.
    public func send(
        _ method: String, _ url: URL, headers: [String: String] = [:], body: String? = nil
    ) throws -> HTTPReply {
        guard let host = url.host, ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host) else {
            throw CalDAVServerError.request("\(url) is not on loopback; the tests send nothing elsewhere")
        }
        let files = try TempDirectory(prefix: "ike-http")
        defer { files.remove() }
        var config = [
            "silent", "show-error", "proto = \"=http,https\"", "header = \"Expect:\"",
            "request = \(Self.quote(method))", "url = \(Self.quote(url.absoluteString))",
            "max-time = \(timeout)", "dump-header = \(Self.quote(files.path("headers")))",
            "output = \(Self.quote(files.path("body")))", "write-out = \"%{http_code}\"",
        ]
        if let user {
            config += ["basic", "user = \(Self.quote("\(user):\(password ?? "")"))"]
        }
        if let certificatePath { config.append("cacert = \(Self.quote(certificatePath))") }
        var fields = headers
        if let body {
            if !fields.keys.contains(where: { $0.lowercased() == "content-type" }) {
                fields["Content-Type"] =
                    body.hasPrefix("BEGIN:")
                    ? "text/calendar; charset=utf-8" : "application/xml; charset=utf-8"
            }
            config.append("data-binary = \(Self.quote("@" + (try files.write(body, to: "request"))))")
        }
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            config.append("header = \(Self.quote("\(name): \(value)"))")
        }
        let result = try ProcessRunner.run(
            "curl", ["-q", "--config", "-"], environment: ProcessRunner.baseEnvironment,
            stdin: .string(config.joined(separator: "\n") + "\n"), timeout: timeout + 10)
        guard result.exitCode == 0, let status = Int(result.stdout) else {
            throw CalDAVServerError.request(
                "curl \(method) \(url): exit \(result.exitCode): "
                    + result.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let headerText = (try? String(contentsOfFile: files.path("headers"), encoding: .utf8)) ?? ""
        let bodyData = FileManager.default.contents(atPath: files.path("body")) ?? Data()
        return HTTPReply(
            status: status, headers: Self.lastHeaderBlock(headerText),
            body: String(decoding: bodyData, as: UTF8.self))
    }

    /// The fields of the last header block (a `100 Continue` or a proxy's answer may come first).
    static func lastHeaderBlock(_ text: String) -> [String: String] {
        let blocks = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n")
        let last = blocks.last(where: { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) ?? ""
        var fields: [String: String] = [:]
        for line in last.split(separator: "\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            fields[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// A value in curl's config syntax: double quotes, with backslash and quote escaped.
    private static func quote(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }
}
