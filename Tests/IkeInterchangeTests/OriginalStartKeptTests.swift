import Foundation
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// A task imported before ike read starts (schema v21; iCalendar's DTSTART from v23) holds none, while its
/// original names one (DTSTART, `wait`, `t:`). Exporting it after an edit keeps the original's start
/// instead of taking it for removed here (`TaskOriginal.startNeverHeld`); a start cleared here does go.
@Suite("An original's start that no ike read")
struct OriginalStartKeptTests {
    static let cases: [(InterchangeFormat, String, String)] = [
        (
            .iCalendar,
            [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VTODO", "UID:train-1",
                "SUMMARY:Book the train", "DTSTART;VALUE=DATE:20261203", "DUE;VALUE=DATE:20261205",
                "END:VTODO",
                "END:VCALENDAR", "",
            ].joined(separator: "\r\n"), "DTSTART;VALUE=DATE:20261203"
        ),
        (.todoTxt, "Book the train t:2026-12-03 due:2026-12-05\n", "t:2026-12-03"),
        (
            .taskwarrior,
            """
            [{"uuid":"6f1b5a4e-2a4b-4c1e-9d7a-0c8d2f3e4a5b","description":"Book the train","status":"waiting",\
            "wait":"20261203T000000Z","entry":"20261120T090000Z","modified":"20261120T090000Z"}]
            """, "\"wait\""
        ),
    ]

    /// The store after importing `text`, with its task as an ike before starts left it: no start, and no
    /// edit of its start recorded.
    static func importedBeforeStarts(_ text: String, _ format: InterchangeFormat) throws -> TaskStore {
        let store = try makeStore()
        try importText(store, text, name: "tasks", format: format)
        #expect(try store.items().first?.start == LocalDate(iso: "2026-12-03"))
        try store.change { writer in
            try writer.db.execute(sql: "UPDATE task SET start = NULL, startTime = NULL")
            try writer.db.execute(sql: "DELETE FROM task_field_time WHERE field = 'start'")
        }
        return store
    }

    static func retitle(_ store: TaskStore, _ change: (inout TodoItem) -> Void = { _ in }) throws {
        var item = try #require(try store.items().first)
        item.title = "Book the night train"
        change(&item)
        let edited = item
        _ = try store.change { try $0.update(edited) }
    }

    @Test(arguments: cases)
    func anEditKeepsTheStartTheOriginalNames(format: InterchangeFormat, text: String, start: String) throws {
        let store = try Self.importedBeforeStarts(text, format)
        try Self.retitle(store)
        let exported = String(decoding: try Exporter.export(store, as: format).bytes, as: UTF8.self)
        #expect(exported.contains("night train") && exported.contains(start), "\(exported)")
    }

    @Test(arguments: cases)
    func aStartClearedHereGoes(format: InterchangeFormat, text: String, start: String) throws {
        let store = try Self.importedBeforeStarts(text, format)
        try Self.retitle(store) { $0.start = LocalDate(iso: "2026-12-04") }
        try Self.retitle(store) { $0.start = nil }
        let exported = String(decoding: try Exporter.export(store, as: format).bytes, as: UTF8.self)
        #expect(exported.contains("night train") && !exported.contains(start), "\(exported)")
    }
}
