import Foundation
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// A task's start in a VTODO (Docs/Sync.md, "The start"): DTSTART for a task that does not repeat, of DUE's
/// value type with `X-IKE-START` beside it when the type lost its exact value, `X-IKE-START` alone for a
/// repeating task; read back as it was written, and an unchanged start never rewritten.
@Suite("The start in a VTODO")
struct CalendarTaskStartTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    static func todo(_ lines: [String]) throws -> CalendarComponent {
        let text = (["BEGIN:VTODO", "UID:t"] + lines + ["END:VTODO", ""]).joined(separator: "\r\n")
        return try CalendarComponent.parse(text)
    }

    static func deadline(_ text: String) -> Deadline? {
        let parts = text.split(separator: " ")
        guard let first = parts.first, let date = LocalDate(iso: String(first)) else { return nil }
        return Deadline(date: date, time: parts.count > 1 ? TimeOfDay(text: String(parts[1])) : nil)
    }

    @Test(arguments: [
        (["DTSTART;VALUE=DATE:20261203"], "2026-12-03"),
        // A TZID time as written, as DUE's is; a UTC one in the reader's zone (todoman writes UTC).
        (
            ["DTSTART;TZID=America/New_York:20261203T090000", "DUE;TZID=America/New_York:20261205T170000"],
            "2026-12-03 09:00"
        ),
        (["DTSTART:20261203T080000Z"], "2026-12-03 09:00"),
        // ike's exact start beside a DTSTART made of it.
        (
            ["DTSTART;VALUE=DATE:20261203", "X-IKE-START:20261203T093000", "DUE;VALUE=DATE:20261205"],
            "2026-12-03 09:30"
        ),
        (
            ["DTSTART:20261203T000000", "X-IKE-START;VALUE=DATE:20261203", "DUE:20261205T170000"],
            "2026-12-03"
        ),
        // Another app moved DTSTART since: it wins.
        (
            ["DTSTART;VALUE=DATE:20261204", "X-IKE-START:20261203T093000", "DUE;VALUE=DATE:20261205"],
            "2026-12-04"
        ),
        (
            ["DTSTART:20261203T080000", "X-IKE-START;VALUE=DATE:20261203", "DUE:20261205T170000"],
            "2026-12-03 08:00"
        ),
        // A series' DTSTART is its first occurrence, not a start.
        (["DTSTART;VALUE=DATE:20261201", "DUE;VALUE=DATE:20261201", "RRULE:FREQ=WEEKLY"], ""),
        (
            ["DTSTART;VALUE=DATE:20261201", "RRULE:FREQ=WEEKLY", "X-IKE-START;VALUE=DATE:20261130"],
            "2026-11-30"
        ),
        (["DTSTART;X-PARAM=1:2026120"], ""),
    ])
    func aStartIsRead(lines: [String], expected: String) throws {
        #expect(try Self.todo(lines).taskStart(in: Self.berlin) == Self.deadline(expected))
    }

    @Test(arguments: [
        ([String](), "2026-12-03", ["DTSTART;VALUE=DATE:20261203"]),
        ([String](), "2026-12-03 09:30", ["DTSTART:20261203T093000"]),
        (
            ["DUE;VALUE=DATE:20261205"], "2026-12-03 09:30",
            ["DTSTART;VALUE=DATE:20261203", "X-IKE-START:20261203T093000"]
        ),
        (
            ["DUE;TZID=Europe/Berlin:20261205T170000"], "2026-12-03",
            ["DTSTART;TZID=Europe/Berlin:20261203T000000", "X-IKE-START;VALUE=DATE:20261203"]
        ),
        (
            ["DUE;TZID=Europe/Berlin:20261205T170000"], "2026-12-03 09:30",
            ["DTSTART;TZID=Europe/Berlin:20261203T093000"]
        ),
        // A UTC DTSTART stays UTC (todoman's).
        (
            ["DTSTART:20261201T080000Z", "DUE:20261205T160000Z"], "2026-12-03 09:30",
            ["DTSTART:20261203T083000Z"]
        ),
        ([String](), "9999-12-30", ["DTSTART;VALUE=DATE:99991230"]),
        // A repeating task: X-IKE-START alone, the series' DTSTART as it was.
        (
            ["DTSTART;VALUE=DATE:20261204", "DUE;VALUE=DATE:20261204", "RRULE:FREQ=WEEKLY"], "2026-12-03",
            ["DTSTART;VALUE=DATE:20261204", "X-IKE-START;VALUE=DATE:20261203"]
        ),
        (["DTSTART;VALUE=DATE:20261203", "X-IKE-START:20261203T093000"], "", []),
    ])
    func aStartIsWrittenAndReadsBackAsItWas(lines: [String], start: String, expected: [String]) throws {
        var todo = try Self.todo(lines)
        let wanted = Self.deadline(start)
        todo.writeTaskStart(wanted, timeZone: Self.berlin)
        let written = todo.properties.filter { ["DTSTART", "X-IKE-START"].contains($0.name) }
            .map { "\($0.name)\($0.parameters):\($0.value)" }
        #expect(written == expected)
        #expect(todo.taskStart(in: Self.berlin) == wanted)
    }

    /// A rule given in ike to a task whose start was its DTSTART: DTSTART goes (it would be the series' first
    /// occurrence) and the start is kept in `X-IKE-START`.
    @Test func aRuleAddedMovesTheStartOutOfDTSTART() throws {
        var todo = try Self.todo(["DTSTART;VALUE=DATE:20261203", "DUE;VALUE=DATE:20261205"])
        let start = try #require(todo.taskStart(in: Self.berlin))
        todo.setRepeatKeepingDate(.rule(RecurrenceRule(.weekly)!))
        #expect(todo.property("DTSTART") == nil && todo.property("RRULE") != nil)
        todo.keepTaskStart(start, timeZone: Self.berlin)
        #expect(todo.property("DTSTART") == nil && todo.taskStart(in: Self.berlin) == start)
    }

    @Test func anUnchangedStartIsNotRewritten() throws {
        let lines = [
            "DTSTART;TZID=America/New_York:20261203T090015", "DUE;TZID=America/New_York:20261205T170000",
        ]
        var todo = try Self.todo(lines)
        let start = try #require(todo.taskStart(in: Self.berlin))
        let unchanged = todo.keepTaskStart(start, timeZone: Self.berlin)
        #expect(!unchanged)
        #expect(todo == (try Self.todo(lines)))
        let moved = todo.keepTaskStart(Deadline(date: start.date), timeZone: Self.berlin)
        #expect(moved)
    }

    /// todoman 4.7's own `todo new --start` (Fixtures/todoman-start): a timed start beside a timed deadline,
    /// a date start beside the deadline todoman adds by itself (a day on, UTC: after the start, and of
    /// another type), a timed start beside a date deadline. Read as starts; a title edit leaves DTSTART as
    /// todoman wrote it; a start moved in ike is written in todoman's UTC.
    @Test func todomansStartsAreReadKeptAndMoved() throws {
        let store = try TaskStore.inMemory(environment: .fixed(at: testNow, timeZone: Self.berlin))
        for file in try FileManager.default.contentsOfDirectory(atPath: fixtureURL("todoman-start").path) {
            let text = String(decoding: try fixture("todoman-start/" + file), as: UTF8.self)
            try importText(store, text, name: file)
        }
        let items = try store.items()
        let starts = Dictionary(uniqueKeysWithValues: items.map { ($0.title, $0.startWithTime?.description) })
        #expect(
            starts == [
                "Book the train": "2026-12-03 09:00", "Renew the passport": "2026-12-07",
                "Call the dentist": "2026-12-02 08:30",
            ])
        for var item in items {
            if item.title == "Book the train" {
                item.startTime = TimeOfDay(text: "10:15")
            } else {
                item.title += " today"
            }
            let edited = item
            _ = try store.change { try $0.update(edited) }
        }
        let exported = String(decoding: try Exporter.export(store, as: .iCalendar).bytes, as: UTF8.self)
        #expect(exported.contains("DTSTART:20261203T091500Z\r\n"), "\(exported)")
        #expect(exported.contains("DTSTART;VALUE=DATE:20261207\r\nDUE:20261130T003441Z\r\n"), "\(exported)")
        #expect(exported.contains("DTSTART:20261202T073000Z\r\nDUE;VALUE=DATE:20261202\r\n"), "\(exported)")
        #expect(!exported.contains("X-IKE-START"), "\(exported)")
    }
}
