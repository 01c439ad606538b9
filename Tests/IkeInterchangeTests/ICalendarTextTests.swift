import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// iCalendar text that other readers must see as ike meant it: escaped uids, escapes before combining
/// marks, control characters RFC 5545 does not allow, priorities clients show as three levels, and
/// repeating tasks.
@Suite("iCalendar text and recurrence")
struct ICalendarTextTests {
    /// A one-VTODO calendar around `lines`.
    static func calendar(_ lines: String...) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO"] + lines + ["END:VTODO", "END:VCALENDAR", ""])
            .joined(separator: "\r\n")
    }

    /// The exported text of `items`.
    static func exported(_ items: [TodoItem]) throws -> String {
        String(decoding: try Exporter.export(try storeHolding(items), as: .iCalendar).bytes, as: UTF8.self)
    }

    @Test func aUidWithCommasSemicolonsBackslashesAndSpacesComesBackTheSame() throws {
        let uid = "list,1;a\\b c"
        let store = try storeHolding([TodoItem(uid: uid, title: "Task", createdAt: testNow)])
        let bytes = try Exporter.export(store, as: .iCalendar).bytes
        #expect(String(decoding: bytes, as: UTF8.self).contains("\r\nUID:list\\,1\\;a\\\\b c\r\n"))
        let before = try wholeTable(store)
        let plan = try Importer(store: store).run(file: "f", bytes: bytes, format: .iCalendar)
        #expect(plan.summary == "0 added, 0 updated, 1 unchanged")
        #expect(try wholeTable(store) == before)
        #expect(try roundTrip(store, .iCalendar).items.map(\.uid) == [uid])
    }

    @Test func escapesAreFoundWhenACombiningMarkFollows() throws {
        // ",\u{301}" is one Character that is not ",", but every iCalendar reader sees a comma.
        let title = "a,\u{301} b;\u{301} c\\\u{301}"
        let item = TodoItem(uid: "u1", title: title, createdAt: testNow, tags: try tags("t,\u{301}"))
        let text = try Self.exported([item])
        #expect(text.contains("\r\nSUMMARY:a\\,\u{301} b\\;\u{301} c\\\\\u{301}\r\n"))
        #expect(text.contains("\r\nCATEGORIES:t\\,\u{301}\r\n"))
        let store = try storeHolding([item])
        let back = try roundTrip(store, .iCalendar).items
        #expect(back.map(\.title) == [title])
        #expect(back.map(\.tags.names) == [["t,\u{301}"]])
    }

    @Test func aLineFoldedJustBeforeACombiningMarkUnfoldsWithTheMark() throws {
        // "SUMMARY:" and 66 letters and "=" fill the 75 octets, so the fold falls between "=" and its mark.
        let title = String(repeating: "a", count: 66) + "=\u{301} end"
        let text = try Self.exported([TodoItem(uid: "u1", title: title, createdAt: testNow)])
        #expect(text.contains("=\r\n \u{301} end\r\n"))
        let store = try storeHolding([TodoItem(uid: "u1", title: title, createdAt: testNow)])
        #expect(try roundTrip(store, .iCalendar).items.map(\.title) == [title])
    }

    @Test func controlCharactersAreWrittenAsPicturesAndReadBackExactly() throws {
        let title = "Ring\u{7}bell \u{1B}[31mred\u{7F} +tag\u{1}"
        let notes = "tab\tkept\nbell\u{7}"
        let items = [TodoItem(uid: "u1", title: title, notes: notes, createdAt: testNow)]
        let bytes = Array(try Self.exported(items).utf8)
        // RFC 5545 TEXT holds no control character but tab; CR and LF only end lines.
        #expect(!bytes.contains { ($0 < 0x20 && ![0x09, 0x0A, 0x0D].contains($0)) || $0 == 0x7F })
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
        let exact = Data(title.utf8).base64EncodedString()
        #expect(
            text.contains(
                "\r\nSUMMARY;X-IKE-TEXT=\(exact):Ring\u{2407}bell \u{241B}[31mred\u{2421} +tag\u{2401}\r\n"))
        #expect(
            text.contains(
                "\r\nDESCRIPTION;X-IKE-TEXT=\(Data(notes.utf8).base64EncodedString()):tab\tkept\\nbell\u{2407}\r\n"
            ))
        #expect(!text.contains("CATEGORIES"))  // the only tag holds a control character
        let store = try storeHolding(items)
        let back = try roundTrip(store, .iCalendar).items
        #expect(back.map(\.title) == [title])
        #expect(back.map(\.notes) == [notes])
    }

    @Test func c1ControlsAreNotWrittenEitherAndReadBackExactly() throws {
        // U+009B is CSI to a terminal that reads C1 controls: an .ics file shown with cat must not hold it.
        let title = "C1 \u{9B}31m red \u{80} +tag\u{90}"
        let items = [TodoItem(uid: "u\u{9D}1", title: title, notes: "note \u{80}", createdAt: testNow)]
        let bytes = Array(try Self.exported(items).utf8)
        #expect(!zip(bytes, bytes.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) })
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
        #expect(text.contains(":C1 \u{FFFD}31m red \u{FFFD} +tag\u{FFFD}\r\n"))
        #expect(!text.contains("CATEGORIES"))
        let back = try roundTrip(try storeHolding(items), .iCalendar).items
        #expect(back.map(\.title) == [title])
        #expect(back.map(\.notes) == ["note \u{80}"])
        #expect(back.map(\.uid) == ["u\u{9D}1"])
    }

    @Test func picturesAreKeptUnlessTheExactTextMatchesThem() throws {
        let edited = Data("Old\u{7}".utf8).base64EncodedString()
        let matching = Data("Bell\u{7}".utf8).base64EncodedString()
        let store = try makeStore()
        try importText(store, Self.calendar("UID:typed", "SUMMARY:Typed \u{2407} picture"))
        try importText(store, Self.calendar("UID:edited", "SUMMARY;X-IKE-TEXT=\(edited):Edited elsewhere"))
        try importText(store, Self.calendar("UID:exact", "SUMMARY;X-IKE-TEXT=\(matching):Bell\u{2407}"))
        #expect(
            try store.items().map(\.title) == ["Typed \u{2407} picture", "Edited elsewhere", "Bell\u{7}"])
    }

    @Test(arguments: [
        (0, Quadrant.eliminate), (1, .doFirst), (2, .doFirst), (3, .doFirst), (4, .doFirst), (5, .schedule),
        (6, .delegate), (7, .delegate), (8, .delegate), (9, .delegate),
    ])
    func priorityIsReadAsRFC5545sThreeLevels(priority: Int, quadrant: Quadrant) throws {
        let store = try makeStore()
        try importText(store, Self.calendar("SUMMARY:x", "PRIORITY:\(priority)"))
        #expect(try store.items().map(\.quadrant) == [quadrant])
    }

    @Test func eachQuadrantIsWrittenAsItsOwnLevel() throws {
        let text = try Self.exported([
            TodoItem(uid: "do", title: "a", isImportant: true, isUrgent: true, createdAt: testNow),
            TodoItem(uid: "schedule", title: "b", isImportant: true, createdAt: testNow),
            TodoItem(uid: "delegate", title: "c", isUrgent: true, createdAt: testNow),
            TodoItem(uid: "eliminate", title: "d", createdAt: testNow),
        ])
        let priorities = text.components(separatedBy: "\r\n").filter { $0.hasPrefix("PRIORITY") }
        // 1, 5 and 9 are high, medium and low in Apple Reminders, Thunderbird and Nextcloud Tasks.
        #expect(priorities == ["PRIORITY:1", "PRIORITY:5", "PRIORITY:9"])
    }

    /// A weekly task with one changed occurrence before it, and two occurrences of a task not in the file.
    static let recurring = """
        BEGIN:VCALENDAR
        BEGIN:VTODO
        UID:weekly@example.com
        RECURRENCE-ID;VALUE=DATE:20261208
        SUMMARY:Water plants (moved)
        DUE;VALUE=DATE:20261209
        END:VTODO
        BEGIN:VTODO
        UID:weekly@example.com
        SUMMARY:Water plants
        RRULE:FREQ=WEEKLY
        DUE;VALUE=DATE:20261201
        END:VTODO
        BEGIN:VTODO
        UID:orphan@example.com
        RECURRENCE-ID:20261210T090000Z
        SUMMARY:Orphan occurrence
        END:VTODO
        BEGIN:VTODO
        UID:orphan@example.com
        RECURRENCE-ID:20261217T090000Z
        SUMMARY:Orphan again
        END:VTODO
        END:VCALENDAR

        """

    @Test func aRepeatingTaskIsImportedOnceAndItsChangedOccurrencesAreSkipped() throws {
        let store = try makeStore()
        let dryRun = try importText(store, Self.recurring, dryRun: true)
        #expect(dryRun.skipped.map(\.title) == ["Water plants (moved)", "Orphan again"])
        #expect(
            dryRun.skipped.map(\.reason)
                == Array(repeating: "a changed occurrence of a repeating task", count: 2))
        let plan = try importText(store, Self.recurring)
        #expect(plan.summary == "2 added, 0 updated, 0 unchanged, 2 skipped")
        let items = try store.items()
        #expect(items.map(\.uid) == ["weekly@example.com", "orphan@example.com"])
        #expect(items.map(\.title) == ["Water plants", "Orphan occurrence"])
        #expect(items[0].deadline == LocalDate(year: 2026, month: 12, day: 1))
        #expect(try importText(store, Self.recurring).summary == "0 added, 0 updated, 2 unchanged, 2 skipped")
    }
}
