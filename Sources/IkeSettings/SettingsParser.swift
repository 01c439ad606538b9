import IkeApp
import TOMLKit

/// Reads a settings file's text into `Settings`, or every problem in it, each with its line.
public enum SettingsParser {
    /// The sections ike knows; any other is an error, so a misspelt `[theme]` is not silently ignored.
    public static let sections = ["app", "theme", "keys", "sync", "views", "focus"]

    /// The settings `text` (read from `file`, which messages name) describes, or its problems.
    public static func parse(_ text: String, file: String) -> Result<Settings, SettingsError> {
        var reader = SettingsReader(text: text, file: file)
        reader.read()
        // A file refused for other mistakes lists its [focus] ones too, so one check shows them all.
        return reader.problems.isEmpty
            ? .success(reader.settings)
            : .failure(SettingsError(reader.problems + reader.settings.focusProblems))
    }
}

/// One pass over a parsed file: each section's reader fills `settings` and adds to `problems`.
struct SettingsReader {
    let text: String
    let file: String
    let lines: TOMLLineIndex
    var settings = Settings()
    var problems: [SettingsProblem] = []
    /// The line of each binding the file sets, to place a conflict on it.
    var configuredBindings: [BindingID: Int] = [:]

    init(text: String, file: String) {
        self.text = text
        self.file = file
        self.lines = TOMLLineIndex(text)
    }

    mutating func read() {
        if let nul = text.firstIndex(of: "\0") {
            let line = text[..<nul].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            return problem(at: line, "a NUL character; a settings file is text")
        }
        // Before the parser: on these shapes it stops the process instead of throwing.
        if let finding = TOMLPreflight.check(text) {
            return problem(at: finding.line, "not valid TOML: \(finding.message)")
        }
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            return problem(
                at: error.source.begin.line,
                "not valid TOML: " + TOMLErrorHint.explained(error.description, lines: lines))
        } catch {
            return problem(at: nil, "not valid TOML: \(error)")
        }
        for name in sortedKeys(root, path: []) {
            guard let value = root[name] else { continue }
            let path = [name]
            guard Self.sectionNames.contains(name) else {
                let known = SettingsParser.sections.map { "[\($0)]" }.joined(separator: ", ")
                let what = value.table == nil ? "setting \(name) outside a section" : "section [\(name)]"
                problem(at: path, "unknown \(what); ike reads \(known)")
                continue
            }
            guard let table = value.table else {
                problem(at: path, "\(name) must be a section ([\(name)]), not \(Self.kind(of: value))")
                continue
            }
            switch name {
            case "app": readApp(table)
            case "theme": readTheme(table)
            case "keys": readKeys(table)
            case "views": readViews(table)
            case "focus": readFocus(table)
            default: readSync(table)
            }
        }
    }

    private static let sectionNames = Set(SettingsParser.sections)

    /// `table`'s keys in the order they are written, so problems come out in file order.
    func sortedKeys(_ table: TOMLTable, path: [String]) -> [String] {
        table.keys.sorted { (lines.line(of: path + [$0]) ?? 0, $0) < (lines.line(of: path + [$1]) ?? 0, $1) }
    }

    mutating func problem(at path: [String], _ message: String) {
        problem(at: lines.line(of: path), message)
    }

    mutating func problem(at line: Int?, _ message: String) {
        problems.append(SettingsProblem(file: file, line: line, message))
    }

    /// "a string", "an integer", … for messages about a value of the wrong type.
    static func kind(of value: TOMLValueConvertible) -> String {
        switch value.type {
        case .table: "a table"
        case .array: "an array"
        case .string: "a string"
        case .int: "an integer"
        case .double: "a number with a fraction"
        case .bool: "true or false"
        case .date: "a date"
        case .time: "a time"
        case .dateTime: "a date and time"
        }
    }

    /// The setting's dotted name as a message shows it ("app.review_seconds").
    static func dotted(_ path: [String]) -> String { path.joined(separator: ".") }
}
