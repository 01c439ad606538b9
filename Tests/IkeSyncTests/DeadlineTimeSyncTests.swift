import Foundation
import IkeCore
import IkeInterchange
import Testing

@testable import IkeSync

/// A deadline's time in sync: read from DUE, part of the deadline field, and a DUE ike did not change
/// keeps its exact text.
@Suite("Deadlines with a time: sync")
struct DeadlineTimeSyncTests {
    static let text =
        [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//phone//EN", "BEGIN:VTODO", "UID:phone-1",
            "SUMMARY:Call", "DUE;TZID=Europe/Berlin:20261201T170000", "END:VTODO", "END:VCALENDAR",
        ].joined(separator: "\r\n") + "\r\n"

    func todo() throws -> (CalendarComponent, Int) {
        let calendar = try CalendarComponent.parse(Self.text)
        return (calendar, calendar.components.firstIndex { $0.name == "VTODO" }!)
    }

    @Test func theTimeIsReadAsWrittenInItsZone() throws {
        let (calendar, index) = try todo()
        let fields = VTodoFields(
            calendar.components[index], timeZone: TimeZone(identifier: "America/New_York")!)
        #expect(fields.due?.description == "2026-12-01 17:00")
    }

    @Test func anUnchangedTimeKeepsItsTextAndAChangedOneItsZone() throws {
        var (calendar, index) = try todo()
        let old = VTodoFields(calendar.components[index])
        var new = old
        new.title = "Call back"
        new.patch(&calendar.components[index], from: old, now: Date(timeIntervalSince1970: 0))
        #expect(calendar.text.contains("DUE;TZID=Europe/Berlin:20261201T170000\r\n"))
        var later = new
        later.deadlineTime = TimeOfDay(hour: 9, minute: 5)
        later.patch(&calendar.components[index], from: new, now: Date(timeIntervalSince1970: 0))
        #expect(calendar.text.contains("DUE;TZID=Europe/Berlin:20261201T090500\r\n"))
        var dateOnly = later
        dateOnly.deadlineTime = nil
        dateOnly.patch(&calendar.components[index], from: later, now: Date(timeIntervalSince1970: 0))
        #expect(calendar.text.contains("DUE;VALUE=DATE:20261201\r\n"))
        var timedAgain = dateOnly
        timedAgain.deadlineTime = TimeOfDay(hour: 8, minute: 0)
        timedAgain.patch(&calendar.components[index], from: dateOnly, now: Date(timeIntervalSince1970: 0))
        #expect(calendar.text.contains("DUE:20261201T080000\r\n"))
    }

    @Test func theTimeMergesWithItsDate() {
        var base = VTodoFields(TodoItem(uid: "u", title: "Call", createdAt: Date(timeIntervalSince1970: 0)))
        base.deadline = LocalDate(iso: "2026-12-01")
        var local = base
        local.deadlineTime = TimeOfDay(hour: 15, minute: 0)
        var server = base
        server.deadline = LocalDate(iso: "2026-12-02")
        let result = SyncMerge.merge(base: base, local: local, server: server, localWins: true)
        #expect(result.fields.due?.description == "2026-12-01 15:00")
        #expect(result.conflicts.map(\.lost) == ["2026-12-02"])
    }

    @Test func aTaskSyncedBeforeTimesKeepsTheServersTime() throws {
        let (calendar, index) = try todo()
        let server = VTodoFields(calendar.components[index])
        var local = server
        local.deadlineTime = nil
        #expect(local.keepingTime(of: server).due == server.due)
        local.deadline = LocalDate(iso: "2026-12-03")
        #expect(local.keepingTime(of: server).deadlineTime == nil)
    }
}
