import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Issue 18, item 5: Taskwarrior's recurrence (a template and the instances it generates) comes in as ONE
/// repeating task that keeps the template's uuid, and ike's repeating tasks go out in a shape Taskwarrior
/// 2.6.2 imports (the fixtures are its own exports; see Fixtures/README.md).
@Suite("Taskwarrior: recur")
struct TaskwarriorRecurrenceTests {
    /// `title deadline rule` of the open tasks, `title deadline done series` of the done ones.
    static func summary(_ store: TaskStore) throws -> [String] {
        try store.items().map { item in
            item.isDone
                ? "\(item.title) \(item.deadline?.iso ?? "-") done \(item.seriesUID ?? "-")"
                : "\(item.title) \(item.deadline?.iso ?? "-") \(item.repeats?.words ?? "once")"
        }
    }

    @Test func aTemplateAndItsInstancesAreOneRepeatingTask() throws {
        let store = try makeStore()
        let plan = try importFixture(store, "taskwarrior/recurring.json")
        let water = "d6e9c1f7-3432-4948-9a7e-75b57fb6b1ff"
        #expect(
            try Self.summary(store) == [
                "Buy milk 2026-11-26 once",
                // The next pending instance's due (the 19th was done, the 22nd deleted).
                "Water the plants 2026-11-25 every 3 days",
                "Pay rent 2026-12-01 every month",
                "Stand-up 2026-11-24 every weekday",
                // Taskwarrior's 2mo is 60 days, not two months: kept as its text.
                "Long run 2026-11-28 custom (2mo)",
                "Water the plants 2026-11-19 done \(water)",
            ])
        let items = try store.items()
        #expect(items[1].uid == water, "the template's uuid, which every replica shares")
        #expect(items[1].tags.names == ["home"] && items[2].tags.names == ["project:home"])
        #expect(items[5].uid == "9357c82b-5362-4c86-a0b1-870504f199d9", "the completed instance's own uuid")
        #expect(plan.count(.add) == 6)
        // Four templates and the other pending instances (one of Water, two of Stand-up) are folded; the
        // deleted instance is skipped, as ike does not hold it.
        #expect(plan.skippedCount == 4 + 1 + 2 + 1)
        let again = try importFixture(store, "taskwarrior/recurring.json")
        #expect(again.count(.add) + again.count(.update) == 0, "\(again.summary)")
    }

    @Test func aTemplateWithoutInstancesIsItsRepeatingTask() throws {
        let store = try makeStore()
        try importFixture(store, "taskwarrior/template-only.json")
        #expect(
            try Self.summary(store) == [
                "Water the plants 2026-11-19 every 3 days", "Pay rent 2026-12-01 every month",
                "Stand-up 2026-11-24 every weekday", "Long run 2026-11-28 custom (2mo)",
                "Buy milk 2026-11-26 once",
            ])
        #expect(try store.items().allSatisfy { !$0.isDone })
    }

    /// ike's repeating tasks exported, imported by Taskwarrior 2.6.2 (exit 0; it made each `recur` task a
    /// template under the same uuid and generated instances, copying `ikeuid` into them), one instance done
    /// there, exported again: back in ike, every task is where it was, the done instance is a record of
    /// its series, and Water the plants moved on to its next pending instance.
    @Test func ikesExportGoesThroughTaskwarriorAndBack() throws {
        let store = try makeStore()
        let json = try fixture("taskwarrior/ike-recurring.json")
        let exported = try storeFromIkeJSON()
        let written = try Exporter.export(exported, as: .taskwarrior).bytes
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: json, as: UTF8.self))
        try importFixture(store, "taskwarrior/ike-recurring.json")
        let before = try store.items()
        #expect(before.map(\.repeats) == (try exported.items()).map(\.repeats))
        try importFixture(store, "taskwarrior/ike-recurring-after.json")
        let after = try store.items()
        #expect(after.prefix(7).map(\.uid) == before.map(\.uid))
        #expect(after.prefix(7).map(\.repeats) == before.map(\.repeats))
        #expect(after[0].deadline?.iso == "2026-11-26" && !after[0].isDone)
        #expect(after.dropFirst().prefix(6).map(\.deadline) == before.dropFirst().map(\.deadline))
        #expect(after.count == 8)
        #expect(after[7].isDone && after[7].seriesUID == "water-1" && after[7].deadline?.iso == "2026-11-23")
        #expect(after[7].uid == "5f3caf97-69fe-4dbb-8dbf-cbefcf80b28a")
    }

    /// The store the `ike-recurring.json` fixture was exported from.
    func storeFromIkeJSON() throws -> TaskStore {
        let store = try makeStore()
        try importText(store, Self.ikeTasks)
        return store
    }

    static let ikeTasks = """
        {"format":"ike","version":3,"tasks":[
        {"uid":"water-1","title":"Water the plants","deadline":"2026-11-23","repeat":"FREQ=DAILY;INTERVAL=3","repeatFrom":"schedule","createdAt":"2026-11-01T09:00:00.000Z","updatedAt":"2026-11-20T09:00:00.000Z","tags":["home"]},
        {"uid":"8f0e3c52-6d0b-4a1e-9f0a-2b6f5c1d7e90","title":"Pay rent","deadline":"2026-12-01","repeat":"FREQ=MONTHLY","repeatFrom":"schedule","important":true,"createdAt":"2026-11-01T09:00:00.000Z","updatedAt":"2026-11-20T09:00:00.000Z"},
        {"uid":"standup","title":"Stand-up notes","deadline":"2026-11-23","repeat":"FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR","repeatFrom":"schedule","createdAt":"2026-11-01T09:00:00.000Z","updatedAt":"2026-11-20T09:00:00.000Z"},
        {"uid":"gym","title":"Gym","deadline":"2026-11-23","repeat":"FREQ=WEEKLY;BYDAY=MO,TH","repeatFrom":"schedule","createdAt":"2026-11-01T09:00:00.000Z","updatedAt":"2026-11-20T09:00:00.000Z"},
        {"uid":"filter","title":"Change the water filter","deadline":"2026-11-24","repeat":"FREQ=MONTHLY;INTERVAL=2","repeatFrom":"completion","createdAt":"2026-11-01T09:00:00.000Z","updatedAt":"2026-11-20T09:00:00.000Z"},
        {"uid":"weekends","title":"Long run","deadline":"2026-11-28","repeat":{"syntax":"taskwarrior","text":"2mo"},"createdAt":"2026-11-01T09:00:00.000Z","updatedAt":"2026-11-20T09:00:00.000Z"},
        {"uid":"water-1-done-2026-11-20","title":"Water the plants","deadline":"2026-11-20","done":true,"doneAt":"2026-11-20T18:00:00.000Z","series":"water-1","createdAt":"2026-11-20T18:00:00.000Z","updatedAt":"2026-11-20T18:00:00.000Z","tags":["home"]}
        ]}
        """

    @Test(arguments: [
        ("daily", "every day"), ("weekly", "every week"), ("biweekly", "every 2 weeks"),
        ("fortnight", "every 2 weeks"), ("monthly", "every month"), ("quarterly", "every 3 months"),
        ("semiannual", "every 6 months"), ("yearly", "every year"), ("annual", "every year"),
        ("3d", "every 3 days"), ("2w", "every 2 weeks"), ("2 weeks", "every 2 weeks"),
        ("6m", "every 6 months"),
        ("1q", "every 3 months"), ("2y", "every 2 years"), ("P3D", "every 3 days"), ("P2W", "every 2 weeks"),
        ("P1M", "every month"), ("P1Y", "every year"), ("weekdays", "every weekday"),
        // Durations that are not calendar periods, hours, nonsense and zero: kept as written.
        ("2mo", "custom (2mo)"), ("1months", "custom (1months)"), ("12h", "custom (12h)"),
        ("PT1H", "custom (PT1H)"), ("0d", "custom (0d)"), ("-1w", "custom (-1w)"),
        ("weekends", "custom (weekends)"),
    ])
    func recurValues(_ recur: String, _ words: String) {
        #expect(TaskwarriorRepeat.read(recur: recur).words == words)
    }

    @Test func whatTaskwarriorCannotSayGoesInIkerepeatAndNoRecurWithoutADue() throws {
        let weekly = RecurrenceRule(.weekly, weekdays: [.init(.monday), .init(.thursday)])!
        let store = try storeHolding([
            TodoItem(
                uid: "a", title: "Gym", deadline: LocalDate(iso: "2026-11-23"), createdAt: testNow,
                repeats: .rule(weekly)),
            TodoItem(
                uid: "b", title: "Ten times", deadline: LocalDate(iso: "2026-11-23"), createdAt: testNow,
                repeats: .rule(RecurrenceRule(.daily, end: .count(10))!)),
            // Taskwarrior refuses a `recur` without `due`, so the whole file: none is written.
            TodoItem(
                uid: "c", title: "No date", createdAt: testNow,
                repeats: .custom(CustomRepeat(.taskwarrior, "weekly"))),
            TodoItem(
                uid: "d", title: "todo.txt text", deadline: LocalDate(iso: "2026-11-23"), createdAt: testNow,
                repeats: .custom(CustomRepeat(.todoTxt, "2b"))),
        ])
        let (text, back) = try roundTrip(store, .taskwarrior)
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(records.map { $0["recur"] as? String } == [nil, "daily", nil, nil])
        #expect(
            records.map { $0["ikerepeat"] as? String } == [
                "FREQ=WEEKLY;BYDAY=MO,TH", "FREQ=DAILY;COUNT=10", nil, nil,
            ])
        #expect(
            back.map(\.repeats) == [.rule(weekly), .rule(RecurrenceRule(.daily, end: .count(10))!), nil, nil])
        // Rules that were not in the file (no due to carry `recur`, a todo.txt text) stay on their tasks.
        let plan = try Importer(store: store).run(file: "back.json", bytes: Array(text.utf8))
        #expect(plan.count(.update) == 0, "\(plan.summary)")
        #expect(try store.items()[2].repeats == .custom(CustomRepeat(.taskwarrior, "weekly")))
        #expect(try store.items()[3].repeats == .custom(CustomRepeat(.todoTxt, "2b")))
    }
}
