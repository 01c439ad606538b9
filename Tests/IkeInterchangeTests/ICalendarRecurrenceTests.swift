import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Issue 18, item 5: RRULE in and out of iCalendar, and both shapes other apps write for a completed
/// occurrence: the deadline advanced in place (ike's own), and a master with completed RECURRENCE-ID
/// overrides (`Fixtures/icalendar/completed-overrides.ics`, written to Nextcloud Tasks' structure).
@Suite("iCalendar: RRULE")
struct ICalendarRecurrenceTests {
    @Test func completedOverridesAreDoneRecordsAndTheTaskIsAtItsFirstOpenOccurrence() throws {
        let store = try makeStore()
        let plan = try importFixture(store, "icalendar/completed-overrides.ics")
        let items = try store.items()
        let byUID = Dictionary(uniqueKeysWithValues: items.map { ($0.uid, $0) })
        // DTSTART 15th, DUE 16th, every 3 days: the occurrences of the 15th and the 18th (by DTSTART) are
        // done, so the task is at the third, due the 22nd, with 8 of its 10 left.
        let plants = try #require(byUID["plants-7f3a"])
        #expect(plants.deadline?.iso == "2026-11-22" && !plants.isDone)
        #expect(plants.repeats == .rule(RecurrenceRule(.daily, interval: 3, end: .count(8))!))
        for day in ["2026-11-16", "2026-11-19"] {
            let record = try #require(byUID["plants-7f3a-done-" + day], "the record of \(day)")
            #expect(record.isDone && record.deadline?.iso == day && record.seriesUID == "plants-7f3a")
            #expect(
                record.title == "Water the plants" && record.repeats == nil && record.tags.names == ["home"])
        }
        #expect(
            byUID["plants-7f3a-done-2026-11-19"]?.doneAt
                == DateTimeText("20261119T070000Z")!.instant(in: .gmt))
        // Every occurrence of a series of two completed: done for good, at its last completion.
        let twice = try #require(byUID["twice-5"])
        #expect(twice.isDone && twice.deadline?.iso == "2026-11-01")
        #expect(twice.doneAt == DateTimeText("20261108T100000Z")!.instant(in: .gmt))
        #expect(byUID["twice-5-done-2026-11-08"]?.seriesUID == "twice-5")
        // The override that moves an open occurrence is not a task of its own.
        #expect(!items.contains { $0.title.contains("(moved)") })
        #expect(plan.skippedCount == 1)
        #expect(items.count == 6 + 4)
        let again = try importFixture(store, "icalendar/completed-overrides.ics")
        #expect(again.count(.add) + again.count(.update) == 0, "\(again.summary)")
    }

    @Test func rulesIkeCannotFollowAreKeptExactlyAndFromCompletionIsAfterDone() throws {
        let store = try makeStore()
        try importFixture(store, "icalendar/completed-overrides.ics")
        let byUID = Dictionary(uniqueKeysWithValues: try store.items().map { ($0.uid, $0) })
        #expect(
            byUID["payday-2c"]?.repeats
                == .custom(CustomRepeat(.iCalendar, "FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR")))
        #expect(byUID["payday-2c"]?.repeats?.shortWords == "custom")
        #expect(byUID["filter-9"]?.repeats?.words == "every 2 weeks after done")
        #expect(byUID["never-0"]?.repeats == .custom(CustomRepeat(.iCalendar, "FREQ=DAILY;COUNT=0")))
        // The deadline advanced in place is nothing special.
        #expect(byUID["vitamins-3"]?.deadline?.iso == "2026-11-23")
        #expect(byUID["vitamins-3"]?.repeats?.words == "every day, 4 times")
        // ike's own spelling (a task without an original).
        let text = String(decoding: ICalendarCodec.encode(try store.items()), as: UTF8.self)
        for line in [
            "RRULE:FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR", "RRULE:FREQ=DAILY;COUNT=0",
            "RRULE:FREQ=WEEKLY;INTERVAL=2\r\nX-IKE-REPEAT-FROM:COMPLETION",
            "RRULE:FREQ=DAILY;INTERVAL=3;COUNT=8",
            "X-IKE-SERIES:plants-7f3a",
        ] {
            #expect(text.contains(line + "\r\n"), "\(line)")
        }
        // The export writes each unchanged VTODO back from its original: the rules as the app spelled
        // them (COUNT=10 with two completed overrides is the COUNT=8 ike holds), the done records as ike's.
        let exported = String(decoding: try Exporter.export(store, as: .iCalendar).bytes, as: UTF8.self)
        for line in [
            "RRULE:FREQ=WEEKLY;INTERVAL=2;FROM=COMPLETION", "RRULE:FREQ=DAILY;INTERVAL=3;COUNT=10",
            "X-IKE-SERIES:plants-7f3a",
        ] {
            #expect(exported.contains(line + "\r\n"), "\(line)")
        }
        #expect(!exported.contains("X-IKE-REPEAT-FROM"))
    }

    @Test func ikesShapeRoundTripsAndReimportsUnchanged() throws {
        let store = try storeHolding(RepeatingItems.all)
        let (text, back) = try roundTrip(store, .iCalendar)
        #expect(back.map(\.repeats) == RepeatingItems.all.map { ICalendarRepeat.carried($0.repeats) })
        #expect(back.map(\.seriesUID) == RepeatingItems.all.map(\.seriesUID))
        #expect(back.map(\.deadline) == RepeatingItems.all.map(\.deadline))
        #expect(!text.contains("DTSTART"), "ike writes DUE alone, from which other apps count the series")
        let plan = try Importer(store: store).run(file: "back.ics", bytes: Array(text.utf8))
        #expect(plan.count(.update) == 0, "\(plan.summary)")
        #expect(try store.items().map(\.repeats) == RepeatingItems.all.map(\.repeats))
    }

    @Test func aRuleWithoutADeadlineGetsItsFirstDate() throws {
        let store = try makeStore()
        try importText(
            store,
            "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nSUMMARY:Sundays\r\nRRULE:FREQ=WEEKLY;BYDAY=SU\r\n"
                + "END:VTODO\r\nEND:VCALENDAR\r\n")
        // testNow is Sunday 22 November 2026.
        #expect(try store.items()[0].deadline?.iso == "2026-11-22")
    }
}

/// Repeating tasks of every kind, for the round trips.
enum RepeatingItems {
    static func item(
        _ uid: String, _ title: String, due: String?, _ repeats: TaskRepeat?, done: Bool = false,
        series: String? = nil
    ) -> TodoItem {
        TodoItem(
            uid: uid, title: title, deadline: due.flatMap(LocalDate.init(iso:)), isDone: done,
            doneAt: done ? testNow : nil, createdAt: testNow, tags: [try! Tag("home")], repeats: repeats,
            seriesUID: series)
    }

    static let rules: [RecurrenceRule] = [
        RecurrenceRule(.daily, interval: 3)!,
        RecurrenceRule(.weekly, interval: 2, weekdays: [.init(.monday), .init(.thursday)])!,
        RecurrenceRule(
            .weekly, weekdays: [.monday, .tuesday, .wednesday, .thursday, .friday].map { .init($0) })!,
        RecurrenceRule(.monthly, weekdays: [.init(.friday, ordinal: -1)])!,
        RecurrenceRule(.monthly, monthDays: [15])!,
        RecurrenceRule(.yearly, end: .until(LocalDate(iso: "2030-12-31")!))!,
        RecurrenceRule(.daily, interval: 3, end: .count(5), anchor: .completion)!,
        RecurrenceRule(.monthly, interval: 2, anchor: .completion)!,
        // No words say "the second-to-last Monday": it travels as its RRULE.
        RecurrenceRule(.monthly, weekdays: [.init(.monday, ordinal: -2)])!,
    ]

    static let all: [TodoItem] =
        rules.enumerated().map { index, rule in
            item("r\(index)", "Rule \(index)", due: "2026-11-27", .rule(rule))
        }
        + [
            item(
                "c1", "Payslip", due: "2026-11-30",
                .custom(CustomRepeat(.iCalendar, "FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR"))),
            item("c2", "Business days", due: "2026-11-30", .custom(CustomRepeat(.todoTxt, "2b"))),
            item("c3", "Sixty days", due: "2026-11-30", .custom(CustomRepeat(.taskwarrior, "2mo"))),
            item("r0-done-2026-11-24", "Rule 0", due: "2026-11-24", nil, done: true, series: "r0"),
            item("plain", "Once", due: nil, nil),
        ]
}
