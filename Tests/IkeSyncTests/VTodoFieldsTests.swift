import Foundation
import IkeCore
import IkeInterchange
import Testing

@testable import IkeSync

/// The VTODO mapping: what ike reads from another client's task, and that writing a change back keeps
/// every property ike does not own, byte for byte.
@Suite("VTODO fields and patching")
struct VTodoFieldsTests {
    static let phoneText =
        [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//Tasks.org//EN",
            "BEGIN:VTIMEZONE",
            "TZID:Europe/Berlin",
            "BEGIN:STANDARD",
            "DTSTART:19701025T030000",
            "TZOFFSETFROM:+0200",
            "TZOFFSETTO:+0100",
            "END:STANDARD",
            "END:VTIMEZONE",
            "BEGIN:VTODO",
            "UID:phone-42",
            "DTSTAMP:20261120T080000Z",
            "SUMMARY:회의 준비 🎉\\, slides",
            "DESCRIPTION:Line one\\nLine two",
            "DUE;TZID=Europe/Berlin:20261201T170000",
            "PRIORITY:2",
            "CATEGORIES:work,Home Office",
            "CATEGORIES:urgent",
            "X-APPLE-SORT-ORDER:712345",
            "X-TASKS-ORG;X-PARAM=\"a;b\":keep me",
            "RELATED-TO;RELTYPE=PARENT:parent-1",
            "RRULE:FREQ=WEEKLY;BYDAY=MO",
            "BEGIN:VALARM",
            "ACTION:DISPLAY",
            "TRIGGER:-PT15M",
            "DESCRIPTION:Reminder",
            "END:VALARM",
            "END:VTODO",
            "BEGIN:VTODO",
            "UID:phone-42",
            "RECURRENCE-ID;TZID=Europe/Berlin:20261208T170000",
            "SUMMARY:Moved occurrence",
            "END:VTODO",
            "END:VCALENDAR",
        ].joined(separator: "\r\n") + "\r\n"

    @Test func anotherClientsTaskReadsAsItsFields() throws {
        let calendar = try CalendarComponent.parse(Self.phoneText)
        let todo = try #require(calendar.components.first { $0.name == "VTODO" })
        let fields = VTodoFields(todo, timeZone: TimeZone(identifier: "UTC")!)
        #expect(fields.title == "회의 준비 🎉, slides")
        #expect(fields.notes == "Line one\nLine two")
        #expect(fields.deadline == LocalDate(year: 2026, month: 12, day: 1))
        #expect(!fields.isDone)
        #expect(fields.isImportant)
        #expect(!fields.isUrgent)
        #expect(fields.tags.names == ["Home-Office", "urgent", "work"])
    }

    @Test func parsingAndWritingBackChangesNothingButLineEnds() throws {
        let calendar = try CalendarComponent.parse(Self.phoneText)
        #expect(calendar.text == Self.phoneText)
        let lf = Self.phoneText.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(try CalendarComponent.parse(lf).text == Self.phoneText)
    }

    @Test func aPatchChangesOnlyTheFieldsThatDiffer() throws {
        var calendar = try CalendarComponent.parse(Self.phoneText)
        let index = calendar.components.firstIndex { $0.name == "VTODO" }!
        let old = VTodoFields(calendar.components[index])
        var new = old
        new.title = "Prepare the meeting"
        new.isDone = true
        var added = new.tags
        _ = added.insert(try Tag("Q4"))
        new.tags = added
        let now = Date(timeIntervalSince1970: 1_795_338_000)
        new.patch(&calendar.components[index], from: old, now: now)
        let text = calendar.text
        for kept in [
            "DUE;TZID=Europe/Berlin:20261201T170000", "PRIORITY:2", "X-APPLE-SORT-ORDER:712345",
            "X-TASKS-ORG;X-PARAM=\"a;b\":keep me", "RELATED-TO;RELTYPE=PARENT:parent-1",
            "RRULE:FREQ=WEEKLY;BYDAY=MO",
            "TRIGGER:-PT15M", "TZID:Europe/Berlin", "RECURRENCE-ID;TZID=Europe/Berlin:20261208T170000",
            "SUMMARY:Moved occurrence", "DESCRIPTION:Line one\\nLine two",
        ] {
            #expect(text.contains(kept + "\r\n"), "\(kept)")
        }
        #expect(text.contains("SUMMARY:Prepare the meeting\r\n"))
        #expect(text.contains("STATUS:COMPLETED\r\n"))
        // The new tag joins the first line; both lines keep what they held as written ("Home Office").
        #expect(text.contains("CATEGORIES:work,Home Office,Q4\r\nCATEGORIES:urgent\r\n"))
        #expect(text.components(separatedBy: "CATEGORIES").count == 3, "the phone's two lines, no third")
        #expect(text.components(separatedBy: "DTSTAMP").count == 2)
        let reread = VTodoFields(try CalendarComponent.parse(text).components[index])
        #expect(reread.title == new.title && reread.isDone && reread.tags == new.tags)
    }

    @Test func tagsWithListCharactersTravelAndTheServersSpellingStays() throws {
        var todo = CalendarComponent(name: "VTODO", properties: [CalendarProperty(name: "UID", value: "t")])
        let old = VTodoFields(todo)
        var new = old
        new.tags = TagSet([try Tag("a,b"), try Tag("Work")])
        new.patch(&todo, from: old, now: Date(timeIntervalSince1970: 0))
        #expect(todo.property("CATEGORIES")?.value == "a\\,b,Work")
        #expect(VTodoFields(todo).tags.names == ["a,b", "Work"])
        // Only the spelling differs (ike keeps a tag's first spelling and renames none): the server's
        // spelling stays.
        var respelled = new
        respelled.tags = TagSet([try Tag("a,b"), try Tag("work")])
        respelled.patch(&todo, from: new, now: Date(timeIntervalSince1970: 0))
        #expect(todo.property("CATEGORIES")?.value == "a\\,b,Work")
    }

    @Test func aNewTaskBecomesACompleteCalendar() throws {
        var item = TodoItem(
            uid: "ike-1", title: "Pay rent", createdAt: Date(timeIntervalSince1970: 1_795_000_000))
        item.deadline = LocalDate(year: 2026, month: 12, day: 1)
        item.isUrgent = true
        item.tags = TagSet([try Tag("home"), try Tag("@phone")])
        let fields = VTodoFields(item)
        let text = fields.newCalendar(uid: item.uid, created: item.createdAt, now: item.createdAt).text
        let todo = try CalendarComponent.parse(text).components[0]
        #expect(todo.property("UID")?.value == "ike-1")
        #expect(todo.property("DUE")?.parameters == ";VALUE=DATE")
        #expect(todo.property("STATUS")?.value == "NEEDS-ACTION")
        var expected = fields
        expected.orderKey = item.orderKey
        #expect(VTodoFields(todo) == expected)
    }

    @Test func longLinesAreFoldedWithoutSplittingCharacters() throws {
        let title = String(repeating: "가나다라마", count: 20)
        var todo = CalendarComponent(name: "VTODO", properties: [.text("SUMMARY", title)])
        todo.properties.insert(CalendarProperty(name: "UID", value: "x"), at: 0)
        let text = todo.text
        for line in text.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 75) }
        #expect(try CalendarComponent.parse(text).property("SUMMARY")?.text == title)
    }

    @Test func aFoldInsideACharacterIsJoinedBeforeDecoding() throws {
        let bytes = Array("SUMMARY:가나".utf8)
        let folded = bytes[..<9] + Array("\r\n ".utf8) + bytes[9...]
        let bytes2 = Array("BEGIN:VTODO\r\n".utf8) + folded + Array("\r\nEND:VTODO\r\n".utf8)
        #expect(try CalendarComponent.parse(bytes: bytes2).property("SUMMARY")?.text == "가나")
    }

    @Test func malformedTextIsRefusedWithItsLine() {
        #expect(throws: CalendarComponent.ParseError.self) {
            try CalendarComponent.parse("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\n")
        }
        #expect(
            throws: CalendarComponent.ParseError(
                line: 2, message: "“no colon here” is not an iCalendar line (NAME:value)")
        ) {
            try CalendarComponent.parse("BEGIN:VTODO\nno colon here\nEND:VTODO\n")
        }
        #expect(throws: CalendarComponent.ParseError.self) {
            try CalendarComponent.parse("BEGIN:VTODO\nEND:VEVENT\n")
        }
    }
}
