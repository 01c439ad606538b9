import Foundation
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// A series with DTSTART and a rule but no DUE is dated by its start, in the import and in the export of
/// its original alike (Docs/Sync.md, "A series without DUE"): the start is the task's deadline, a
/// completion moves DTSTART to the next occurrence, and no DUE is ever added while the rule stays.
@Suite("A series dated by its start, imported and exported")
struct SeriesDatedByStartTests {
    static let calendar = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example Corp//Tasks 1.0//EN", "BEGIN:VTODO",
        "UID:gym-1", "DTSTAMP:20261116T080000Z", "SUMMARY:Gym", "DTSTART;VALUE=DATE:20261201",
        "RRULE:FREQ=WEEKLY;BYDAY=TU,FR", "END:VTODO", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")

    @Test func theStartIsTheDeadlineAndACompletionMovesItWithoutAddingDue() throws {
        let store = try makeStore()
        try importText(store, Self.calendar, name: "gym.ics")
        let item = try #require(try store.item(uid: "gym-1"))
        #expect(item.deadline == LocalDate(iso: "2026-12-01") && item.repeats != nil)
        _ = try store.setDone(true, uids: ["gym-1"])
        let next = try #require(try store.item(uid: "gym-1")?.deadline)
        let exported = String(decoding: try Exporter.export(store, as: .iCalendar).bytes, as: UTF8.self)
        let master = try #require(
            exported.components(separatedBy: "BEGIN:VTODO").first { $0.contains("UID:gym-1\r\n") })
        #expect(master.contains("DTSTART;VALUE=DATE:\(DateTimeText.basicDate(next))\r\n"), "\(master)")
        #expect(master.contains("RRULE:FREQ=WEEKLY;BYDAY=TU,FR\r\n"), "\(master)")
        #expect(!master.contains("DUE"), "\(master)")
        // Read back, the same task at the same date.
        let again = try makeStore()
        try importText(again, exported, name: "again.ics")
        #expect(try again.item(uid: "gym-1")?.deadline == next)
    }

    @Test func removingTheRuleWritesTheDateAsDue() throws {
        let store = try makeStore()
        try importText(store, Self.calendar, name: "gym.ics")
        var item = try #require(try store.item(uid: "gym-1"))
        item.repeats = nil
        _ = try store.change { try $0.update(item) }
        let exported = String(decoding: try Exporter.export(store, as: .iCalendar).bytes, as: UTF8.self)
        #expect(
            exported.contains("DUE;VALUE=DATE:20261201\r\n") && !exported.contains("RRULE"), "\(exported)")
    }

    /// A day the rule has moves DTSTART alone; a day it does not (a Saturday on Tuesdays and Fridays)
    /// leaves DTSTART on the rule's last day before it and becomes a DUE of DTSTART's type, so the object
    /// stays valid (RFC 5545 §3.8.5.3) and the occurrence is due on the chosen day.
    @Test(
        arguments: [
            ("2026-12-04", "DTSTART;VALUE=DATE:20261204", nil),
            ("2026-12-05", "DTSTART;VALUE=DATE:20261204", "DUE;VALUE=DATE:20261205"),
            ("2026-12-07", "DTSTART;VALUE=DATE:20261204", "DUE;VALUE=DATE:20261207"),
        ] as [(String, String, String?)])
    func aNewDateOffTheRuleKeepsTheStartOnIt(day: String, start: String, due: String?) throws {
        let store = try makeStore()
        try importText(store, Self.calendar, name: "gym.ics")
        var item = try #require(try store.item(uid: "gym-1"))
        item.deadline = LocalDate(iso: day)
        _ = try store.change { try $0.update(item) }
        let exported = String(decoding: try Exporter.export(store, as: .iCalendar).bytes, as: UTF8.self)
        #expect(exported.contains(start + "\r\n"), "\(exported)")
        if let due {
            #expect(exported.contains(due + "\r\n"), "\(exported)")
        } else {
            #expect(!exported.contains("DUE"), "\(exported)")
        }
        #expect(exported.contains("RRULE:FREQ=WEEKLY;BYDAY=TU,FR\r\n"))
        // Read back, the task is due on the chosen day.
        let again = try makeStore()
        try importText(again, exported, name: "again.ics")
        #expect(try again.item(uid: "gym-1")?.deadline == LocalDate(iso: day))
    }

    @Test func theLastOccurrenceIsLookedForBackwards() {
        let rule = "FREQ=MONTHLY;BYMONTHDAY=15"
        #expect(
            CalendarComponent.lastOccurrence(of: rule, onOrBefore: LocalDate(iso: "2026-12-14")!)
                == LocalDate(iso: "2026-11-15"))
        #expect(
            CalendarComponent.lastOccurrence(of: rule, onOrBefore: LocalDate(iso: "2026-12-15")!)
                == LocalDate(iso: "2026-12-15"))
        #expect(CalendarComponent.lastOccurrence(of: "FREQ=WEEKLY;BYSETPOS=1", onOrBefore: .someday) == nil)
    }
}
