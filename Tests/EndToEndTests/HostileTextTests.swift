import Foundation
import IkeTestSupport
import Testing

/// Titles that hold terminal commands: written to a terminal they are shown, never obeyed; written to a
/// file or a pipe they stay byte for byte, so an export still reads back.
@Suite("Hostile text")
struct HostileTextTests {
    /// Each title carries one way of taking over a terminal.
    static let titles = [
        "Clipboard \u{1B}]52;c;aGVsbG8=\u{07} write",
        "Window \u{1B}]0;owned\u{1B}\\ title",
        "DCS \u{1B}P1$qm\u{1B}\\ through tmux",
        "APC \u{1B}_hidden\u{1B}\\ and PM \u{1B}^private\u{1B}\\",
        "tmux \u{1B}krenamed\u{1B}\\ window",
        "Bell \u{07} and CSI \u{1B}[2J clear",
        "C1 CSI \u{9B}31m red and OSC \u{9D}0;x\u{9C} and DEL \u{7F}",
    ]

    static let formats = ["json", "todotxt", "markdown", "csv", "ics", "taskwarrior"]
    /// The formats that write a title's control characters as they are (JSON escapes them, iCalendar
    /// writes symbols).
    static let rawFormats = ["todotxt", "markdown", "csv"]

    @Test(arguments: formats)
    func exportToATerminalWritesNoControlSequence(format: String) throws {
        let ike = try Self.seeded()
        defer { ike.remove() }
        let shown = try ike.onTerminal("export", "--format", format)
        #expect(shown.exitCode == 0, "\(shown.text)")
        Self.expectNoControls(shown.bytes, "export --format \(format)")
        // Still the whole export, each title shown where the format writes it raw.
        #expect(shown.text.contains("Clipboard"), "\(shown.text)")
        if Self.rawFormats.contains(format) {
            #expect(shown.text.contains("Clipboard ␛]52;c;aGVsbG8=␇ write"), "\(shown.text)")
        }
    }

    @Test func listShowAndMessagesOnATerminalWriteNoControlSequence() throws {
        let ike = try Self.seeded()
        defer { ike.remove() }
        let commands: [[String]] = [
            ["list"], ["list", "--json"], ["done", "1"], ["undone", "1"], ["edit", "2", "--urgent"],
            ["move", "3", "--top"], ["list", "--quadrant", "\u{1B}]0;bad\u{07}"],
            ["add", "New \u{1B}]52;c;eA==\u{07}"], ["import", "/nonexistent/\u{1B}]0;x\u{07}"],
        ]
        for command in commands {
            let shown = try ike.onTerminal(command)
            Self.expectNoControls(shown.bytes, command.joined(separator: " "))
        }
    }

    @Test(arguments: formats)
    func exportToAFileIsByteExactAndReadsBack(format: String) throws {
        let ike = try Self.seeded()
        defer { ike.remove() }
        let file = ike.folder.path("export.\(format)")
        let written = try ike.run("export", "--format", format, "-o", file)
        #expect(written.exitCode == 0, "\(written.stderr)")
        let piped = try ike.run("export", "--format", format)
        let bytes = try #require(FileManager.default.contents(atPath: file))
        // Standard output to a file is the same bytes as -o, control characters and all.
        #expect(Data(piped.stdout.utf8) == bytes)
        if Self.rawFormats.contains(format) { #expect(bytes.contains(0x1B)) }
        guard ["json", "csv", "ics", "taskwarrior"].contains(format) else { return }
        // The formats that carry any control character give every title back exactly.
        let other = try IkeCLI()
        defer { other.remove() }
        let imported = try other.run("import", file, "--format", format)
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(try other.titles() == Self.titles)
    }

    /// A database holding `titles`, added through the binary.
    static func seeded() throws -> IkeCLI {
        let ike = try IkeCLI()
        for title in titles {
            let added = try ike.run("add", title)
            try #require(added.exitCode == 0, "\(added.stderr)")
        }
        return ike
    }

    /// Records an issue for each ESC, BEL, DEL, C1 control (U+0080–U+009F) or other C0 control but a line
    /// break (LF, or CR before LF) and tab.
    static func expectNoControls(
        _ bytes: [UInt8], _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let forbidden = bytes.indices.filter { index in
            let byte = bytes[index]
            if byte == 0x1B || byte == 0x07 || byte == 0x7F { return true }
            if byte == 0x0D { return index + 1 == bytes.count || bytes[index + 1] != 0x0A }
            if byte < 0x20 && byte != 0x0A && byte != 0x09 { return true }
            return (0x80...0x9F).contains(byte) && index > 0 && bytes[index - 1] == 0xC2
        }
        let shown = String(decoding: bytes, as: UTF8.self)
        #expect(
            forbidden.isEmpty,
            "\(what) wrote \(forbidden.count) control bytes, first at \(forbidden.first ?? 0): \(shown)",
            sourceLocation: sourceLocation)
    }
}

extension IkeCLI {
    /// `ike ARGS… --db <temp>` with standard output and error on a pseudo-terminal.
    func onTerminal(_ arguments: String...) throws -> PseudoTerminal.Result {
        try onTerminal(arguments)
    }

    func onTerminal(_ arguments: [String]) throws -> PseudoTerminal.Result {
        try PseudoTerminal.run(
            try IkeBinary.path(), arguments + ["--db", database], environment: environment)
    }
}
