import Foundation
import IkeCore
import IkeInterchange
import Testing

@testable import IkeSync

/// The repeat as a sync field: merged like the others, and DTSTART kept in step when DUE advances.
@Suite("Repeat rule as a sync field")
struct RecurringFieldsTests {
    static let weekly = TaskRepeat.rule(RecurrenceRule(.weekly)!)
    static let daily = TaskRepeat.rule(RecurrenceRule(.daily, interval: 2)!)

    static var base: VTodoFields {
        VTodoFields(
            TodoItem(
                uid: "u", title: "Gym", deadline: LocalDate(iso: "2026-11-23"), createdAt: .init(),
                repeats: weekly))
    }

    @Test func aRuleChangedOnOneSideWinsAndOnBothTheLaterChangeDoes() {
        var local = Self.base
        local.repeats = Self.daily
        var server = Self.base
        server.title = "Gym class"
        let merged = SyncMerge.merge(base: Self.base, local: local, server: server, localWins: false)
        #expect(
            merged.fields.repeats == Self.daily && merged.fields.title == "Gym class"
                && merged.conflicts.isEmpty)
        server.repeats = nil
        let both = SyncMerge.merge(base: Self.base, local: local, server: server, localWins: false)
        #expect(both.fields.repeats == nil)
        #expect(both.conflicts.map(\.field) == ["repeat"] && both.conflicts.first?.lost == "every 2 days")
    }

    @Test func dueAdvancingMovesAStartWithATimeAndZoneByTheSameDays() throws {
        var todo = try #require(
            try CalendarComponent.parse(
                "BEGIN:VTODO\r\nUID:u\r\nSUMMARY:Gym\r\nDTSTART;TZID=Europe/Berlin:20261122T090000\r\n"
                    + "DUE;TZID=Europe/Berlin:20261123T090000\r\nRRULE:FREQ=WEEKLY\r\nEND:VTODO\r\n"))
        let old = VTodoFields(todo, timeZone: .gmt)
        #expect(old.repeats == Self.weekly)
        var new = old
        new.deadline = LocalDate(iso: "2026-11-30")
        new.patch(&todo, from: old, now: Date(timeIntervalSince1970: 0))
        #expect(todo.property("DTSTART")?.value == "20261129T090000")
        #expect(todo.property("DTSTART")?.parameters == ";TZID=Europe/Berlin")
        #expect(todo.property("DUE")?.value == "20261130T090000")
        #expect(todo.property("RRULE")?.value == "FREQ=WEEKLY", "the rule did not change: not rewritten")
        // Without RRULE a start date is the person's own: a moved deadline leaves it.
        todo.remove("RRULE")
        let plain = VTodoFields(todo, timeZone: .gmt)
        var later = plain
        later.deadline = LocalDate(iso: "2026-12-07")
        later.patch(&todo, from: plain, now: Date(timeIntervalSince1970: 0))
        #expect(todo.property("DTSTART")?.value == "20261129T090000")
    }

    @Test func aRuleKeptInAnotherFormatsSyntaxIsNotSentNorRemovedByTheServer() {
        let item = TodoItem(
            uid: "u", title: "Timesheet", deadline: LocalDate(iso: "2026-11-23"), createdAt: .init(),
            repeats: .custom(CustomRepeat(.todoTxt, "1b")))
        let fields = VTodoFields(item)
        #expect(fields.repeats == nil)
        #expect(fields.applied(to: item, now: .init()).repeats == item.repeats)
    }
}
