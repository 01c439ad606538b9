import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

@Suite("iCalendar")
struct ICalendarCodecTests {
    /// What Nextcloud Tasks and Thunderbird write (a VTIMEZONE, a VALARM inside a VTODO with its own
    /// DESCRIPTION, folded lines, escaped text, X- properties) and Apple Reminders' DUE with a TZID.
    static let fixture = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Nextcloud Tasks v0.16.1\r
        BEGIN:VTIMEZONE\r
        TZID:Europe/Berlin\r
        BEGIN:STANDARD\r
        DTSTART:19701025T030000\r
        TZOFFSETFROM:+0200\r
        TZOFFSETTO:+0100\r
        END:STANDARD\r
        END:VTIMEZONE\r
        BEGIN:VTODO\r
        UID:nc-1@example.com\r
        CREATED:20261101T080000Z\r
        DTSTAMP:20261101T080000Z\r
        SUMMARY:Renew passport\\, visa\\; photos\r
        DESCRIPTION:Bring the old one\\nand two photos. A long line that is folded\r
          over two lines\\\\done\r
        DUE;VALUE=DATE:20261201\r
        PRIORITY:1\r
        CATEGORIES:Travel,Admin\r
        X-APPLE-SORT-ORDER:3\r
        BEGIN:VALARM\r
        ACTION:DISPLAY\r
        DESCRIPTION:Alarm text that must not become the notes\r
        TRIGGER:-PT15M\r
        END:VALARM\r
        END:VTODO\r
        BEGIN:VEVENT\r
        UID:event-1\r
        SUMMARY:An event, not a task\r
        END:VEVENT\r
        BEGIN:VTODO\r
        UID:apple-2\r
        SUMMARY:Call dentist +health\r
        DUE;TZID=Europe/Berlin:20261203T233000\r
        STATUS:COMPLETED\r
        COMPLETED:20261120T101500Z\r
        PRIORITY:5\r
        CATEGORIES:health\r
        END:VTODO\r
        BEGIN:VTODO\r
        UID:tb-3\r
        SUMMARY:Late UTC due\r
        DUE:20261204T233000Z\r
        PRIORITY:9\r
        END:VTODO\r
        END:VCALENDAR\r

        """

    @Test func readsVTodosSkippingOtherComponentsAndNestedAlarms() throws {
        let store = try TaskStore.inMemory(
            environment: .fixed(at: testNow, timeZone: TimeZone(identifier: "Asia/Seoul")!))
        let plan = try importText(store, Self.fixture)
        #expect(plan.format == .iCalendar)
        let items = try store.items()
        #expect(items.map(\.uid) == ["nc-1@example.com", "apple-2", "tb-3"])
        #expect(items[0].title == "Renew passport, visa; photos")
        #expect(items[0].tags.names == ["Admin", "Travel"])
        #expect(
            items[0].notes
                == "Bring the old one\nand two photos. A long line that is folded over two lines\\done")
        #expect(items[0].deadline == LocalDate(year: 2026, month: 12, day: 1))
        #expect(items[0].quadrant == .doFirst)
        #expect(items[0].createdAt == Date(timeIntervalSince1970: 1_793_520_000))
        #expect(items[1].title == "Call dentist +health")  // SUMMARY is left as it is
        #expect(items[1].tags.names == ["health"])
        #expect(items[2].tags.isEmpty)
        #expect(items[1].deadline == LocalDate(year: 2026, month: 12, day: 3))  // local to its TZID
        #expect(items[1].isDone && items[1].doneAt == Date(timeIntervalSince1970: 1_795_169_700))
        #expect(items[1].quadrant == .schedule)
        // 23:30 UTC on the 4th is the 5th in Seoul.
        #expect(items[2].deadline == LocalDate(year: 2026, month: 12, day: 5))
        #expect(items[2].quadrant == .delegate)  // 9 is "low"
    }

    @Test func writesFoldedEscapedLinesThatReadBack() throws {
        let long = String(repeating: "할 일 ", count: 40) + "end"
        let store = try storeHolding([
            TodoItem(
                uid: "u1", title: "A; b, c \\ d +work", notes: "one\ntwo",
                deadline: LocalDate(year: 2026, month: 12, day: 1),
                isImportant: true, createdAt: testNow, tags: try tags("a,b;c", "할일")),
            TodoItem(
                uid: "u2", title: long, isDone: true, doneAt: testNow, isUrgent: true, createdAt: testNow),
        ])
        let bytes = try Exporter.export(store, as: .iCalendar).bytes
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(
            text.contains(
                "\r\nSUMMARY:A\\; b\\, c \\\\ d +work\r\nDESCRIPTION:one\\ntwo\r\nDUE;VALUE=DATE:20261201\r\n"
            ))
        #expect(text.contains("\r\nSTATUS:NEEDS-ACTION\r\nPRIORITY:5\r\nCATEGORIES:a\\,b\\;c,할일\r\n"))
        #expect(
            text.contains(
                "\r\nSTATUS:COMPLETED\r\nCOMPLETED:20261122T090000Z\r\nPERCENT-COMPLETE:100\r\nPRIORITY:9\r\n"
            ))
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.contains { $0.hasPrefix(" ") })  // the long summary was folded
        let (_, back) = try roundTrip(store, .iCalendar)
        #expect(back.map(\.title) == ["A; b, c \\ d +work", long])
    }

    @Test(arguments: [
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\n",
            "tasks, line 2: the file ends inside VTODO begun here (is it truncated?); nothing was imported"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\nEND:VEVENT\n",
            "tasks, line 4: END:VEVENT where END:VTODO (begun at line 2) was expected; nothing was imported"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\nDUE:tomorrow\nEND:VTODO\nEND:VCALENDAR\n",
            "tasks, line 4 (record 1): DUE “tomorrow” is not a date such as 20261201; nothing was imported"
        ),
        (
            // No SUMMARY is a task without a title, but without a UID either there is nothing to know it by.
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nDESCRIPTION:x\nEND:VTODO\nEND:VCALENDAR\n",
            "tasks, line 2 (record 1): the task has no title; nothing was imported"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\ngarbage\nEND:VTODO\nEND:VCALENDAR\n",
            "tasks, line 3: “garbage” is not an iCalendar line (NAME:value); nothing was imported"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\nPRIORITY:high\nEND:VTODO\nEND:VCALENDAR\n",
            "tasks, line 4 (record 1): PRIORITY “high” is not a priority from 0 to 9; nothing was imported"
        ),
        (
            "BEGIN:VCALENDAR\nEND:VTODO\n",
            "tasks, line 2: END:VTODO where END:VCALENDAR (begun at line 1) was expected; nothing was imported"
        ),
    ])
    func errorsNameTheLineAndImportNothing(text: String, message: String) throws {
        let store = try makeStore()
        try addTasks(store, ["Existing"])
        let before = try wholeTable(store)
        #expect(importFailure(store, bytes: Array(text.utf8)) == message)
        #expect(try wholeTable(store) == before)
    }
}
