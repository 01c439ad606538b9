import Foundation
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// A round trip through an Apple-style calendar (`originals/apple-reminders.ics`: uppercase UIDs, a DUE
/// with a TZID and its VTIMEZONE, DTSTART, LOCATION, an X- property with parameters, a VALARM, an RRULE with
/// a RECURRENCE-ID override) gives the calendar back every property it had, apart from those changed in ike.
@Suite struct ICalendarOriginalTests {
    let path = "originals/apple-reminders.ics"
    let parcel = "2F1A3C5E-8B7D-4E6F-9A0B-1C2D3E4F5A6B"
    let bins = "8D4B6A2C-0E1F-4C3D-9B8A-7F6E5D4C3B2A"
    let ferry = "C3E1F0A9-5B2D-4E8C-A7F6-1D0E9C8B7A65"

    func imported() throws -> (TaskStore, [String: CalendarComponent]) {
        let store = try makeStore(at: afterFixtures)
        try importFixture(store, path)
        return (store, try calendarTodos(try fixture(path)).todos)
    }

    func exported(_ store: TaskStore) throws -> (todos: [String: CalendarComponent], zones: [String]) {
        try calendarTodos(try Exporter.export(store, as: .iCalendar).bytes)
    }

    @Test func unchangedTasksComeBackPropertyForProperty() throws {
        let (store, before) = try imported()
        #expect(try store.items().map(\.uid) == [parcel, bins, ferry])
        let after = try exported(store)
        // Every VTODO, the override of one occurrence too, with its alarms; the time zone once.
        #expect(after.todos.keys.sorted() == before.keys.sorted())
        for (key, todo) in after.todos {
            #expect(todo == before[key], "\(key): \(differingProperties(before[key]!, todo))")
        }
        #expect(after.zones == ["Europe/Berlin"])
    }

    @Test func aTitleChangedInIkeKeepsTheTimeZoneAndTheAlarm() throws {
        let (store, before) = try imported()
        try edit(store, uid: parcel) { $0.title = "Send the parcel to Anna" }
        let after = try exported(store)
        let todo = try #require(after.todos[parcel])
        #expect(differingProperties(before[parcel]!, todo) == ["SUMMARY", "DTSTAMP", "LAST-MODIFIED"])
        #expect(todo.property("SUMMARY")?.text == "Send the parcel to Anna")
        #expect(todo.property("DUE")?.parameters == ";TZID=Europe/Berlin")
        #expect(after.zones == ["Europe/Berlin"])
        for (key, other) in after.todos where key != parcel { #expect(other == before[key]) }
    }

    @Test func aNewDeadlineDateKeepsItsTimeAndZoneAndDTSTARTStays() throws {
        let (store, before) = try imported()
        try edit(store, uid: parcel) { $0.deadline = LocalDate(year: 2026, month: 12, day: 3) }
        let todo = try #require(try exported(store).todos[parcel])
        #expect(differingProperties(before[parcel]!, todo) == ["DUE", "DTSTAMP", "LAST-MODIFIED"])
        #expect(
            todo.property("DUE")
                == CalendarProperty(name: "DUE", parameters: ";TZID=Europe/Berlin", value: "20261203T180000"))
        #expect(todo.property("DTSTART") == before[parcel]!.property("DTSTART"))
    }

    /// A deadline made a date alone: DUE a DATE, and the timed DTSTART its date (both of one value type,
    /// RFC 5545 §3.8.2.3; Docs/Sync.md, "DUE beside DTSTART"), the start's time kept in `X-IKE-START`.
    @Test func aDeadlineMadeADateMakesDTSTARTADate() throws {
        let (store, before) = try imported()
        try edit(store, uid: parcel) { $0.deadlineTime = nil }
        let todo = try #require(try exported(store).todos[parcel])
        #expect(
            differingProperties(before[parcel]!, todo) == [
                "DUE", "DTSTAMP", "LAST-MODIFIED", "DTSTART", "X-IKE-START",
            ])
        let start = try #require(before[parcel]!.property("DTSTART"))
        #expect(todo.property("X-IKE-START")?.value == start.value)
        // Read back, the start still has its time.
        let again = try #require(try store.item(uid: parcel))
        #expect(again.startTime != nil)
        #expect(
            todo.property("DUE")
                == CalendarProperty(name: "DUE", parameters: ";VALUE=DATE", value: "20261201"))
        #expect(
            todo.property("DTSTART")
                == CalendarProperty(name: "DTSTART", parameters: ";VALUE=DATE", value: "20261201"))
    }

    @Test func doneInIkeCompletesTheRepeatingTaskAndKeepsItsRule() throws {
        let (store, before) = try imported()
        try edit(store, uid: bins) { $0.setDone(true, at: testNow) }
        let after = try exported(store)
        let todo = try #require(after.todos[bins])
        #expect(
            differingProperties(before[bins]!, todo)
                == ["STATUS", "COMPLETED", "PERCENT-COMPLETE", "DTSTAMP", "LAST-MODIFIED"])
        #expect(todo.property("RRULE")?.value == "FREQ=WEEKLY;BYDAY=MO")
        #expect(after.todos[bins + "@20261207"] == before[bins + "@20261207"])
    }

    @Test func tagsAndQuadrantChangedInIkeAreWrittenOnlyWhereTheyDiffer() throws {
        let (store, before) = try imported()
        try edit(store, uid: ferry) {
            $0.tags = try! TagSet(parsing: ["travel"])
            $0.quadrant = .schedule
        }
        let todo = try #require(try exported(store).todos[ferry])
        #expect(
            differingProperties(before[ferry]!, todo) == [
                "CATEGORIES", "PRIORITY", "DTSTAMP", "LAST-MODIFIED",
            ])
        #expect(todo.property("PRIORITY")?.value == "5" && todo.property("CATEGORIES")?.value == "travel")
    }

    /// A task cancelled in its app is closed in ike; written back untouched, it is still cancelled, not
    /// completed.
    @Test func aCancelledTaskStaysCancelled() throws {
        let (store, _) = try imported()
        var text = String(decoding: try fixture(path), as: UTF8.self)
        text = text.replacingOccurrences(
            of: "LAST-MODIFIED:20261121T120003Z\r\nPRIORITY:0\r\nSEQUENCE:0\r\nSTATUS:NEEDS-ACTION",
            with: "LAST-MODIFIED:20261124T100000Z\r\nPRIORITY:0\r\nSEQUENCE:1\r\nSTATUS:CANCELLED")
        let plan = try importText(store, text, name: "later.ics")
        #expect(plan.count(.update) == 1)
        #expect(try store.items().first { $0.uid == ferry }?.isDone == true)
        let todo = try #require(try exported(store).todos[ferry])
        #expect(todo.property("STATUS")?.value == "CANCELLED")
        #expect(todo.property("COMPLETED") == nil && todo.property("SEQUENCE")?.value == "1")
    }

    /// A task not changed since its import goes back as its app wrote it, without being read again: line
    /// ends as the rest of the export (CRLF), every property in its place.
    @Test func anUntouchedTaskGoesBackAsWritten() throws {
        let store = try makeStore()
        let text =
            "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTODO\nUID:lf-1\nSUMMARY:Plan\nX-OTHER;P=1:v\nEND:VTODO\nEND:VCALENDAR\n"
        try importText(store, text, name: "lf.ics")
        let out = String(decoding: try Exporter.export(store, as: .iCalendar).bytes, as: UTF8.self)
        #expect(
            out.contains(
                "\r\nBEGIN:VTODO\r\nUID:lf-1\r\nSUMMARY:Plan\r\nX-OTHER;P=1:v\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
            ))
        try edit(store, uid: "lf-1") { $0.title = "Plan it" }
        let edited = try #require(
            try calendarTodos(try Exporter.export(store, as: .iCalendar).bytes).todos["lf-1"])
        #expect(
            edited.property("X-OTHER")?.parameters == ";P=1" && edited.property("SUMMARY")?.value == "Plan it"
        )
    }

    /// Two untouched tasks that name the same time zone: its VTIMEZONE is written once, before them.
    @Test func aSharedTimeZoneIsWrittenOnce() throws {
        let store = try makeStore()
        let text = String(decoding: try fixture(path), as: UTF8.self).replacingOccurrences(
            of: "DUE;VALUE=DATE:20261130\r\n", with: "DUE;TZID=Europe/Berlin:20261130T080000\r\n")
        try importText(store, text, name: "zones.ics")
        let bytes = try Exporter.export(store, as: .iCalendar).bytes
        let exported = String(decoding: bytes, as: UTF8.self)
        #expect(exported.components(separatedBy: "BEGIN:VTIMEZONE").count == 2)
        #expect(
            exported.range(of: "BEGIN:VTIMEZONE")!.lowerBound < exported.range(of: "BEGIN:VTODO")!.lowerBound)
        #expect(try calendarTodos(bytes).todos[bins]?.property("DUE")?.parameters == ";TZID=Europe/Berlin")
    }

    /// Every field ike has changed at once: only the properties ike owns differ; alarms, overrides and
    /// every other property are as the app wrote them.
    @Test func everyFieldChangedInIkeTouchesOnlyTheOwnedProperties() throws {
        let (store, before) = try imported()
        for uid in [parcel, bins, ferry] {
            try edit(store, uid: uid) { item in
                item.title += " (moved)"
                item.notes = "A new note"
                item.deadline = LocalDate(year: 2027, month: 3, day: 1)
                item.setDone(true, at: testNow)
                item.quadrant = .delegate
                item.tags = try! TagSet(parsing: ["moved"])
                item.createdAt = testNow
            }
        }
        let after = try exported(store)
        // The overrides before the moved start name no occurrence of the series any more: they go (the
        // import made done records of the completed ones).
        #expect(after.todos.keys.sorted() == before.keys.filter { !$0.contains("@") }.sorted())
        for (key, todo) in after.todos {
            let changed = differingProperties(before[key]!, todo)
            #expect(changed.isSubset(of: ICalendarOriginal.ownedProperties), "\(key): \(changed)")
            if !key.contains("@") { #expect(changed.contains("SUMMARY") && changed.contains("STATUS")) }
        }
    }
}
