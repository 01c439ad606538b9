import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

@Suite("Taskwarrior")
struct TaskwarriorCodecTests {
    /// `task export` of Taskwarrior 2.6/3.x: one array, with ids, urgency and other attributes ike ignores.
    static let fixture = """
        [
        {"id":1,"description":"Pay rent","due":"20261130T230000Z","entry":"20261101T090000Z","modified":"20261101T090000Z","priority":"H","project":"Home","status":"pending","uuid":"0D6F8E47-1F63-4C4B-9B2A-6C9B7F3B1A11","tags":["money","monthly"],"urgency":9.2},
        {"id":0,"description":"Write report","end":"20261120T170000Z","entry":"20261110T080000Z","modified":"20261120T170000Z","status":"completed","uuid":"1e2d3c4b-5a69-4788-9706-a5b4c3d2e1f0","annotations":[{"entry":"20261111T080000Z","description":"draft sent"},{"entry":"20261112T080000Z","description":"reviewed, \\"ok\\""}],"priority":"L"},
        {"id":0,"description":"Gone","entry":"20261101T090000Z","status":"deleted","uuid":"2f3e4d5c-6b7a-4899-8a07-b6c5d4e3f201"},
        {"id":2,"description":"Water plants","entry":"20261101T090000Z","status":"waiting","uuid":"3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d","wait":"20261201T000000Z"}
        ]
        """

    @Test func readsTaskExportSkippingDeletedTasks() throws {
        let store = try makeStore()
        let plan = try importText(store, Self.fixture, dryRun: true)
        #expect(plan.format == .taskwarrior)
        #expect(plan.summary == "3 to add, 0 to update, 0 unchanged, 1 skipped")
        #expect(plan.entries.filter { $0.action == .skip }.map(\.item.title) == ["Gone"])
        #expect(plan.entries.compactMap(\.reason) == ["deleted in Taskwarrior"])
        #expect(try store.count() == 0)
        try importText(store, Self.fixture)
        let items = try store.items()
        #expect(items.map(\.title) == ["Pay rent", "Write report", "Water plants"])
        #expect(items.map(\.tags.names) == [["money", "monthly", "project:Home"], [], []])
        #expect(items[0].uid == "0d6f8e47-1f63-4c4b-9b2a-6c9b7f3b1a11")
        #expect(items[0].deadline == LocalDate(year: 2026, month: 11, day: 30))
        #expect(items[0].quadrant == .doFirst)
        #expect(items[1].isDone && items[1].doneAt == Date(timeIntervalSince1970: 1_795_194_000))
        #expect(items[1].notes == "draft sent\nreviewed, \"ok\"")
        #expect(items[1].quadrant == .delegate)
        #expect(!items[2].isDone)
    }

    @Test func readsOneObjectALineFromOlderVersions() throws {
        let store = try makeStore()
        let lines = """
            {"description":"One","entry":"20261101T090000Z","status":"pending","uuid":"4a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d"}
            {"description":"Two","entry":"20261101T090000Z","status":"pending","uuid":"5a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d"}
            """
        let plan = try importText(store, lines)
        #expect(plan.format == .taskwarrior)
        #expect(try titles(store) == ["One", "Two"])
    }

    @Test func writesWhatTaskImportReads() throws {
        let store = try storeHolding([
            TodoItem(
                uid: "0d6f8e47-1f63-4c4b-9b2a-6c9b7f3b1a11", title: "Pay rent +home", notes: "by transfer",
                deadline: LocalDate(year: 2026, month: 11, day: 30), isImportant: true, isUrgent: true,
                createdAt: testNow, tags: try tags("project:home.garden", "money", "Project:x")),
            TodoItem(uid: "todotxt-1", title: "Done", isDone: true, doneAt: testNow, createdAt: testNow),
        ])
        let text = String(decoding: try Exporter.export(store, as: .taskwarrior).bytes, as: UTF8.self)
        let stamp = "20261122T090000Z"
        #expect(
            text == """
                [
                  {"uuid":"0d6f8e47-1f63-4c4b-9b2a-6c9b7f3b1a11","description":"Pay rent +home","status":"pending","entry":"\(stamp)","modified":"\(stamp)","due":"20261130T000000Z","priority":"H","project":"home.garden","tags":["money","Project:x"],"annotations":[{"entry":"\(stamp)","description":"by transfer"}]},
                  {"uuid":"\(TaskwarriorCodec.derivedUUID("todotxt-1"))","ikeuid":"todotxt-1","description":"Done","status":"completed","entry":"\(stamp)","modified":"\(stamp)","end":"\(stamp)"}
                ]

                """)
        #expect(StableID.isUUID(TaskwarriorCodec.derivedUUID("todotxt-1")))
        #expect(
            try roundTrip(store, .taskwarrior).items.map(\.uid) == [
                "0d6f8e47-1f63-4c4b-9b2a-6c9b7f3b1a11", "todotxt-1",
            ])
    }

    @Test(arguments: [
        (
            "[{\"uuid\":\"a\",\"description\":\"x\",\"status\":\"frozen\"}]",
            "tasks, line 1 (record 1): unknown status “frozen”; nothing was imported"
        ),
        (
            "[{\"uuid\":\"a\",\"description\":\"x\",\"priority\":\"Z\"}]",
            "tasks, line 1 (record 1): unknown priority “Z” (use H, M or L); nothing was imported"
        ),
        (
            "[{\"uuid\":\"a\",\"description\":\"x\",\"tags\":\"one\"}]",
            "tasks, line 1 (record 1): “tags” must be an array, not a string; nothing was imported"
        ),
        (
            "[{\"uuid\":\"a\",\"description\":\"x\",\"due\":\"someday\"}]",
            "tasks, line 1 (record 1): “due” “someday” is not a date such as 2026-12-01; nothing was imported"
        ),
        (
            "[{\"uuid\":\"a\",\"status\":\"pending\"}]",
            "tasks, line 1 (record 1): the task has no “description”; nothing was imported"
        ),
    ])
    func errorsNameTheRecordAndImportNothing(text: String, message: String) throws {
        let store = try makeStore()
        try addTasks(store, ["Existing"])
        let before = try wholeTable(store)
        #expect(importFailure(store, bytes: Array(text.utf8), format: .taskwarrior) == message)
        #expect(try wholeTable(store) == before)
    }
}
