import Foundation
import IkeCore
import Testing

@testable import IkeInterchange

/// A series' DTSTART moved with its DUE by the rule, never by as many days (issue 30, item 5): it stays an
/// occurrence, on or before DUE; absolute alarms move with the occurrence.
@Suite("DTSTART of a series moved by its rule")
struct SeriesStartTests {
    static func todo(_ lines: [String], alarm: String? = nil) throws -> CalendarComponent {
        var all = ["BEGIN:VTODO", "UID:t"] + lines
        if let alarm { all += ["BEGIN:VALARM", "ACTION:DISPLAY", alarm, "END:VALARM"] }
        return try CalendarComponent.parse((all + ["END:VTODO", ""]).joined(separator: "\r\n"))
    }

    static func date(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    /// Each step completes the occurrence due on `from` and advances to `to`; DTSTART must be each time a
    /// Tuesday or Friday (2026-12-01 is a Tuesday) and not after DUE's date.
    @Test func aWeeklyRuleOnTwoDaysKeepsItsStartOnThoseDays() throws {
        var todo = try Self.todo([
            "DTSTART;TZID=Europe/Berlin:20261201T090000", "RRULE:FREQ=WEEKLY;BYDAY=TU,FR",
        ])
        // DUE a day after DTSTART (Wednesday); ike's next deadlines, stepped from DUE by the same rule.
        let dues = ["2026-12-02", "2026-12-04", "2026-12-08", "2026-12-11", "2026-12-15"]
        var starts: [String] = []
        for (from, to) in zip(dues, dues.dropFirst()) {
            todo.moveStart(withDueFrom: Self.date(from), to: Self.date(to))
            let start = try #require(todo.property("DTSTART"))
            #expect(start.parameters == ";TZID=Europe/Berlin" && start.value.hasSuffix("T090000"))
            let day = try #require(DateTimeText(start.value)?.date)
            #expect([Weekday.tuesday, .friday].contains(day.weekday), "\(day.iso) after a DUE of \(to)")
            #expect(day <= Self.date(to))
            starts.append(day.iso)
        }
        // Plus-days would have put it on Thursday 3 December, then Monday 7 December.
        #expect(starts == ["2026-12-04", "2026-12-08", "2026-12-11", "2026-12-15"])
    }

    /// Same day as DUE (Apple): the start is the new deadline's day. A Monday start of a Friday deadline
    /// stays a Monday.
    @Test func aStartOnTheDueDayMovesToTheNewDueDay() throws {
        var todo = try Self.todo(["DTSTART:20261201T090000", "RRULE:FREQ=WEEKLY;BYDAY=TU,FR"])
        todo.moveStart(withDueFrom: Self.date("2026-12-01"), to: Self.date("2026-12-04"))
        #expect(todo.property("DTSTART")?.value == "20261204T090000")
        var week = try Self.todo(["DTSTART:20261130T090000", "RRULE:FREQ=WEEKLY"])
        week.moveStart(withDueFrom: Self.date("2026-12-04"), to: Self.date("2026-12-11"))
        #expect(week.property("DTSTART")?.value == "20261207T090000")
    }

    /// Every 28 February, due a day later: a year on, in a leap year, the start stays on 28 February,
    /// where plus-days moved it to the 29th.
    @Test func aYearlyRuleDoesNotDriftOverALeapYear() throws {
        var todo = try Self.todo(["DTSTART;VALUE=DATE:20270228", "RRULE:FREQ=YEARLY"])
        todo.moveStart(withDueFrom: Self.date("2027-03-01"), to: Self.date("2028-03-01"))
        #expect(todo.property("DTSTART")?.value == "20280228")
    }

    @Test func aRuleIkeCannotStepLeavesTheStart() throws {
        var todo = try Self.todo(["DTSTART:20261201T090000", "RRULE:FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=-1"])
        todo.moveStart(withDueFrom: Self.date("2026-12-01"), to: Self.date("2026-12-29"))
        #expect(todo.property("DTSTART")?.value == "20261201T090000")
    }

    @Test func aDeadlineMovedBeforeTheStartTakesTheStartAlong() throws {
        var todo = try Self.todo(["DTSTART:20261208T090000", "RRULE:FREQ=WEEKLY"])
        todo.moveStart(withDueFrom: Self.date("2026-12-09"), to: Self.date("2026-12-03"))
        #expect(todo.property("DTSTART")?.value == "20261203T090000")
    }

    @Test func anAbsoluteAlarmMovesWithTheOccurrenceAndARelativeOneStays() throws {
        var absolute = try Self.todo(
            ["DTSTART:20261201T090000", "RRULE:FREQ=WEEKLY"],
            alarm: "TRIGGER;VALUE=DATE-TIME:20261201T080000Z")
        absolute.moveStart(withDueFrom: Self.date("2026-12-01"), to: Self.date("2026-12-08"))
        #expect(absolute.components.first?.property("TRIGGER")?.value == "20261208T080000Z")
        var relative = try Self.todo(
            ["DTSTART:20261201T090000", "RRULE:FREQ=WEEKLY"], alarm: "TRIGGER:-PT15M")
        relative.moveStart(withDueFrom: Self.date("2026-12-01"), to: Self.date("2026-12-08"))
        #expect(relative.components.first?.property("TRIGGER")?.value == "-PT15M")
        // Without a rule, nothing of the alarm's is touched.
        var single = try Self.todo(
            ["DTSTART:20261201T090000"], alarm: "TRIGGER;VALUE=DATE-TIME:20261201T080000Z")
        single.moveStart(withDueFrom: Self.date("2026-12-01"), to: Self.date("2026-12-08"))
        #expect(single.components.first?.property("TRIGGER")?.value == "20261201T080000Z")
    }
}
