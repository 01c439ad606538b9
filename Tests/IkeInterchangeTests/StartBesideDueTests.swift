import Foundation
import IkeCore
import Testing

@testable import IkeInterchange

/// DTSTART kept valid beside a DUE ike wrote (Docs/Sync.md, "DUE beside DTSTART"): of DUE's value type,
/// and for a task that does not repeat, never after DUE.
@Suite("DTSTART beside DUE")
struct StartBesideDueTests {
    static let utc = TimeZone(identifier: "UTC")!

    /// A VTODO of `lines` after UID, as Apple Reminders or Thunderbird write them.
    static func todo(_ lines: [String]) throws -> CalendarComponent {
        let text = (["BEGIN:VTODO", "UID:t"] + lines + ["END:VTODO", ""]).joined(separator: "\r\n")
        return try CalendarComponent.parse(text)
    }

    static func after(_ lines: [String]) throws -> (start: String?, due: String?) {
        var component = try todo(lines)
        component.keepStartValid(besideDueIn: utc)
        let line = { (name: String) in
            component.property(name).map { "\($0.name)\($0.parameters):\($0.value)" }
        }
        return (line("DTSTART"), line("DUE"))
    }

    @Test(arguments: [
        // A timed start (Apple, Thunderbird) beside a deadline made a date in ike: the start's date.
        (
            ["DTSTART;TZID=Europe/Berlin:20261201T090000", "DUE;VALUE=DATE:20261203"],
            "DTSTART;VALUE=DATE:20261201"
        ),
        // A date start beside a deadline given a time: the midnight that starts it, in DUE's zone.
        (
            ["DTSTART;VALUE=DATE:20261201", "DUE;TZID=Europe/Berlin:20261203T170000"],
            "DTSTART;TZID=Europe/Berlin:20261201T000000"
        ),
        (["DTSTART;VALUE=DATE:20261201", "DUE:20261203T170000"], "DTSTART:20261201T000000"),
        // A start after the deadline (ike refuses to make one; another app's is kept): its type alone.
        (["DTSTART:20261210T090000", "DUE:20261203T170000"], "DTSTART:20261210T090000"),
        (
            ["DTSTART;TZID=Europe/Berlin:20261210T090000", "DUE;VALUE=DATE:20261203"],
            "DTSTART;VALUE=DATE:20261210"
        ),
        // Already valid, or nothing to keep valid: left exactly as written.
        (
            ["DTSTART;TZID=Europe/Berlin:20261201T090000", "DUE;TZID=Europe/Berlin:20261203T170000"],
            "DTSTART;TZID=Europe/Berlin:20261201T090000"
        ),
        (["DTSTART:20261203T170000", "DUE:20261203T170000"], "DTSTART:20261203T170000"),
        (["DTSTART;X-PARAM=1:2026120"], "DTSTART;X-PARAM=1:2026120"),
    ])
    func theStartFollowsTheDue(lines: [String], expected: String) throws {
        let (start, due) = try Self.after(lines)
        #expect(start == expected)
        let written = lines.first { $0.hasPrefix("DUE") }
        #expect(due == written, "DUE is never changed")
    }

    /// A series counts from DTSTART: one moved after DUE is left to the series' own rules.
    @Test func aSeriesKeepsWhatOnlyItsRulesMayChange() throws {
        let series = ["DTSTART:20261210T090000", "DUE:20261203T170000", "RRULE:FREQ=WEEKLY"]
        #expect(try Self.after(series).start == "DTSTART:20261210T090000")
        let overridden = ["DTSTART:20261201T090000", "DUE;VALUE=DATE:20261203", "RRULE:FREQ=WEEKLY"]
        #expect(try Self.after(overridden).start == "DTSTART;VALUE=DATE:20261201")
    }

    /// A series' overrides take DTSTART's new value type with it (RFC 5545 §3.8.4.4), both ways: the
    /// corpus's eM Client and Thunderbird series were left with a date DUE beside a date-time DTSTART.
    @Test(arguments: [
        ("DUE;VALUE=DATE:20261201", "DTSTART;VALUE=DATE:20261201", "RECURRENCE-ID;VALUE=DATE:20261208"),
        (
            "DUE;TZID=Europe/Berlin:20261201T170000", "DTSTART;TZID=Europe/Berlin:20261201T000000",
            "RECURRENCE-ID;TZID=Europe/Berlin:20261208T000000"
        ),
    ])
    func overridesFollowTheStartsType(due: String, start: String, recurrenceID: String) throws {
        let master = due.contains("VALUE=DATE") ? "DTSTART:20261201T090000" : "DTSTART;VALUE=DATE:20261201"
        let named =
            due.contains("VALUE=DATE") ? "RECURRENCE-ID:20261208T090000" : "RECURRENCE-ID;VALUE=DATE:20261208"
        var calendar = try CalendarComponent.parse(
            [
                "BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:s", master, due, "RRULE:FREQ=WEEKLY", "END:VTODO",
                "BEGIN:VTODO", "UID:s", named, "STATUS:COMPLETED", "END:VTODO", "BEGIN:VTODO", "UID:other",
                named,
                "END:VTODO", "END:VCALENDAR", "",
            ].joined(separator: "\r\n"))
        calendar.components[0].keepStartValid(besideDueIn: Self.utc)
        SeriesOverrides.retype(
            of: calendar.components[0], uid: "s", in: &calendar.components, timeZone: Self.utc)
        let line = { (property: CalendarProperty?) in
            property.map { $0.name + $0.parameters + ":" + $0.value }
        }
        #expect(line(calendar.components[0].property("DTSTART")) == start)
        #expect(line(calendar.components[1].property("RECURRENCE-ID")) == recurrenceID)
        // Another task's override is not this series'.
        #expect(line(calendar.components[2].property("RECURRENCE-ID")) == named)
    }
}
