import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Issue 30, item 6: a series from Taskwarrior (`taskwarrior/recurring.json`, Taskwarrior 2.6.2's own
/// export; see Fixtures/README.md) goes back with its template, so a new Taskwarrior repeats it, and with
/// the template's `mask` kept up to date, so completing or skipping in ike never makes Taskwarrior
/// generate an occurrence twice.
@Suite("Taskwarrior: series originals")
struct TaskwarriorSeriesOriginalTests {
    let path = "taskwarrior/recurring.json"
    let water = "d6e9c1f7-3432-4948-9a7e-75b57fb6b1ff"
    /// Water the plants' pending instances, due the 25th (imask 2) and the 28th (imask 3).
    let due25 = "f6bbd591-ea58-47c3-8560-4fa3d290d9fa"
    let due28 = "44072611-e89f-479b-ba9e-387211843899"
    /// Its instance completed in Taskwarrior (imask 0), a done record of its own in ike.
    let done19 = "9357c82b-5362-4c86-a0b1-870504f199d9"

    /// The fixture imported into a store whose clock is the day after its dates (the 26th).
    func imported() throws -> TaskStore {
        let store = try makeStore(at: afterFixtures)
        try importFixture(store, path)
        return store
    }

    /// The text of each element of a JSON array, as written.
    func recordTexts(_ bytes: [UInt8]) throws -> [String] {
        guard case .array(let array) = try JSONReader.parse(bytes) else { return [] }
        return array.spans.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// Imports `bytes` (ike's export) into `store` again and returns the plan.
    func reimport(_ store: TaskStore, _ bytes: [UInt8]) throws -> ImportPlan {
        try Importer(store: store).run(file: "back.json", bytes: bytes, format: .taskwarrior)
    }

    @Test func anUntouchedSeriesComesBackByteForByteWithItsTemplate() throws {
        let store = try imported()
        let bytes = try Exporter.export(store, as: .taskwarrior).bytes
        // Every record but the deleted instance, which ike does not hold: the four templates too.
        let expected = try recordTexts(try fixture(path)).filter { !$0.contains("\"status\":\"deleted\"") }
        let written = try recordTexts(bytes)
        #expect(written.count == expected.count)
        #expect(Set(written) == Set(expected))
        #expect(written.filter { $0.contains("\"status\":\"recurring\"") }.count == 4)
        #expect(try reimport(store, bytes).count(.unchanged) == 6)
    }

    @Test func doneInIkeCompletesTheInstanceAndMarksTheMask() throws {
        let store = try imported()
        _ = try store.setDone(true, uids: [water])
        let items = try store.items()
        #expect(items.first { $0.uid == water }?.deadline?.iso == "2026-11-28")
        let doneUID = water + "-done-2026-11-25"
        let doneRecord = try #require(items.first { $0.uid == doneUID })
        let bytes = try Exporter.export(store, as: .taskwarrior).bytes
        let before = try taskwarriorRecords(try fixture(path))
        let after = try taskwarriorRecords(bytes)
        // The instance is done where Taskwarrior's `task done` would put it: `+` at its imask.
        #expect(after[water]?["mask"] == "\"+X+-\"")
        #expect(differingKeys(before[water]!, after[water]!) == ["mask", "modified"])
        let completed = try #require(after[due25])
        #expect(completed["status"] == "\"completed\"" && completed["ikeuid"] == "\"\(doneUID)\"")
        #expect(completed["end"] == "\"\(DateTimeText.basicUTC(doneRecord.doneAt!))\"")
        #expect(
            differingKeys(before[due25]!, completed) == ["status", "end", "entry", "modified", "ikeuid"])
        #expect(after[due28] == before[due28], "the next occurrence stays as Taskwarrior made it")
        #expect(after[done19] == before[done19])
        // ike's done record is that instance: no record of its own, so no occurrence twice.
        #expect(after.count == before.count - 1)
        #expect(after.values.filter { $0["description"] == "\"Water the plants\"" }.count == 4)
        let again = try reimport(store, bytes)
        #expect(again.count(.add) + again.count(.update) + again.count(.delete) == 0, "\(again.summary)")
        #expect(try store.items().count == items.count)
        // A store that never had the series reads the same tasks from the file.
        let fresh = try makeStore(at: afterFixtures)
        try importText(fresh, String(decoding: bytes, as: UTF8.self), name: "back.json")
        let summary = try TaskwarriorRecurrenceTests.summary(fresh)
        #expect(summary.contains("Water the plants 2026-11-28 every 3 days"), "\(summary)")
        #expect(summary.contains("Water the plants 2026-11-25 done \(water)"), "\(summary)")
        #expect(try fresh.items().contains { $0.uid == doneUID })
    }

    /// Through a real Taskwarrior 2.6.2 (`ike-series-done*.json`, see Fixtures/README.md): ike's export
    /// after `done` on two series, imported by the Taskwarrior the series came from and by an empty one,
    /// leaves each occurrence once in both, and their exports read back into ike as no change.
    @Test func taskwarriorImportsTheExportWithoutASecondOccurrence() throws {
        let store = try imported()
        let standup = "271d782d-f7ce-4151-b183-4e71321e889d"
        _ = try store.setDone(true, uids: [water])
        _ = try store.setDone(true, uids: [standup])
        let bytes = try Exporter.export(store, as: .taskwarrior).bytes
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == String(decoding: try fixture("taskwarrior/ike-series-done.json"), as: UTF8.self))
        let summary = try TaskwarriorRecurrenceTests.summary(store)
        for name in ["ike-series-done-after.json", "ike-series-done-fresh.json"] {
            let records = try taskwarriorRecords(try fixture("taskwarrior/" + name)).values
            let occurrences = records.compactMap { record in
                record["parent"].map { [$0, record["due"] ?? ""] }
            }
            #expect(Set(occurrences).count == occurrences.count, "\(name): an occurrence twice")
            #expect(records.filter { $0["status"] == "\"recurring\"" }.count == 4, "\(name)")
            let fresh = try makeStore(at: afterFixtures)
            try importFixture(fresh, "taskwarrior/" + name)
            #expect(try TaskwarriorRecurrenceTests.summary(fresh).sorted() == summary.sorted(), "\(name)")
        }
        let plan = try importFixture(store, "taskwarrior/ike-series-done-after.json")
        #expect(plan.count(.add) + plan.count(.update) + plan.count(.delete) == 0, "\(plan.summary)")
    }

    @Test func passingEveryInstanceWritesTheNextAsTaskwarriorWould() throws {
        let store = try imported()
        _ = try store.setDone(true, uids: [water])
        _ = try store.skipOccurrence(uids: [water])
        #expect(try store.items().first { $0.uid == water }?.deadline?.iso == "2026-12-01")
        let bytes = try Exporter.export(store, as: .taskwarrior).bytes
        let after = try taskwarriorRecords(bytes)
        // Done on the 25th, skipped on the 28th, and the next (imask 4, the 1st) pending, made here.
        #expect(after[water]?["mask"] == "\"+X+X-\"")
        #expect(after[due25]?["status"] == "\"completed\"" && after[due28]?["status"] == "\"deleted\"")
        let next = try #require(after[TaskwarriorCodec.derivedUUID(water + "#4")])
        #expect(next["parent"] == "\"\(water)\"" && next["imask"] == "4" && next["status"] == "\"pending\"")
        #expect(next["due"] == "\"20261201T000000Z\"" && next["recur"] == "\"3d\"" && next["mask"] == nil)
        #expect(next["description"] == "\"Water the plants\"" && next["tags"] == "[\"home\"]")
        let again = try reimport(store, bytes)
        #expect(again.count(.add) + again.count(.update) + again.count(.delete) == 0, "\(again.summary)")
        let fresh = try makeStore(at: afterFixtures)
        try importText(fresh, String(decoding: bytes, as: UTF8.self), name: "back.json")
        #expect(
            try TaskwarriorRecurrenceTests.summary(fresh).contains("Water the plants 2026-12-01 every 3 days")
        )
    }

    @Test func aTitleEditReachesTheTemplateAndEveryPendingInstance() throws {
        let store = try imported()
        try edit(store, uid: water) { $0.title = "Water the garden" }
        let bytes = try Exporter.export(store, as: .taskwarrior).bytes
        let before = try taskwarriorRecords(try fixture(path))
        let after = try taskwarriorRecords(bytes)
        for uuid in [water, due25, due28] {
            #expect(after[uuid]?["description"] == "\"Water the garden\"", "\(uuid)")
            #expect(differingKeys(before[uuid]!, after[uuid]!) == ["description", "modified"], "\(uuid)")
        }
        // The done occurrence is a task of its own, not edited.
        #expect(after[done19] == before[done19])
        let again = try reimport(store, bytes)
        #expect(again.count(.add) + again.count(.update) + again.count(.delete) == 0, "\(again.summary)")
    }

    /// `2mo` is 60 days to Taskwarrior, a rule ike keeps as text and cannot step: a deadline moved in ike
    /// passes no instance; the earliest one takes it, and the template and its mask stay as they were.
    @Test func aKeptRuleMovesItsEarliestInstanceOnly() throws {
        let store = try imported()
        let run = "57508bb1-21ca-41c6-bb01-dd90aeae2bad"
        let instance = "03db8811-b606-4533-81ef-9751aa46b9b1"
        try edit(store, uid: run) { $0.deadline = LocalDate(iso: "2026-12-05") }
        let bytes = try Exporter.export(store, as: .taskwarrior).bytes
        let before = try taskwarriorRecords(try fixture(path))
        let after = try taskwarriorRecords(bytes)
        #expect(after[run] == before[run])
        #expect(after[instance]?["due"] == "\"20261205T000000Z\"")
        #expect(differingKeys(before[instance]!, after[instance]!) == ["due", "modified"])
        let again = try reimport(store, bytes)
        #expect(again.count(.add) + again.count(.update) + again.count(.delete) == 0, "\(again.summary)")
    }

    /// Taskwarrior copies a template's `ikeuid` into every instance: without the template in the file, a
    /// completed instance's `ikeuid` may be its series' own, so the instance keeps its own uuid (else it
    /// would complete the series itself).
    @Test func aCompletedInstanceWithoutItsTemplateKeepsItsOwnUUID() throws {
        let store = try makeStore(at: afterFixtures)
        let lines = String(decoding: try fixture("taskwarrior/ike-recurring-after.json"), as: UTF8.self)
            .split(separator: "\n")
        let completed = try #require(lines.first { $0.contains("5f3caf97-69fe-4dbb-8dbf-cbefcf80b28a") })
        try importText(store, "[\n" + completed.dropLast() + "\n]\n", name: "part.json")
        let items = try store.items()
        #expect(items.map(\.uid) == ["5f3caf97-69fe-4dbb-8dbf-cbefcf80b28a"])
        #expect(items.first?.isDone == true)
    }

    /// A series whose records together pass `OriginalRecord.maximumBytes` (an annotation of 30 kB that
    /// Taskwarrior copies into each instance): the standing instance alone is kept, as before series were
    /// kept whole, and written back as it was (its template stays in Taskwarrior).
    @Test func aSeriesTooLargeToKeepWholeKeepsItsStandingRecord() throws {
        let store = try makeStore(at: afterFixtures)
        let template = "0c5bd0c6-5a1c-4b8e-9f6e-1d2c3b4a5f60"
        let note = String(repeating: "a long note ", count: 2_500)
        func record(_ uuid: String, _ due: String, _ rest: String) -> String {
            """
            {"annotations":[{"description":"\(note)","entry":"20261120T080000Z"}],"description":"Big",\
            "due":"\(due)","entry":"20261120T080000Z","modified":"20261120T080000Z",\(rest)"recur":"daily",\
            "uuid":"\(uuid)"}
            """
        }
        let standing = record(
            "a1a1a1a1-0000-4000-8000-000000000001", "20261125T000000Z",
            "\"imask\":0,\"parent\":\"\(template)\",\"status\":\"pending\",")
        let text = [
            record(template, "20261125T000000Z", "\"mask\":\"--\",\"status\":\"recurring\","), standing,
            record(
                "a1a1a1a1-0000-4000-8000-000000000002", "20261126T000000Z",
                "\"imask\":1,\"parent\":\"\(template)\",\"status\":\"pending\","),
        ].joined(separator: ",\n")
        #expect(text.utf8.count > OriginalRecord.maximumBytes)
        try importText(store, "[\n" + text + "\n]\n", name: "big.json")
        #expect(try store.original(uid: template, format: "taskwarrior") == standing)
        let bytes = try Exporter.export(store, as: .taskwarrior).bytes
        #expect(try recordTexts(bytes) == [standing])
        #expect(try reimport(store, bytes).count(.unchanged) == 1)
        // Moved on, it goes back as the template ike's task is (Docs/Decisions.md, 2026-11-25).
        _ = try store.setDone(true, uids: [template])
        let moved = try Exporter.export(store, as: .taskwarrior).bytes
        let record = try #require(try taskwarriorRecords(moved)[template])
        #expect(record["due"] == "\"20261127T000000Z\"" && record["parent"] == nil)
        let again = try reimport(store, moved)
        #expect(again.count(.add) + again.count(.update) + again.count(.delete) == 0, "\(again.summary)")
    }
}
