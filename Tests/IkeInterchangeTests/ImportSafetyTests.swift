import Foundation
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Bad files: a clear message naming the place, no crash, and the database exactly as it was.
@Suite("Import safety")
struct ImportSafetyTests {
    /// Imports `bytes`, expecting `message`, and checks the whole table is unchanged.
    func expectRefused(_ bytes: [UInt8], _ message: String, format: InterchangeFormat? = nil) throws {
        let store = try makeStore()
        try importText(store, "Existing one\nx Existing two\n")
        let before = try wholeTable(store)
        #expect(importFailure(store, bytes: bytes, name: "bad.txt", format: format) == message)
        #expect(try wholeTable(store) == before)
    }

    @Test func latin1BytesAreRefusedWithTheirLine() throws {
        try expectRefused(
            Array("Milk\nBread\nna".utf8) + [0xEF] + Array("ve caf".utf8) + [0xE9] + [0x0A],
            "bad.txt, line 3: not UTF-8 (byte 0xEF at offset 13); save the file as UTF-8 (it may be Latin-1); "
                + "nothing was imported")
    }

    @Test func utf16AndBinaryAreRefused() throws {
        try expectRefused(
            [0xFF, 0xFE] + Array("M\0i\0".utf8),
            "bad.txt: the file is UTF-16 text; save it as UTF-8 and import it again; nothing was imported")
        try expectRefused(
            Array("M\0i\0l\0k\0".utf8),
            "bad.txt, line 1: a NUL byte at offset 1: this is a binary file or UTF-16 text, not UTF-8 text; "
                + "nothing was imported")
    }

    @Test func aByteOrderMarkIsDroppedInEveryFormat() throws {
        let store = try makeStore()
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let files = [
            "Milk\n", "[\"Bread\"]", "title,done\nEggs,no\n",
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:Jam\nEND:VTODO\nEND:VCALENDAR\n",
            "- [ ] Tea\n",
        ]
        for file in files { try Importer(store: store).run(file: "f", bytes: bom + Array(file.utf8)) }
        #expect(try titles(store) == ["Milk", "Bread", "Eggs", "Jam", "Tea"])
    }

    @Test func aFileOverTheLimitIsRefusedBeforeParsing() throws {
        try expectRefused(
            [UInt8](repeating: UInt8(ascii: "a"), count: ImportText.maximumBytes + 1),
            "bad.txt: the file is larger than 100 MB, the most ike imports at once; nothing was imported")
    }

    @Test func aFiftyMegabyteTruncatedFileIsRefused() throws {
        // 50 MB inside one JSON string that never ends.
        var bytes = Array("[{\"title\": \"".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 50 << 20)
        try expectRefused(
            bytes, "bad.txt, line 1: the file ends inside a string (is it truncated?); nothing was imported")
    }

    @Test func aOneMegabyteLineIsReadOrRefusedCleanly() throws {
        let long = String(repeating: "할 일 ", count: 1 << 18)
        let store = try makeStore()
        try importText(store, "Short\n" + long + "\n")
        #expect(try store.items().last?.title == String(long.dropLast()))
        try expectRefused(
            Array(("Short\n" + long + " due:2026-02-30\n").utf8),
            "bad.txt, line 2 (record 2): “due:2026-02-30” is not a date such as due:2026-12-01; "
                + "nothing was imported")
    }

    @Test func anICalendarFileWithUnknownPropertiesAndNestedComponentsReads() throws {
        let text = """
            BEGIN:VCALENDAR
            X-WR-CALNAME:Lists
            BEGIN:VTODO
            UID:t1
            SUMMARY:Outer
            X-UNKNOWN;X-PARAM="a:b;c":value:with:colons
            BEGIN:VALARM
            SUMMARY:Inner alarm summary
            BEGIN:X-NESTED
            UID:inner
            END:X-NESTED
            END:VALARM
            BEGIN:VTODO
            SUMMARY:A VTODO inside a VTODO is not a task of its own
            END:VTODO
            DESCRIPTION:after the nested ones
            END:VTODO
            END:VCALENDAR
            """
        let store = try makeStore()
        try importText(store, text)
        let items = try store.items()
        #expect(items.map(\.title) == ["Outer"])
        #expect(items.map(\.uid) == ["t1"])
        #expect(items.map(\.notes) == ["after the nested ones"])
    }

    @Test func anErrorInTheLastRecordImportsNoneOfTheOthers() throws {
        var text = ""
        for index in 0..<2_000 { text += "Task \(index)\n" }
        text += "Broken due:2026-02-30\n"
        try expectRefused(
            Array(text.utf8),
            "bad.txt, line 2001 (record 2001): “due:2026-02-30” is not a date such as due:2026-12-01; "
                + "nothing was imported")
    }

    @Test func dryRunPlansWithoutWriting() throws {
        let store = try makeStore()
        try importText(store, "Milk\nBread\n")
        let before = try wholeTable(store)
        let plan = try importText(store, "x Milk\nBread\nEggs\n", dryRun: true)
        #expect(!plan.applied)
        #expect(plan.entries.map(\.action) == [.update, .unchanged, .add])
        #expect(plan.entries[0].changedFields == ["done"])
        #expect(plan.summary == "1 to add, 1 to update, 1 unchanged")
        #expect(try wholeTable(store) == before)
    }

    @Test func exportReplacesAFileWholeAndLeavesNoTemporaryFile() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("out.json")
        try Exporter.writeAtomically(Array("old".utf8), to: path)
        try Exporter.writeAtomically(Array("new content".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new content")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.json"])
        #expect(throws: Exporter.Failure.self) {
            try Exporter.writeAtomically([1], to: folder.path("missing/out.json"))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new content")
    }
}
