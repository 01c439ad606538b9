import Foundation
import Testing

@testable import IkeInterchange

/// What goes with DTSTART when ike keeps it valid beside a DUE it wrote (Docs/Sync.md, "DUE beside
/// DTSTART"): EXDATE and RDATE take DTSTART's new value type, and a DURATION gives way to DUE. Found by the
/// client corpus test (ical4android's most-fields resources): Radicale refused the DUE beside DURATION with
/// a 400, and rewrote date EXDATEs beside a date-time DTSTART.
@Suite("EXDATE, RDATE and DURATION beside a DUE ike wrote")
struct StartBesideDueCompanionsTests {
    static func lines(_ lines: [String]) throws -> [String] {
        var component = try StartBesideDueTests.todo(lines)
        component.keepStartValid(besideDueIn: StartBesideDueTests.utc)
        return component.properties.map { "\($0.name)\($0.parameters):\($0.value)" }
    }

    @Test func exceptionAndExtraDatesFollowAStartMadeADateTime() throws {
        let written = try Self.lines([
            "DTSTART;VALUE=DATE:20100101", "DUE;TZID=Europe/Berlin:20101001T153000",
            "RRULE:FREQ=YEARLY;INTERVAL=2", "EXDATE;VALUE=DATE:20140101,20180101",
            "RDATE;VALUE=DATE:20100810",
        ])
        #expect(
            written == [
                "UID:t", "DTSTART;TZID=Europe/Berlin:20100101T000000",
                "DUE;TZID=Europe/Berlin:20101001T153000",
                "RRULE:FREQ=YEARLY;INTERVAL=2", "EXDATE;TZID=Europe/Berlin:20140101T000000,20180101T000000",
                "RDATE;TZID=Europe/Berlin:20100810T000000",
            ])
    }

    @Test func exceptionDatesFollowAStartMadeADateAndPeriodsStay() throws {
        let written = try Self.lines([
            "DTSTART:20261201T090000Z", "DUE;VALUE=DATE:20261204", "RRULE:FREQ=DAILY",
            "EXDATE:20261202T090000Z", "RDATE;VALUE=PERIOD:20261210T090000Z/PT1H",
        ])
        #expect(
            written == [
                "UID:t", "DTSTART;VALUE=DATE:20261201", "DUE;VALUE=DATE:20261204", "RRULE:FREQ=DAILY",
                "EXDATE;VALUE=DATE:20261202", "RDATE;VALUE=PERIOD:20261210T090000Z/PT1H",
            ])
    }

    @Test func aDurationGivesWayToTheDue() throws {
        let written = try Self.lines([
            "DTSTART:20100101T101010Z", "DURATION:P4DT3H2M1S", "DUE:20261204T120000Z",
        ])
        #expect(written == ["UID:t", "DTSTART:20100101T101010Z", "DUE:20261204T120000Z"])
    }

    @Test func aValidStartKeepsItsCompanionsAsWritten() throws {
        let lines = ["DTSTART;VALUE=DATE:20100101", "DUE;VALUE=DATE:20101001", "EXDATE;VALUE=DATE:20120101"]
        #expect(try Self.lines(lines) == ["UID:t"] + lines)
    }
}
