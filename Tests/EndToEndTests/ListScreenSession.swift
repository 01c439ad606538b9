import Foundation

/// The real `ike` binary on its list screen inside a private tmux server, over a temporary database.
final class ListScreenSession {
    let cli: IkeCLI
    let tmux: TmuxSession

    /// Seeds the database through the command line, then opens the app at `width`×`height`, with
    /// `settings` as its settings file when given and `environment` over the command line's.
    init(
        titles: [String] = [], term: String? = "tmux-256color", width: Int = 80, height: Int = 24,
        extraArguments: [String] = [], settings: String? = nil, environment: [String: String] = [:],
        beforeStart: (IkeCLI) throws -> Void = { _ in }
    ) throws {
        cli = try IkeCLI()
        for title in titles { try cli.run("add", title) }
        try beforeStart(cli)
        var arguments = extraArguments
        if let settings {
            let path = cli.folder.path("config.toml")
            try settings.write(toFile: path, atomically: true, encoding: .utf8)
            arguments += ["--config", path]
        }
        tmux = try TmuxSession()
        try tmux.start(
            command: [try IkeBinary.path(), "--db", cli.database] + arguments, width: width,
            height: height,
            environment: cli.environment.merging(environment) { $1 }, term: term)
    }

    /// Waits for the first frame (the header's counts).
    @discardableResult
    func waitForList(fileID: String = #fileID, line: Int = #line) throws -> String {
        try tmux.waitForScreen(fileID: fileID, line: line) { $0.contains(" open") }
    }

    /// Task rows as shown, borders and padding removed ("▸☑ Buy milk" becomes "▸☑ Buy milk").
    static func taskRows(_ screen: String) -> [String] {
        let lines = screen.components(separatedBy: "\n")
        guard lines.count > 3 else { return [] }
        return lines.dropFirst(3).filter { $0.hasPrefix("│") }.map { line in
            var text = String(line.dropFirst())
            if text.hasSuffix("│") { text.removeLast() }
            return text.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    /// Waits until the task rows start with `expected`, each row compared by prefix (deadlines follow).
    @discardableResult
    /// Waits until the task rows start with `expected`, and the screen holds `text` when given: a write
    /// slower than a frame shows its rows before the status line that says it landed, so a test that
    /// checks both waits for both.
    func waitForRows(
        _ expected: [String], containing text: String? = nil, fileID: String = #fileID, line: Int = #line
    ) throws -> String {
        try tmux.waitForScreen(fileID: fileID, line: line) { screen in
            let rows = Self.taskRows(screen)
            return rows.count == expected.count && zip(rows, expected).allSatisfy { $0.hasPrefix($1) }
                && text.map { screen.contains($0) } ?? true
        }
    }

    func close() {
        tmux.kill()
        cli.remove()
    }
}
