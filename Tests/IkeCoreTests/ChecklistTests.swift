import Foundation
import Testing

@testable import IkeCore

/// A checklist in a task's notes (issue 33, item 5): the lines written `- [ ]` or `- [x]`, counted and
/// ticked one at a time, every other character of the notes as written.
@Suite("Checklists in notes")
struct ChecklistTests {
    static let notes = """
        Call the movers first.
        - [ ] Book the van
          * [X] Buy boxes
        - [x]Tape is not a box
        -[ ] nor this
        - [ ]
        1. [ ] a numbered line is not one
        """

    @Test func theBoxedLinesAreTheChecklist() {
        let checklist = Checklist(notes: Self.notes)
        #expect(checklist.entries.map(\.text) == ["Book the van", "Buy boxes", ""])
        #expect(checklist.entries.map(\.isTicked) == [false, true, false])
        #expect(checklist.entries.map(\.line) == [1, 2, 5])
        #expect(checklist.progress == "1/3")
        #expect(Checklist(notes: "no boxes here").isEmpty)
    }

    @Test func tickingChangesOneBoxAndNothingElse() {
        let ticked = Checklist.toggling(0, in: Self.notes)
        #expect(ticked == Self.notes.replacingOccurrences(of: "- [ ] Book", with: "- [x] Book"))
        #expect(Checklist.toggling(1, in: ticked) == ticked.replacingOccurrences(of: "* [X]", with: "* [ ]"))
        #expect(Checklist.toggling(7, in: Self.notes) == Self.notes)
    }

    /// Control characters in a line (an escape sequence pasted from a terminal, a NUL, a bell) are the
    /// entry's text as written: read, counted and ticked without touching them (the screen draws them as
    /// Control Pictures, `DisplayText`); a line ending `\r\n` (a file written on Windows) ends the line.
    @Test func aLineWithControlCharactersIsAnEntryKeptAsWritten() {
        let notes = "- [ ] red \u{1B}[31mwire\u{1B}[0m\r\n- [x] a\u{0}b\u{7}\n- [ ]\u{1B}not a box"
        let checklist = Checklist(notes: notes)
        #expect(checklist.entries.map(\.text) == ["red \u{1B}[31mwire\u{1B}[0m", "a\u{0}b\u{7}"])
        #expect(checklist.progress == "1/2")
        let ticked = Checklist.toggling(0, in: notes)
        #expect(ticked == notes.replacingOccurrences(of: "- [ ] red", with: "- [x] red"))
        #expect(
            Checklist.toggling(1, in: ticked) == ticked.replacingOccurrences(of: "- [x] a", with: "- [ ] a"))
    }
}
