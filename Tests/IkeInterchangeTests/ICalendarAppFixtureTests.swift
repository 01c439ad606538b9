import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// iCalendar files shaped like those Thunderbird and Apple Reminders (through iCloud) write, written by
/// hand from their exports' structure, and the structural rules strict readers of ike's export enforce.
@Suite("iCalendar from and for other apps")
struct ICalendarAppFixtureTests {
    static let thunderbird = """
        BEGIN:VCALENDAR\r
        PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN\r
        VERSION:2.0\r
        BEGIN:VTIMEZONE\r
        TZID:Europe/Berlin\r
        BEGIN:DAYLIGHT\r
        TZOFFSETFROM:+0100\r
        TZOFFSETTO:+0200\r
        TZNAME:CEST\r
        DTSTART:19700329T020000\r
        RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3\r
        END:DAYLIGHT\r
        BEGIN:STANDARD\r
        TZOFFSETFROM:+0200\r
        TZOFFSETTO:+0100\r
        TZNAME:CET\r
        DTSTART:19701025T030000\r
        RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10\r
        END:STANDARD\r
        END:VTIMEZONE\r
        BEGIN:VTODO\r
        CREATED:20261101T090000Z\r
        LAST-MODIFIED:20261102T100000Z\r
        DTSTAMP:20261102T100000Z\r
        UID:1c6f5a7e-8a3b-4c4e-9a55-0f0e7d2c1b3a\r
        SUMMARY:Steuererklärung abgeben\r
        STATUS:IN-PROCESS\r
        PRIORITY:1\r
        PERCENT-COMPLETE:40\r
        X-MOZ-GENERATION:3\r
        DTSTART;TZID=Europe/Berlin:20261120T090000\r
        DUE;TZID=Europe/Berlin:20261130T180000\r
        CLASS:PUBLIC\r
        SEQUENCE:2\r
        X-MOZ-LASTACK:20261102T100000Z\r
        BEGIN:VALARM\r
        ACTION:DISPLAY\r
        TRIGGER;VALUE=DURATION;RELATED=END:-PT1H\r
        DESCRIPTION:Default Mozilla Description\r
        END:VALARM\r
        END:VTODO\r
        BEGIN:VTODO\r
        CREATED:20261110T080000Z\r
        DTSTAMP:20261115T140000Z\r
        UID:7d0e2b44-51f1-4a8f-8c1e-2b6a9f3e0c11\r
        SUMMARY:Drucker reparieren\r
        DESCRIPTION:Toner bestellen\\, dann testen\r
        STATUS:COMPLETED\r
        COMPLETED:20261115T140000Z\r
        PERCENT-COMPLETE:100\r
        PRIORITY:9\r
        X-MOZ-GENERATION:5\r
        END:VTODO\r
        END:VCALENDAR\r

        """

    static let appleReminders = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Apple Inc.//iOS 18.1//EN\r
        CALSCALE:GREGORIAN\r
        BEGIN:VTODO\r
        COMPLETED:20261121T081200Z\r
        CREATED:20261118T070000Z\r
        DTSTAMP:20261121T081200Z\r
        LAST-MODIFIED:20261121T081200Z\r
        PERCENT-COMPLETE:100\r
        SEQUENCE:0\r
        STATUS:COMPLETED\r
        SUMMARY:Buy milk\r
        UID:E1F2A3B4-C5D6-4E7F-8091-A2B3C4D5E6F7\r
        X-APPLE-SORT-ORDER:748392000\r
        END:VTODO\r
        BEGIN:VTODO\r
        CREATED:20261118T071500Z\r
        DTSTAMP:20261118T071500Z\r
        DTSTART;VALUE=DATE:20261127\r
        DUE;VALUE=DATE:20261127\r
        PRIORITY:5\r
        SUMMARY;ALTREP="https://example.com/notes:1":Call the bank\r
        DESCRIPTION:Ask about the fixed rate\r
        UID:A9B8C7D6-E5F4-4321-8765-0FEDCBA98765\r
        X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-ADDRESS="1 Main St\\, Springfield";X-\r
         APPLE-RADIUS=70;X-TITLE="Home: front door; side";X-APPLE-REFERENCEFRAME=1:\r
         geo:37.331,-122.030\r
        BEGIN:VALARM\r
        ACTION:DISPLAY\r
        DESCRIPTION:Reminder\r
        TRIGGER;VALUE=DATE-TIME:20261127T080000Z\r
        UID:ALARM-1\r
        END:VALARM\r
        END:VTODO\r
        BEGIN:VTODO\r
        CREATED:20261118T072000Z\r
        DTSTAMP:20261118T072000Z\r
        DUE;TZID=America/Los_Angeles:20261128T090000\r
        PRIORITY:1\r
        SUMMARY:Renew passport\r
        UID:0B1C2D3E-4F50-4617-8293-A4B5C6D7E8F9\r
        END:VTODO\r
        END:VCALENDAR\r

        """

    @Test func readsWhatThunderbirdWrites() throws {
        let store = try TaskStore.inMemory(
            environment: .fixed(at: testNow, timeZone: TimeZone(identifier: "Europe/Berlin")!))
        let plan = try importText(store, Self.thunderbird, name: "thunderbird.ics")
        #expect(plan.format == .iCalendar)
        let items = try store.items()
        #expect(items.map(\.title) == ["Steuererklärung abgeben", "Drucker reparieren"])
        #expect(items[0].deadline == LocalDate(year: 2026, month: 11, day: 30))
        #expect(items[0].quadrant == .doFirst)
        #expect(!items[0].isDone)  // IN-PROCESS at 40 % is still open
        #expect(items[0].notes == "")  // the alarm's DESCRIPTION is not the task's
        #expect(items[1].isDone && items[1].doneAt == Date(timeIntervalSince1970: 1_794_751_200))
        #expect(items[1].notes == "Toner bestellen, dann testen")
        #expect(items[1].quadrant == .delegate)  // 9 is "low"
    }

    @Test func readsWhatAppleRemindersWrites() throws {
        let store = try TaskStore.inMemory(
            environment: .fixed(at: testNow, timeZone: TimeZone(identifier: "America/Los_Angeles")!))
        let plan = try importText(store, Self.appleReminders, name: "reminders.ics")
        #expect(plan.format == .iCalendar)
        let items = try store.items()
        #expect(items.map(\.title) == ["Buy milk", "Call the bank", "Renew passport"])
        #expect(items[0].isDone && items[0].quadrant == .eliminate)
        // A quoted parameter may hold ':' and ';': the value starts after the colon outside quotes.
        #expect(items[1].notes == "Ask about the fixed rate")
        #expect(items[1].deadline == LocalDate(year: 2026, month: 11, day: 27))
        #expect(items[1].quadrant == .schedule)
        #expect(items[2].deadline == LocalDate(year: 2026, month: 11, day: 28))
        #expect(items[2].uid == "0B1C2D3E-4F50-4617-8293-A4B5C6D7E8F9")
        // The same file again adds nothing.
        let again = try importText(store, Self.appleReminders, name: "reminders.ics")
        #expect(again.entries.allSatisfy { $0.action == .unchanged })
        #expect(try store.items().count == 3)
    }

    /// What sabre/vobject (Nextcloud), Apple's and Mozilla's readers insist on: CRLF lines of at most 75
    /// octets, VERSION and PRODID, and a UID and DTSTAMP in every VTODO, components properly nested.
    @Test func ikesExportKeepsTheRulesStrictReadersEnforce() throws {
        let store = try TaskStore.inMemory(
            environment: .fixed(at: testNow, timeZone: TimeZone(identifier: "Europe/Berlin")!))
        _ = try importText(store, Self.thunderbird, name: "thunderbird.ics")
        _ = try importText(store, Self.appleReminders, name: "reminders.ics")
        let bytes = Exporter.encode(try store.items(), as: .iCalendar, environment: store.environment)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasSuffix("\r\n"))
        // "\r\n" is one Character: drop the final line break as bytes.
        let lines = String(decoding: bytes.dropLast(2), as: UTF8.self).components(separatedBy: "\r\n")
        #expect(!lines.contains { $0.contains("\n") || $0.contains("\r") })
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.first == "BEGIN:VCALENDAR" && lines.last == "END:VCALENDAR")
        #expect(lines.contains("VERSION:2.0") && lines.contains { $0.hasPrefix("PRODID:") })
        // Unfold, then check each VTODO and the nesting.
        var unfolded: [String] = []
        for line in lines {
            if line.hasPrefix(" ") || line.hasPrefix("\t") {
                unfolded[unfolded.count - 1] += line.dropFirst()
            } else {
                unfolded.append(line)
            }
        }
        var open: [String] = []
        var todo: [String] = []
        var todos = 0
        for line in unfolded {
            if line.hasPrefix("BEGIN:") {
                open.append(String(line.dropFirst(6)))
                if line == "BEGIN:VTODO" { todo = [] }
            } else if line.hasPrefix("END:") {
                #expect(open.popLast() == String(line.dropFirst(4)), "\(line)")
                if line == "END:VTODO" {
                    todos += 1
                    #expect(todo.filter { $0.hasPrefix("UID:") }.count == 1, "\(todo)")
                    #expect(todo.filter { $0.hasPrefix("DTSTAMP:") }.count == 1, "\(todo)")
                }
            } else if open.last == "VTODO" {
                todo.append(line)
            }
        }
        #expect(open.isEmpty)
        #expect(todos == 5)
    }
}
