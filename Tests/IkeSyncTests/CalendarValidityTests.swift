import IkeInterchange
import Testing

/// The corpus test's validity check finds each kind of broken calendar and passes a valid one.
@Suite("RFC 5545 validity check of VTODO dates")
struct CalendarValidityTests {
    /// A calendar of one master VTODO with `lines`, and overrides each with their own lines.
    static func calendar(_ lines: [String], overrides: [[String]] = []) throws -> CalendarComponent {
        let todos = ([lines] + overrides).map { ["BEGIN:VTODO", "UID:gym-1"] + $0 + ["END:VTODO"] }
        return try CalendarComponent.parse(
            (["BEGIN:VCALENDAR", "VERSION:2.0"] + todos.joined() + ["END:VCALENDAR", ""]).joined(
                separator: "\r\n"))
    }

    static func problems(_ lines: [String], overrides: [[String]] = []) throws -> [String] {
        CalendarValidity(try calendar(lines, overrides: overrides)).problems
    }

    @Test func aValidSeriesWithAnOverrideHasNoProblem() throws {
        let validity = CalendarValidity(
            try Self.calendar(
                [
                    "DTSTART;TZID=Europe/Berlin:20261117T090000", "DUE;TZID=Europe/Berlin:20261117T100000",
                    "RRULE:FREQ=WEEKLY;BYDAY=TU,FR;COUNT=4",
                ],
                overrides: [["RECURRENCE-ID;TZID=Europe/Berlin:20261120T090000", "STATUS:COMPLETED"]]))
        #expect(validity.problems.isEmpty)
        #expect(validity.notes.isEmpty)
    }

    @Test func aDateDueBesideATimedStartIsTwoValueTypes() throws {
        #expect(
            try Self.problems(["DTSTART;TZID=America/Chicago:20261201T090000", "DUE;VALUE=DATE:20261204"])
                == [
                    "gym-1: DTSTART;TZID=America/Chicago:20261201T090000 and DUE;VALUE=DATE:20261204 are of two value types"
                ])
    }

    @Test func aStartAfterTheDueIsAProblemInTheirZones() throws {
        // 9:00 in Berlin is 8:00 UTC: before a DUE at 8:30 UTC, though its digits are later.
        #expect(
            try Self.problems(["DTSTART;TZID=Europe/Berlin:20261201T090000", "DUE:20261201T083000Z"]).isEmpty)
        #expect(
            try Self.problems(["DTSTART:20261202T090000Z", "DUE:20261201T083000Z"]) == [
                "gym-1: DTSTART:20261202T090000Z is after DUE:20261201T083000Z"
            ])
    }

    @Test func dueBesideDurationIsAProblem() throws {
        #expect(
            try Self.problems(["DTSTART:20261201T090000Z", "DURATION:PT1H", "DUE:20261201T100000Z"]).count
                == 1)
    }

    @Test func aStartTheRuleDoesNotHaveIsAProblem() throws {
        // Saturday 21 November on a Tuesday-and-Friday rule.
        #expect(
            try Self.problems(["DTSTART;VALUE=DATE:20261121", "RRULE:FREQ=WEEKLY;BYDAY=TU,FR"]) == [
                "gym-1: DTSTART;VALUE=DATE:20261121 is no occurrence of RRULE:FREQ=WEEKLY;BYDAY=TU,FR"
            ])
        // UNTIL before the start does not make the start any less one of the rule's dates.
        #expect(
            try Self.problems(["DTSTART;VALUE=DATE:20261120", "RRULE:FREQ=WEEKLY;BYDAY=TU,FR;UNTIL=20261101"])
                .isEmpty)
    }

    @Test func aRuleIkeCannotStepIsANoteNotAProblem() throws {
        let validity = CalendarValidity(
            try Self.calendar(["DTSTART:20260108T120000Z", "RRULE:FREQ=MONTHLY;BYDAY=MO;BYSETPOS=1"]))
        #expect(validity.problems.isEmpty)
        #expect(validity.notes.count == 1)
    }

    @Test func overridesBeforeTheStartOrOfAnotherTypeAreProblems() throws {
        let master = ["DTSTART;VALUE=DATE:20261123", "DUE;VALUE=DATE:20261123", "RRULE:FREQ=WEEKLY"]
        #expect(
            try Self.problems(master, overrides: [["RECURRENCE-ID;VALUE=DATE:20261116"]]) == [
                "gym-1: RECURRENCE-ID;VALUE=DATE:20261116 is before DTSTART;VALUE=DATE:20261123"
            ])
        #expect(
            try Self.problems(master, overrides: [["RECURRENCE-ID:20261130T000000"]]) == [
                "gym-1: RECURRENCE-ID:20261130T000000 is not of the value type of DTSTART;VALUE=DATE:20261123"
            ])
        #expect(try Self.problems(master, overrides: [["RECURRENCE-ID;VALUE=DATE:20261130"]]).isEmpty)
    }

    /// Another client's invalid object is not ike's problem until ike changes the properties concerned.
    @Test func aProblemTheInputHadCountsOnlyOnceItsPropertiesChanged() throws {
        let before = try Self.calendar(["DTSTART:20261205T090000", "DUE:20261201T090000", "SUMMARY:Old"])
        let retitled = try Self.calendar(["DTSTART:20261205T090000", "DUE:20261201T090000", "SUMMARY:New"])
        #expect(CalendarValidity(retitled, before: before).problems.isEmpty)
        let redated = try Self.calendar(["DTSTART:20261205T090000", "DUE:20261202T090000", "SUMMARY:Old"])
        #expect(CalendarValidity(redated, before: before).problems.count == 1)
    }
}
