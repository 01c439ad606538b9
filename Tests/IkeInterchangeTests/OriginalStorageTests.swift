import Foundation
import GRDB
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// Where originals live: written by the import in its transaction, replaced by a newer record, gone with
/// their task and back with its undo, never used for another format.
@Suite struct OriginalStorageTests {
    let path = "originals/taskwarrior-2.6.json"
    let rent = "3d29ebab-d69d-4a4e-8db3-c83c01cf0b8c"

    func originalCount(_ store: TaskStore) throws -> Int {
        try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM task_original") ?? 0 }
    }

    @Test func anImportKeepsOneOriginalPerTaskAndADryRunNone() throws {
        let store = try makeStore()
        try importFixture(store, path, dryRun: true)
        #expect(try originalCount(store) == 0)
        try importFixture(store, path)
        #expect(try originalCount(store) == 8)
        let original = try #require(try store.original(uid: rent, format: "taskwarrior"))
        #expect(original.contains("\"wait\":\"20261128T000000Z\""))
        // Formats that write every field ike has keep none.
        let other = try makeStore()
        try importText(other, "- [ ] Plan the trip\n", format: .markdown)
        #expect(try originalCount(other) == 0)
    }

    @Test func aNewerRecordReplacesTheOriginal() throws {
        let store = try makeStore()
        try importFixture(store, path)
        var text = String(decoding: try fixture(path), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"estimate\":2,", with: "\"estimate\":3,")
        let plan = try importText(store, text, name: "later.json")
        // Only a field ike does not model changed: the task is unchanged, its original is not.
        #expect(plan.count(.unchanged) == 8)
        #expect(try store.original(uid: rent, format: "taskwarrior")?.contains("\"estimate\":3") == true)
    }

    @Test func deletingATaskDropsItsOriginalAndUndoBringsItBack() throws {
        let store = try makeStore()
        try importFixture(store, path)
        let original = try store.original(uid: rent, format: "taskwarrior")
        let deletion = try store.change { try $0.delete(uid: rent) }.mutation
        #expect(try store.original(uid: rent, format: "taskwarrior") == nil)
        #expect(try originalCount(store) == 7)
        try store.apply(deletion.inverse)
        #expect(try store.original(uid: rent, format: "taskwarrior") == original)
        let after = try taskwarriorRecords(try Exporter.export(store, as: .taskwarrior).bytes)
        #expect(after[rent]?["client"] == "\"Acme Ltd\"")
        // Redo deletes both again.
        try store.apply(deletion)
        #expect(try originalCount(store) == 7)
    }

    @Test func anImportThatDeletesATaskDropsItsOriginal() throws {
        let store = try makeStore()
        try importFixture(store, path)
        let text = String(decoding: try fixture(path), as: UTF8.self).replacingOccurrences(
            of:
                "\"modified\":\"20261125T092604Z\",\"priority\":\"H\",\"project\":\"home\",\"status\":\"pending\"",
            with:
                "\"modified\":\"20261125T100000Z\",\"priority\":\"H\",\"project\":\"home\",\"status\":\"deleted\""
        )
        #expect(try importText(store, text, name: "later.json").count(.delete) == 1)
        #expect(try originalCount(store) == 7)
    }

    @Test func exportingToAnotherFormatIgnoresTheOriginal() throws {
        let store = try makeStore()
        try importFixture(store, "originals/topydo-todo.txt")
        let items = try store.items()
        for format in [InterchangeFormat.taskwarrior, .iCalendar, .ikeJSON, .csv] {
            let plain = Exporter.encode(items, as: format, environment: store.environment)
            #expect(try Exporter.export(store, as: format).bytes == plain, "\(format)")
        }
        #expect(
            try Exporter.export(store, as: .todoTxt).bytes
                != Exporter.encode(items, as: .todoTxt, environment: store.environment))
    }

    /// A record over the size limit is not kept; the task is written back as ike writes it, and a stale
    /// original from an earlier import is dropped.
    @Test func aRecordOverTheLimitIsNotKept() throws {
        let store = try makeStore()
        try importFixture(store, path)
        let long = String(repeating: "x", count: OriginalRecord.maximumBytes)
        let text = String(decoding: try fixture(path), as: UTF8.self).replacingOccurrences(
            of: "\"client\":\"Acme Ltd\"", with: "\"client\":\"\(long)\"")
        try importText(store, text, name: "later.json")
        #expect(try store.original(uid: rent, format: "taskwarrior") == nil)
        #expect(try originalCount(store) == 7)
        let after = try taskwarriorRecords(try Exporter.export(store, as: .taskwarrior).bytes)
        #expect(after[rent]?["client"] == nil && after[rent]?["description"] == "\"Pay rent\"")
    }
}
