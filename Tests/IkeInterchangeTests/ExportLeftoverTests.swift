import Foundation
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// An export killed between writing its temporary files and renaming them leaves hidden
/// `.NAME.ike-XXXXXX` files; the next export of the same place removes those older than ten minutes and
/// nothing else.
@Suite("Temporary files an interrupted export left")
struct ExportLeftoverTests {
    /// Writes `name` in `dir` and dates it `age` seconds back.
    @discardableResult
    static func file(_ dir: TempDirectory, _ name: String, age: TimeInterval) throws -> String {
        let path = try dir.write("BEGIN:VCALENDAR\r\n", to: name)
        let then = Date().addingTimeInterval(-age)
        try FileManager.default.setAttributes([.modificationDate: then], ofItemAtPath: path)
        return path
    }

    @Test func namesAreRecognisedExactly() {
        #expect(Exporter.isTemporaryName(".a1.ics.ike-Ab3xY9"))
        #expect(Exporter.isTemporaryName(".a1.ics.ike-Ab3xY9", stem: "a1.ics"))
        #expect(!Exporter.isTemporaryName(".a1.ics.ike-Ab3xY9", stem: "a2.ics"))
        #expect(!Exporter.isTemporaryName("a1.ics.ike-Ab3xY9"))  // not hidden: not ike's
        #expect(!Exporter.isTemporaryName(".a1.ics.ike-Ab3xY"))  // five letters
        #expect(!Exporter.isTemporaryName(".a1.ics.ike-Ab3x-9"))
        #expect(!Exporter.isTemporaryName(".ike-Ab3xY9"))  // no name before it
    }

    @Test func aVdirExportRemovesOnlyOldLeftoversOfItsOwnShape() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let old = try Self.file(dir, ".a1.ics.ike-Ab3xY9", age: 3600)
        let fresh = try Self.file(dir, ".b2.ics.ike-Zz9zz9", age: 5)
        let other = try Self.file(dir, ".a1.ics.swp", age: 3600)
        let store = try storeHolding([TodoItem(uid: "a1", title: "Pay rent", createdAt: testNow)])
        let summary = try VdirExporter.export(store, to: dir.path(""), deleting: false)
        #expect(summary.leftovers == 1 && summary.written == 1)
        #expect(!FileManager.default.fileExists(atPath: old))
        // One younger than ten minutes may be an export at work beside this one.
        #expect(FileManager.default.fileExists(atPath: fresh))
        #expect(FileManager.default.fileExists(atPath: other))
        #expect(FileManager.default.fileExists(atPath: dir.path("a1.ics")))
    }

    @Test func aFileExportRemovesOnlyItsOwnTargetsLeftovers() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let mine = try Self.file(dir, ".tasks.json.ike-Qw3rty", age: 3600)
        let theirs = try Self.file(dir, ".other.json.ike-Qw3rty", age: 3600)
        try Exporter.writeAtomically(Array("[]\n".utf8), to: dir.path("tasks.json"))
        #expect(!FileManager.default.fileExists(atPath: mine))
        #expect(FileManager.default.fileExists(atPath: theirs))
        #expect(try String(contentsOfFile: dir.path("tasks.json"), encoding: .utf8) == "[]\n")
    }
}
