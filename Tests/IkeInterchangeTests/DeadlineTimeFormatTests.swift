import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// A deadline's time in the formats: iCalendar DUE as a DATE-TIME, ike JSON and CSV keep it, Taskwarrior
/// as an instant, todo.txt loses it (and a re-import keeps the stored time).
@Suite("Deadlines with a time: formats")
struct DeadlineTimeFormatTests {
    static let timed = TodoItem(
        uid: "u1", title: "Call", deadline: LocalDate(iso: "2026-12-01"),
        deadlineTime: TimeOfDay(hour: 8, minute: 30),
        createdAt: testNow)
    static let plain = TodoItem(
        uid: "u2", title: "Pay", deadline: LocalDate(iso: "2026-12-02"), createdAt: testNow)

    @Test(arguments: [InterchangeFormat.iCalendar, .ikeJSON, .csv, .taskwarrior])
    func theTimeSurvivesARoundTrip(format: InterchangeFormat) throws {
        let (_, items) = try roundTrip(try storeHolding([Self.timed, Self.plain]), format)
        #expect(items.map { $0.deadlineWithTime?.description } == ["2026-12-01 08:30", "2026-12-02"])
    }

    /// An ike that reads version 2 ignores members it does not know: it must refuse a file with times
    /// rather than drop them, while a file without one stays readable by it.
    @Test func ikeJSONWithATimeIsVersion3() throws {
        func header(_ items: [TodoItem]) throws -> Substring {
            let bytes = try Exporter.export(try storeHolding(items), as: .ikeJSON).bytes
            return String(decoding: bytes, as: UTF8.self).prefix(30)
        }
        #expect(try header([Self.plain]) == #"{"format":"ike","version":2,"e"#)
        #expect(try header([Self.timed, Self.plain]) == #"{"format":"ike","version":3,"e"#)
    }

    @Test func iCalendarWritesAFloatingDateTimeOrADate() throws {
        let text = String(
            decoding: try Exporter.export(try storeHolding([Self.timed, Self.plain]), as: .iCalendar).bytes,
            as: UTF8.self)
        #expect(text.contains("DUE:20261201T083000\r\n"))
        #expect(text.contains("DUE;VALUE=DATE:20261202\r\n"))
    }

    @Test func aUTCDueIsReadInTheLocalZone() throws {
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:a\r\nSUMMARY:A\r\nDUE:20261201T233000Z\r\nEND:VTODO\r\n"
            + "BEGIN:VTODO\r\nUID:b\r\nSUMMARY:B\r\nDUE;TZID=America/New_York:20261201T083000\r\nEND:VTODO\r\n"
            + "END:VCALENDAR\r\n"
        let parsed = try Importer.parse(
            file: "x.ics", bytes: Array(text.utf8), format: .iCalendar,
            timeZone: TimeZone(identifier: "Europe/Berlin")!)
        #expect(
            parsed.tasks.map { Deadline(date: $0.deadline!, time: $0.deadlineTime).description } == [
                "2026-12-02 00:30", "2026-12-01 08:30",
            ])
    }

    @Test func csvWritesTheTimeInTheDeadlineCell() throws {
        let text = String(
            decoding: try Exporter.export(try storeHolding([Self.timed]), as: .csv).bytes, as: UTF8.self)
        #expect(text.contains(",2026-12-01 08:30,"))
    }

    @Test func ikeJSONRefusesATimeThatIsNone() throws {
        let text = """
            [{"uid":"x","title":"X","deadline":"2026-12-01","deadlineTime":"25:00"}]
            """
        #expect(throws: ImportError.self) { try importText(try makeStore(), text, format: .ikeJSON) }
    }

    @Test func todoTxtKeepsTheDateAndAReimportKeepsTheStoredTime() throws {
        let store = try storeHolding([Self.timed])
        let text = String(decoding: try Exporter.export(store, as: .todoTxt).bytes, as: UTF8.self)
        #expect(text.contains("due:2026-12-01") && !text.contains("08:30"))
        let plan = try importText(store, text, format: .todoTxt)
        #expect(plan.entries.allSatisfy { $0.changedFields.isEmpty })
        #expect(try store.items()[0].deadlineTime == TimeOfDay(hour: 8, minute: 30))
    }
}
