import Foundation
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// Taskwarrior's `wait` is ike's start (issue 34, item 5): read from a real `task export` (Taskwarrior 2.6,
/// `originals/taskwarrior-2.6.json`), written back as `wait` when ike changes it; `scheduled` is kept as
/// Taskwarrior wrote it, whatever ike does to the start.
@Suite struct TaskwarriorStartTests {
    let rent = "3d29ebab-d69d-4a4e-8db3-c83c01cf0b8c"
    let report = "0af346a5-ce6c-46f9-85aa-f3447cd527cb"

    func imported() throws -> (TaskStore, [String: [String: String]]) { try importedTaskwarriorFixture() }

    func exported(_ store: TaskStore) throws -> [String: [String: String]] { try exportedTaskwarrior(store) }

    @Test func waitIsTheStartAndScheduledIsNot() throws {
        let (store, _) = try imported()
        let rentItem = try #require(try store.item(uid: rent))
        #expect(rentItem.start == LocalDate(iso: "2026-11-28") && rentItem.startTime == nil)
        #expect(try store.item(uid: report)?.start == nil)
    }

    @Test func aStartChangedInIkeIsWrittenAsWaitAndScheduledStays() throws {
        let (store, before) = try imported()
        try edit(store, uid: rent) {
            $0.start = LocalDate(iso: "2026-11-29")
            $0.startTime = TimeOfDay(hour: 9, minute: 0)
        }
        try edit(store, uid: report) { $0.start = LocalDate(iso: "2026-12-01") }
        var after = try exported(store)
        #expect(differingKeys(before[rent]!, after[rent]!) == ["wait", "modified"])
        #expect(after[rent]?["wait"] == "\"20261129T090000Z\"")
        #expect(differingKeys(before[report]!, after[report]!) == ["wait", "modified"])
        #expect(after[report]?["scheduled"] == "\"20261203T000000Z\"")
        try edit(store, uid: rent) { $0.start = nil }
        after = try exported(store)
        #expect(after[rent]?["wait"] == nil)
    }

    @Test func aWaitingTaskWhoseStartIkeTookAwayIsPending() throws {
        let store = try makeStore(at: afterFixtures)
        let line = """
            [{"uuid":"3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d","description":"Water plants","entry":"20261101T090000Z","status":"waiting","wait":"20261201T000000Z"}]

            """
        try importText(store, line, name: "tw.json")
        let uid = "3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d"
        #expect(try store.item(uid: uid)?.start == LocalDate(iso: "2026-12-01"))
        try edit(store, uid: uid) { $0.start = nil }
        let after = try exported(store)
        #expect(after[uid]?["status"] == "\"pending\"" && after[uid]?["wait"] == nil)
    }

    @Test func aTaskIkeWritesCarriesItsWait() throws {
        var item = TodoItem(uid: "uid-a", title: "Plan the party", createdAt: testNow)
        item.start = LocalDate(iso: "2026-12-01")
        let text = String(decoding: TaskwarriorCodec.encode([item], timeZone: .gmt), as: UTF8.self)
        #expect(text.contains("\"wait\":\"20261201T000000Z\""), "\(text)")
    }
}

/// Someday in the formats (issue 34, item 2): ike JSON says `"someday": true` (version 7, so an ike that
/// does not know it refuses the file rather than show the task), and Taskwarrior's own someday is its
/// `wait` of 9999-12-30, read back as someday.
@Suite struct SomedayFormatTests {
    func someday() -> TodoItem {
        var item = TodoItem(uid: "uid-cello", title: "Learn the cello", createdAt: testNow)
        item.start = .someday
        return item
    }

    @Test func ikeJSONSaysSomedayAndReadsItBack() throws {
        let store = try storeHolding([someday()])
        let bytes = try Exporter.export(store, as: .ikeJSON).bytes
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"someday\":true") && !text.contains("\"start\""), "\(text)")
        #expect(text.contains("\"version\":7"), "\(text)")
        let back = try #require(try roundTrip(store, .ikeJSON).items.first)
        #expect(back.isSomeday)
    }

    @Test func taskwarriorsSomedayIsSomeday() throws {
        let text = String(decoding: TaskwarriorCodec.encode([someday()], timeZone: .gmt), as: UTF8.self)
        #expect(text.contains("\"wait\":\"99991230T000000Z\""), "\(text)")
        let back = try #require(try roundTrip(try storeHolding([someday()]), .taskwarrior).items.first)
        #expect(back.isSomeday)
    }
}

/// The version an ike JSON file says is the one its tasks need, each of them (version 5 and 6 files were
/// once labelled 2).
@Suite struct IkeJSONVersionTests {
    @Test func theFileSaysTheVersionItsTasksNeed() throws {
        var cancelled = TodoItem(uid: "a", title: "Book the hall", createdAt: testNow)
        cancelled.setStatus(.cancelled, at: testNow)
        var started = TodoItem(uid: "b", title: "Plan", createdAt: testNow)
        started.start = LocalDate(iso: "2026-12-01")
        var someday = started
        someday.start = .someday
        for (item, version) in [(cancelled, 5), (started, 6), (someday, 7)] {
            let text = String(decoding: IkeJSONCodec.encode([item], exportedAt: testNow), as: UTF8.self)
            #expect(text.hasPrefix("{\"format\":\"ike\",\"version\":\(version),"), "\(text)")
        }
    }
}
