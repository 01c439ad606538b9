import Foundation
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// A vdir todoman 4.7 wrote (Fixtures/todoman): imported, exported as a vdir, and compared VTODO by VTODO
/// for what ike models; exported into the same folder, where nothing edited in ike is rewritten.
@Suite("todoman vdir round trip")
struct TodomanVdirTests {
    /// The fixture folder copied into `dir`, so a test may write into it.
    /// 2026-11-26 09:00 UTC, the day after the fixture's files were last changed.
    static let dayAfterTheFixture = Date(timeIntervalSince1970: 1_795_683_600)

    static func copyOfFixture(in dir: TempDirectory) throws -> String {
        let source = fixtureURL("todoman")
        let copy = dir.path("todoman")
        try FileManager.default.copyItem(atPath: source.path, toPath: copy)
        return copy
    }

    /// The VTODO's properties ike models, as comparable text: TEXT values unescaped, CATEGORIES as a set,
    /// DUE as its date, PRIORITY as ike's quadrant, STATUS and the times as written.
    static func modelled(_ path: String) throws -> [String: String] {
        let text = try ImportText(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        var properties: [String: String] = [:]
        var inTodo = false
        for logical in ICalendarReader.logicalLines(text) {
            let line = try ICalendarReader.parse(logical.text, line: logical.line)
            if line.name == "BEGIN" || line.name == "END" {
                inTodo = line.name == "BEGIN" && line.value == "VTODO"
                continue
            }
            guard inTodo else { continue }
            switch line.name {
            case "UID", "SUMMARY", "DESCRIPTION": properties[line.name] = ICalendarText.value(of: line)
            case "CATEGORIES":
                properties[line.name] = ICalendarText.splitList(line.value).sorted().joined(separator: ",")
            case "DUE": properties[line.name] = String(line.value.prefix(8))
            case "PRIORITY": properties[line.name] = "\(ICalendarCodec.quadrant(priority: Int(line.value)!))"
            case "STATUS", "COMPLETED", "CREATED", "LAST-MODIFIED": properties[line.name] = line.value
            default: break
            }
        }
        // A description's final line break is not kept: ike trims notes.
        properties["DESCRIPTION"] = properties["DESCRIPTION"].map {
            $0.trimmingCharacters(in: .newlines)
        }
        return properties
    }

    @Test func importedThenExportedEveryVTODOSaysTheSameUnderTheSameName() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let fixture = try Self.copyOfFixture(in: dir)
        let store = try makeStore()
        #expect(
            try VdirTesting.importFolder(fixture, into: store).summary == "5 added, 0 updated, 0 unchanged")
        let exported = dir.path("exported")
        #expect(try VdirTesting.export(store, to: exported).written == 5)
        let taskFiles = try VdirTesting.names(fixture).filter { $0.hasSuffix(".ics") }
        #expect(taskFiles.count == 5)
        #expect(try VdirTesting.names(exported) == taskFiles)
        for name in taskFiles {
            let before = try Self.modelled(fixture + "/" + name)
            #expect(before["UID"].map { $0 + ".ics" } == name, "todoman names a file by its uid")
            #expect(try Self.modelled(exported + "/" + name) == before, "\(name)")
        }
        // The export reads back as the same tasks.
        let fresh = try makeStore()
        try VdirTesting.importFolder(exported, into: fresh)
        #expect(
            try fresh.items().map(VdirTesting.carried).sorted()
                == store.items().map(VdirTesting.carried).sorted())
    }

    @Test func exportedIntoTodomansFolderOnlyTheTaskEditedInIkeIsRewrittenUnderItsName() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let fixture = try Self.copyOfFixture(in: dir)
        // ike's clock is after the files' last changes (25 November), as it is when a person edits in ike
        // after todoman: an older clock would make todoman's files look newer than ike's edit.
        let store = try TaskStore.inMemory(environment: .fixed(at: Self.dayAfterTheFixture))
        try VdirTesting.importFolder(fixture, into: store)
        let names = try VdirTesting.names(fixture, hidden: true)
        let before = try names.map { try Data(contentsOf: URL(fileURLWithPath: fixture + "/" + $0)) }
        #expect(
            try VdirTesting.export(store, to: fixture, deleting: true)
                == VdirExporter.Summary(tasks: 5, written: 0, unchanged: 5))
        #expect(try names.map { try Data(contentsOf: URL(fileURLWithPath: fixture + "/" + $0)) } == before)
        var call = try #require(try store.items().first { $0.title == "Call mom" })
        call.isDone = true
        call.doneAt = testNow
        try store.change { _ = try $0.update(call) }
        #expect(try VdirTesting.export(store, to: fixture).written == 1)
        #expect(try VdirTesting.names(fixture, hidden: true) == names)
        let rewritten = try Self.modelled(fixture + "/" + call.uid + ".ics")
        #expect(rewritten["STATUS"] == "COMPLETED")
        #expect(rewritten["SUMMARY"] == "Call mom")
    }
}
