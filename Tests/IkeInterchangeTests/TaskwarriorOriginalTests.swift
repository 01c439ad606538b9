import Foundation
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// A round trip through Taskwarrior 2.6 (`originals/taskwarrior-2.6.json`, written by `task export`) gives
/// Taskwarrior back every field it had, apart from those changed in ike.
@Suite struct TaskwarriorOriginalTests {
    func imported() throws -> (TaskStore, [String: [String: String]]) { try importedTaskwarriorFixture() }

    func exported(_ store: TaskStore) throws -> [String: [String: String]] { try exportedTaskwarrior(store) }

    @Test func unchangedTasksComeBackFieldForField() throws {
        let (store, before) = try imported()
        let after = try exported(store)
        // The deleted task is not a task in ike; every other record is, or goes with its series.
        #expect(after.count == 9)
        for (uuid, record) in after {
            let original = try #require(before[uuid])
            #expect(record == original, "\(uuid): \(differingKeys(original, record))")
        }
        // What a real export has and ike does not model, spelled as Taskwarrior wrote it.
        let instance = try #require(after["0d599413-6fd5-458d-b966-f517bea62359"])
        #expect(instance["parent"] == "\"5d8cc131-a3fe-4a7b-bf16-57da8441d1d3\"")
        #expect(
            instance["recur"] == "\"weekly\"" && instance["imask"] == "0"
                && instance["rtype"] == "\"periodic\"")
        let rent = try #require(after["3d29ebab-d69d-4a4e-8db3-c83c01cf0b8c"])
        #expect(rent["wait"] == "\"20261128T000000Z\"" && rent["estimate"] == "2")
        #expect(rent["client"] == "\"Acme Ltd\"" && rent["due"] == "\"20261201T153000Z\"")
    }

    @Test func aTitleChangedInIkeIsTheOnlyFieldThatChanges() throws {
        let (store, before) = try imported()
        let rent = "3d29ebab-d69d-4a4e-8db3-c83c01cf0b8c"
        try edit(store, uid: rent) { $0.title = "Pay the rent" }
        let after = try exported(store)
        #expect(differingKeys(before[rent]!, after[rent]!) == ["description", "modified"])
        #expect(after[rent]?["description"] == "\"Pay the rent\"")
        // The due time of day, the wait date and the UDAs are still Taskwarrior's.
        #expect(after[rent]?["due"] == "\"20261201T153000Z\"")
        for (uuid, record) in after where uuid != rent { #expect(record == before[uuid]) }
    }

    @Test func aNewDeadlineReplacesDueAndKeepsTheRest() throws {
        let (store, before) = try imported()
        let rent = "3d29ebab-d69d-4a4e-8db3-c83c01cf0b8c"
        try edit(store, uid: rent) { $0.deadline = LocalDate(year: 2026, month: 12, day: 2) }
        let after = try exported(store)
        #expect(differingKeys(before[rent]!, after[rent]!) == ["due", "modified"])
        // The deadline keeps its time of day (15:30) when only its date moves (Docs/Decisions.md).
        #expect(after[rent]?["due"] == "\"20261202T153000Z\"")
    }

    @Test func doneInIkeIsCompletedWithAnEnd() throws {
        let (store, before) = try imported()
        let bank = "9258e567-7c23-4d49-9376-ce2b67baacc6"
        try edit(store, uid: bank) { $0.setDone(true, at: testNow) }
        let after = try exported(store)
        #expect(differingKeys(before[bank]!, after[bank]!) == ["status", "end", "modified"])
        #expect(after[bank]?["status"] == "\"completed\"")
        #expect(after[bank]?["start"] == before[bank]?["start"])
    }

    @Test func annotationsKeepTheirTimesWhenNotesGrow() throws {
        let (store, before) = try imported()
        let report = "0af346a5-ce6c-46f9-85aa-f3447cd527cb"
        try edit(store, uid: report) { $0.notes += "\nFigures are in" }
        let after = try exported(store)
        #expect(differingKeys(before[report]!, after[report]!) == ["annotations", "modified"])
        let annotations = try #require(after[report]?["annotations"])
        let old = try #require(before[report]?["annotations"])
        // The first two, times and all, then the new line.
        #expect(annotations.hasPrefix(String(old.dropLast()) + ",{\"entry\":\"20261126T090000Z\""))
        #expect(annotations.hasSuffix("\"description\":\"Figures are in\"}]"))
    }

    @Test func tagsChangedInIkeRewriteProjectAndTagsOnly() throws {
        let (store, before) = try imported()
        // The template and its instance are one task in ike, under the template's uuid, whose original
        // is the instance: a change to anything but its deadline and rule goes to that instance.
        let plants = "0d599413-6fd5-458d-b966-f517bea62359"
        try edit(store, uid: "5d8cc131-a3fe-4a7b-bf16-57da8441d1d3") {
            $0.tags = try! TagSet(parsing: ["project:home", "garden", "weekend"])
        }
        let after = try exported(store)
        #expect(differingKeys(before[plants]!, after[plants]!) == ["tags", "modified"])
        #expect(after[plants]?["tags"] == "[\"garden\",\"weekend\"]")
        #expect(after[plants]?["recur"] == "\"weekly\"")
    }

    /// An Apple-style uppercase UUID (from a calendar) goes out with `ikeuid`, so it comes back as the same
    /// task, not a second one.
    @Test func anUppercaseUUIDComesBackAsTheSameTask() throws {
        let store = try makeStore()
        let uid = "2F1A3C5E-8B7D-4E6F-9A0B-1C2D3E4F5A6B"
        try store.change {
            try $0.insertAll([TodoItem(uid: uid, title: "Send the parcel", createdAt: testNow)])
        }
        let bytes = try Exporter.export(store, as: .taskwarrior).bytes
        let record = try #require(try taskwarriorRecords(bytes)[uid.lowercased()])
        #expect(record["ikeuid"] == "\"\(uid)\"")
        let plan = try Importer(store: store).run(file: "back", bytes: bytes, format: .taskwarrior)
        #expect(plan.count(.add) == 0 && plan.count(.unchanged) == 1)
        #expect(try store.items().map(\.uid) == [uid])
    }

    /// Taskwarrior before 2.6 wrote one object a line: each line is its task's original.
    @Test func objectsOneALineAreKeptToo() throws {
        let store = try makeStore()
        let lines = """
            {"uuid":"8958ee10-4b12-4f82-9dca-92338560a3aa","description":"Buy milk","status":"pending","entry":"20261125T072023Z","scheduled":"20261126T000000Z"}
            {"uuid":"a48b8693-ed21-467b-9d92-daa3fa91e3b3","description":"Write the report","status":"pending","entry":"20261125T072023Z","estimate":3}

            """
        try importText(store, lines, name: "old.json")
        let after = try exported(store)
        #expect(after["8958ee10-4b12-4f82-9dca-92338560a3aa"]?["scheduled"] == "\"20261126T000000Z\"")
        #expect(after["a48b8693-ed21-467b-9d92-daa3fa91e3b3"]?["estimate"] == "3")
        let original = try #require(
            try store.original(uid: "a48b8693-ed21-467b-9d92-daa3fa91e3b3", format: "taskwarrior"))
        #expect(original.hasPrefix("{") && original.hasSuffix("}"))
    }

    /// Every field ike has changed at once: only the members ike owns differ, every other one is as
    /// Taskwarrior wrote it.
    @Test func everyFieldChangedInIkeTouchesOnlyTheOwnedMembers() throws {
        let (store, before) = try imported()
        for (uuid, _) in before where try store.items().contains(where: { $0.uid == uuid }) {
            try edit(store, uid: uuid) { item in
                item.title += " (moved)"
                item.notes = "A new note"
                item.deadline = LocalDate(year: 2027, month: 3, day: 1)
                item.setDone(!item.isDone, at: testNow)
                item.quadrant = item.quadrant == .doFirst ? .delegate : .doFirst
                item.tags = try! TagSet(parsing: ["moved"])
                item.createdAt = testNow
            }
        }
        let after = try exported(store)
        #expect(after.count == 8)
        for (uuid, record) in after {
            // The instance that stood for the repeating task goes back as its template (a moved deadline).
            let template = uuid == "5d8cc131-a3fe-4a7b-bf16-57da8441d1d3"
            let changed = differingKeys(
                before[template ? "0d599413-6fd5-458d-b966-f517bea62359" : uuid]!, record)
            #expect(changed.isSubset(of: TaskwarriorOriginal.ownedMembers), "\(uuid): \(changed)")
            #expect(changed.contains("description") && changed.contains("status"))
        }
    }
}
