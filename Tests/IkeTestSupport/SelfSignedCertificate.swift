/// A certificate for https on 127.0.0.1 that the tests trust by pointing curl or the phone at it.
///
/// Made with the openssl command rather than left to Xandikos's `--autocert`: that one names 127.0.0.1 as a
/// DNS name, which no client accepts for an IP address, and it needs the `cryptography` package. Xandikos
/// keeps a certificate it finds in `<state-dir>/certs` while it is valid for more than 30 days.
public enum SelfSignedCertificate {
    /// Writes a P-256 key and a certificate for IP 127.0.0.1, valid ten years, to the given paths.
    public static func make(certificatePath: String, keyPath: String) throws {
        let result = try ProcessRunner.run(
            "openssl",
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                "-days", "3650", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                "-keyout", keyPath, "-out", certificatePath,
            ], environment: ProcessRunner.baseEnvironment)
        guard result.exitCode == 0 else {
            throw CalDAVServerError.request("openssl req failed (\(result.exitCode)): \(result.stderr)")
        }
    }
}
