/// A task's checklist: the lines of its notes written `- [ ] text` (open) or `- [x] text` (ticked), as
/// Markdown, Obsidian and GitHub write them (issue 33, item 5). Plain text in the notes, so every format
/// and every CalDAV client keeps it as written; ike counts it, shows it and ticks it.
public struct Checklist: Hashable, Sendable {
    /// One line of the checklist.
    public struct Entry: Hashable, Sendable {
        /// The text after the box.
        public var text: String
        public var isTicked: Bool
        /// Which line of the notes it is (0-based).
        public var line: Int
    }

    public let entries: [Entry]

    /// The checklist in `notes`: every line that is, after any indentation, `-` or `*`, a space, `[ ]` or
    /// `[x]` (either case), and a space or the line's end.
    public init(notes: String) {
        // Most notes hold no box at all: one search, no split.
        guard notes.contains("[") else {
            entries = []
            return
        }
        var entries: [Entry] = []
        for (index, line) in notes.split(omittingEmptySubsequences: false, whereSeparator: Self.isLineBreak)
            .enumerated()
        {
            if let entry = Self.entry(line, at: index) { entries.append(entry) }
        }
        self.entries = entries
    }

    /// How many entries are ticked.
    public var tickedCount: Int { entries.count(where: \.isTicked) }

    /// Whether the notes hold no checklist.
    public var isEmpty: Bool { entries.isEmpty }

    /// "1/4": ticked of all.
    public var progress: String { "\(tickedCount)/\(entries.count)" }

    /// `notes` with the box of the checklist's entry `index` ticked or cleared; everything else, the
    /// box's own spelling (`x` or `X`) included where it stays ticked, as written.
    public static func toggling(_ index: Int, in notes: String) -> String {
        let checklist = Checklist(notes: notes)
        guard checklist.entries.indices.contains(index) else { return notes }
        let target = checklist.entries[index]
        // In place, so the notes' own line breaks (`\n`, or `\r\n` from a file written on Windows) stay.
        var lineStart = notes.startIndex
        for _ in 0..<target.line {
            guard let lineBreak = notes[lineStart...].firstIndex(where: isLineBreak) else { return notes }
            lineStart = notes.index(after: lineBreak)
        }
        guard let open = notes[lineStart...].firstIndex(of: "[") else { return notes }
        let box = notes.index(after: open)
        var toggled = notes
        toggled.replaceSubrange(box...box, with: target.isTicked ? " " : "x")
        return toggled
    }

    /// Whether `character` ends a line of notes: `\n`, or `\r\n` (one `Character` in Swift, so a split on
    /// `\n` alone would miss it).
    public static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n"
    }

    private static func entry(_ line: Substring, at index: Int) -> Entry? {
        let body = line.drop { $0 == " " || $0 == "\t" }
        guard let bullet = body.first, bullet == "-" || bullet == "*" else { return nil }
        let rest = body.dropFirst()
        guard rest.hasPrefix(" ["), rest.count >= 4 else { return nil }
        let characters = Array(rest.prefix(4))
        guard characters[3] == "]", [" ", "x", "X"].contains(characters[2]) else { return nil }
        let after = rest.dropFirst(4)
        guard after.isEmpty || after.first == " " else { return nil }
        return Entry(
            text: String(after.drop { $0 == " " }), isTicked: characters[2] != " ", line: index)
    }
}
