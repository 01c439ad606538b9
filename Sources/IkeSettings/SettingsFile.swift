#if canImport(Glibc)
    import Glibc
#endif

/// Where the settings file is and how it is read: `--config PATH`, else `IKE_CONFIG`, else
/// `$XDG_CONFIG_HOME/ike/config.toml`, else `~/.config/ike/config.toml`. A missing file at the default
/// place means the defaults; a file named by the option or the variable must exist.
public struct SettingsFile: Hashable, Sendable {
    public let path: String
    /// Named by `--config` or `IKE_CONFIG`, so its absence is an error rather than the defaults.
    public let isExplicit: Bool

    /// A settings file at `path`.
    public init(path: String, isExplicit: Bool) {
        self.path = path
        self.isExplicit = isExplicit
    }

    /// Larger than any settings file a person writes (the commented defaults are 10 KB); a bigger file is
    /// refused before it is parsed.
    public static let maxBytes = 1 << 20

    /// The file `option` (`--config`) or the environment names.
    public static func locate(option: String?, environment: [String: String]) -> SettingsFile {
        if let option, !option.isEmpty { return SettingsFile(path: option, isExplicit: true) }
        if let path = environment["IKE_CONFIG"], !path.isEmpty {
            return SettingsFile(path: path, isExplicit: true)
        }
        // XDG: a relative XDG_CONFIG_HOME is invalid and is ignored.
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
            return SettingsFile(path: base + "/ike/config.toml", isExplicit: false)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "~"
        return SettingsFile(path: home + "/.config/ike/config.toml", isExplicit: false)
    }

    /// Whether a file (or anything) is at `path`.
    public var exists: Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The settings the file holds: the defaults when it is absent from the default place; otherwise its
    /// settings or every problem found, each naming the file.
    public func load() throws(SettingsError) -> Settings {
        guard let text = try readText() else { return Settings() }
        switch SettingsParser.parse(text, file: path) {
        case .success(let settings): return settings
        case .failure(let error): throw error
        }
    }

    /// The line of the setting at `path` (`["sync", "url"]`) in the file, when it can be read and has it.
    public func line(of path: [String]) -> Int? {
        guard let text = try? readText() else { return nil }
        return TOMLLineIndex(text).line(of: path)
    }

    /// The file's text; nil when it is absent from the default place.
    func readText() throws(SettingsError) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT && !isExplicit { return nil }
            throw failure(code == ENOENT ? "no such file" : "cannot be read: \(Self.reason(code))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure("cannot be read: \(Self.reason(errno))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw failure("is not a regular file") }
        guard Int(info.st_size) <= Self.maxBytes else {
            throw failure(
                "is \(Int(info.st_size) / 1024) KB; a settings file may be at most \(Self.maxBytes / 1024) KB"
            )
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("cannot be read: \(Self.reason(errno))")
            }
            if count == 0 { break }
            bytes += chunk[..<count]
            guard bytes.count <= Self.maxBytes else {
                throw failure("is over \(Self.maxBytes / 1024) KB; a settings file may be at most that")
            }
        }
        guard var text = String(validating: bytes, as: UTF8.self) else {
            let line = Self.lineOfFirstInvalidByte(bytes)
            throw SettingsError([
                SettingsProblem(file: path, line: line, "is not UTF-8 text; save it as UTF-8")
            ])
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }

    private func failure(_ message: String) -> SettingsError {
        SettingsError([SettingsProblem(file: path, line: nil, message)])
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The line holding the first byte that does not decode, for the message.
    private static func lineOfFirstInvalidByte(_ bytes: [UInt8]) -> Int {
        var line = 1
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput, .error: return line
            }
        }
    }
}
