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

    static func after(_ lines: [String], hasOverrides: Bool = false) throws -> (start: String?, due: String?)
    {
        var component = try todo(lines)
        component.keepStartValid(besideDueIn: utc, hasOverrides: hasOverrides)
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
        // A deadline moved before the start: the task starts when it is due.
        (["DTSTART:20261210T090000", "DUE:20261203T170000"], "DTSTART:20261203T170000"),
        (
            ["DTSTART;TZID=Europe/Berlin:20261210T090000", "DUE;VALUE=DATE:20261203"],
            "DTSTART;VALUE=DATE:20261203"
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

    /// A series counts from DTSTART: one moved after DUE is left to the series' own rules, and one with
    /// overrides keeps its type (their RECURRENCE-IDs are of its type).
    @Test func aSeriesKeepsWhatOnlyItsRulesMayChange() throws {
        let series = ["DTSTART:20261210T090000", "DUE:20261203T170000", "RRULE:FREQ=WEEKLY"]
        #expect(try Self.after(series).start == "DTSTART:20261210T090000")
        let overridden = ["DTSTART:20261201T090000", "DUE;VALUE=DATE:20261203", "RRULE:FREQ=WEEKLY"]
        #expect(try Self.after(overridden, hasOverrides: true).start == "DTSTART:20261201T090000")
        #expect(try Self.after(overridden).start == "DTSTART;VALUE=DATE:20261201")
    }
}
