import Foundation
import IkeTestSupport
import Testing

/// `ike export -o FILE` without `--format` writes the format the file's extension names.
@Suite("Export format from the file name")
struct ExportFormatTests {
    /// Each extension gives the same bytes as asking for its format by name.
    @Test(arguments: [
        ("tasks.ics", "ics", "iCalendar"), ("tasks.txt", "todotxt", "todo.txt"), ("tasks.csv", "csv", "CSV"),
        ("tasks.md", "markdown", "Markdown"), ("tasks.markdown", "markdown", "Markdown"),
        ("tasks.json", "json", "ike JSON"), ("TASKS.ICS", "ics", "iCalendar"), ("backup", "json", "ike JSON"),
    ])
    func theExtensionChoosesTheFormat(_ name: String, _ format: String, _ displayName: String) throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Call the bank", "--due", "fri", "--important")
        let path = ike.folder.path(name)
        let result = try ike.run("export", "-o", path)
        #expect(result.exitCode == 0, "\(result.stderr)")
        // After what the format has no place for, if anything (Markdown: the flags, the creation time).
        #expect(result.stderr.hasSuffix("Exported 1 task to \(path) (\(displayName))\n"), "\(result.stderr)")
        let expected = try ike.run("export", "--format", format).stdout
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
    }

    @Test func anExplicitFormatWins() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Call the bank")
        let path = ike.folder.path("tasks.ics")
        #expect(try ike.run("export", "--format", "csv", "-o", path).exitCode == 0)
        #expect(
            try String(contentsOfFile: path, encoding: .utf8) == ike.run("export", "--format", "csv").stdout)
    }

    /// An extension ike does not write is refused rather than given ike JSON under a misleading name.
    @Test(arguments: ["tasks.taskwarrior", "tasks.xml", "tasks.ical"])
    func anUnknownExtensionIsRefused(_ name: String) throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Call the bank")
        let result = try ike.run("export", "-o", ike.folder.path(name))
        #expect(result.exitCode == 64)
        let ext = String(name.split(separator: ".").last!)
        #expect(
            result.stderr.contains(
                "cannot tell the format from “.\(ext)”: name the file .json, .ics, .txt, .csv or .md, "
                    + "or give --format"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: ike.folder.path(name)))
    }

    @Test func theHelpSaysSo() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let help = try ike.run("export", "--help").stdout
        let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("Without --format, the format follows -o's extension"), "\(help)")
        #expect(words.contains(".ics iCalendar"))
    }
}
