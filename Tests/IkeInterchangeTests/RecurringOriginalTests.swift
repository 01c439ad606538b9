import Foundation
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// A repeating task imported from another app and completed in ike goes back to that app's format as its
/// original with the advanced deadline: the rule is ike's (an owned field) but written only when it changed,
/// and every field ike does not model comes back as the app wrote it.
@Suite struct RecurringOriginalTests {
    /// Completes the task `uid` in ike (this occurrence: the task advances) and returns it advanced.
    func complete(_ store: TaskStore, uid: String) throws -> TodoItem {
        _ = try store.setDone(true, uids: [uid])
        return try #require(try store.items().first { $0.uid == uid })
    }

    @Test func iCalendarKeepsTheAppsRuleAndMovesDueAndStartTogether() throws {
        let store = try makeStore(at: afterFixtures)
        try importFixture(store, "originals/apple-reminders.ics")
        let bins = "8D4B6A2C-0E1F-4C3D-9B8A-7F6E5D4C3B2A"
        let advanced = try complete(store, uid: bins)
        #expect(advanced.deadline?.iso == "2026-12-07" && !advanced.isDone)
        let bytes = try Exporter.export(store, as: .iCalendar).bytes
        let (todos, _) = try calendarTodos(bytes)
        let before = try calendarTodos(try fixture("originals/apple-reminders.ics")).todos
        let todo = try #require(todos[bins])
        #expect(todo.property("DUE")?.value == "20261207")
        #expect(todo.property("DTSTART")?.value == "20261207")
        // The rule did not change: Apple's spelling, not ike's, and no X-IKE-REPEAT-FROM.
        #expect(todo.property("RRULE")?.value == "FREQ=WEEKLY;BYDAY=MO")
        let changed = differingProperties(before[bins]!, todo)
        #expect(changed == ["DUE", "DTSTART", "DTSTAMP", "LAST-MODIFIED"], "\(changed)")
        // The changed occurrence kept in the original goes back as it was.
        #expect(todos[bins + "@20261207"] == before[bins + "@20261207"])
        // The occurrence done in ike is a done record naming its task.
        let record = try #require(todos[bins + "-done-2026-11-30"])
        #expect(record.property("X-IKE-SERIES")?.value == bins)
        #expect(record.property("STATUS")?.value == "COMPLETED")
        // Read back, nothing changes.
        let again = try Importer(store: store).run(file: "back.ics", bytes: bytes, format: .iCalendar)
        #expect(again.count(.add) + again.count(.update) == 0, "\(again.summary)")
    }

    @Test func iCalendarWritesARuleWhoseCountWentDownAndMovesAStartWithATime() throws {
        let store = try makeStore()
        let text = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN\r
            BEGIN:VTODO\r
            UID:vitamins-1\r
            DTSTAMP:20261120T080000Z\r
            SUMMARY:Vitamins\r
            DTSTART;TZID=Europe/Berlin:20261120T090000\r
            DUE;TZID=Europe/Berlin:20261123T090000\r
            RRULE:COUNT=5;FREQ=DAILY\r
            X-MOZ-GENERATION:3\r
            STATUS:NEEDS-ACTION\r
            END:VTODO\r
            END:VCALENDAR\r

            """
        try importText(store, text, name: "tasks.ics")
        let advanced = try complete(store, uid: "vitamins-1")
        #expect(advanced.deadline?.iso == "2026-11-24")
        let todo = try #require(
            try calendarTodos(try Exporter.export(store, as: .iCalendar).bytes).todos["vitamins-1"])
        #expect(todo.property("DUE")?.value == "20261124T090000")
        #expect(todo.property("DUE")?.parameters == ";TZID=Europe/Berlin")
        #expect(todo.property("DTSTART")?.value == "20261121T090000")
        #expect(todo.property("DTSTART")?.parameters == ";TZID=Europe/Berlin")
        #expect(todo.property("RRULE")?.value == "FREQ=DAILY;COUNT=4")
        #expect(todo.property("X-MOZ-GENERATION")?.value == "3")
    }

    @Test func todoTxtKeepsTheRecWordAndTheOtherWords() throws {
        let store = try makeStore()
        try importText(
            store, "2026-11-25 Water the plants +home rec:+1w due:2026-11-20 t:2026-11-18 star:1\n",
            name: "todo.txt")
        // `star:` is a title word to ike; `t:` is the start, which moves a week with the deadline.
        let uid = try uid(store, titled: "Water the plants star:1")
        let advanced = try complete(store, uid: uid)
        #expect(advanced.deadline?.iso == "2026-11-27")
        let bytes = try Exporter.export(store, as: .todoTxt).bytes
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "2026-11-25 Water the plants +home rec:+1w due:2026-11-27 t:2026-11-25 star:1 uid:\(uid)"),
            "\(lines)")
        // The done record is ike's own line for the occurrence.
        #expect(lines.contains { $0.hasPrefix("x 2026-11-22 ") && $0.contains("due:2026-11-20") }, "\(lines)")
        let again = try Importer(store: store).run(file: "todo.txt", bytes: bytes, format: .todoTxt)
        #expect(again.count(.add) + again.count(.update) == 0, "\(again.summary)")
    }

    @Test func todoTxtWritesAChangedRuleInPlace() throws {
        let store = try makeStore()
        try importText(store, "Water the plants rec:1w due:2026-11-20 +home\n", name: "todo.txt")
        let uid = try uid(store, titled: "Water the plants")
        try edit(store, uid: uid) { $0.repeats = .rule(RecurrenceRule(.weekly, interval: 2)!) }
        let text = String(decoding: try Exporter.export(store, as: .todoTxt).bytes, as: UTF8.self)
        #expect(text == "Water the plants rec:+2w due:2026-11-20 +home uid:\(uid)\n")
    }

    /// A series kept with its template (`TaskwarriorSeriesOriginal`) completed in ike: the instance is
    /// completed and is ike's done record, and the next one is written as Taskwarrior would generate it.
    @Test func aTaskwarriorSeriesMovedOnGoesBackWithItsMaskAndNextInstance() throws {
        // After the fixture's dates: a clock behind them would leave `modified` as it was.
        let store = try makeStore(at: afterFixtures)
        try importFixture(store, "originals/taskwarrior-2.6.json")
        let template = "5d8cc131-a3fe-4a7b-bf16-57da8441d1d3"
        let instance = "0d599413-6fd5-458d-b966-f517bea62359"
        let advanced = try complete(store, uid: template)
        #expect(advanced.deadline?.iso == "2026-12-08")
        let bytes = try Exporter.export(store, as: .taskwarrior).bytes
        let after = try taskwarriorRecords(bytes)
        let before = try taskwarriorRecords(try fixture("originals/taskwarrior-2.6.json"))
        let done = try #require(after[instance])
        #expect(done["status"] == "\"completed\"" && done["ikeuid"] == "\"\(template)-done-2026-12-01\"")
        #expect(done["parent"] == before[instance]!["parent"] && done["imask"] == "0")
        let record = try #require(after[template])
        #expect(record["due"] == before[template]!["due"] && record["mask"] == "\"+-\"")
        #expect(differingKeys(before[template]!, record) == ["mask", "modified"])
        let next = try #require(after[TaskwarriorCodec.derivedUUID(template + "#1")])
        #expect(
            next["due"] == "\"20261208T000000Z\"" && next["imask"] == "1" && next["status"] == "\"pending\"")
        // The template's members that ike does not own are as Taskwarrior wrote them, in the new instance too.
        #expect(
            next["rtype"] == "\"periodic\"" && next["project"] == "\"home\"" && next["tags"] == "[\"garden\"]"
        )
        let again = try Importer(store: store).run(file: "back.json", bytes: bytes, format: .taskwarrior)
        #expect(again.count(.add) + again.count(.update) == 0, "\(again.summary)")
    }

    @Test func aTaskwarriorTemplateLosesItsMaskAndKeepsItsUDAs() throws {
        let store = try makeStore()
        let uuid = "6b1f2a7e-3c4d-4e5f-8a9b-0c1d2e3f4a5b"
        let text = """
            [{"description":"Pay rent","due":"20261201T000000Z","entry":"20261101T080000Z","mask":"--",\
            "modified":"20261101T080000Z","recur":"monthly","rtype":"periodic","status":"recurring",\
            "uuid":"\(uuid)","estimate":2}]

            """
        try importText(store, text, name: "tasks.json", format: .taskwarrior)
        let advanced = try complete(store, uid: uuid)
        #expect(advanced.deadline?.iso == "2027-01-01")
        let record = try #require(
            try taskwarriorRecords(try Exporter.export(store, as: .taskwarrior).bytes)[uuid])
        #expect(record["due"] == "\"20270101T000000Z\"" && record["status"] == "\"recurring\"")
        #expect(record["mask"] == nil && record["estimate"] == "2" && record["recur"] == "\"monthly\"")
    }
}
