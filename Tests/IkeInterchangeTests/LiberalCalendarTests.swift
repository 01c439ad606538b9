import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Issue 20, item 5: strict where it matters, liberal where it does not. Lines ike never reads (those of
/// events, free/busy, time zones, alarms, X- components) may be malformed; a VTODO without SUMMARY is a
/// task without a title, written back without one; a malformed line of a VTODO's own refuses the file.
@Suite("iCalendar: liberal outside VTODOs, strict inside")
struct LiberalCalendarTests {
    static let mixed = "icalendar/thunderbird-mixed.ics"

    @Test func malformedLinesIkeNeverReadsDoNotFailTheFile() throws {
        let store = try makeStore()
        let plan = try importFixture(store, Self.mixed)
        #expect(plan.summary == "2 added, 0 updated, 0 unchanged")
        let items = try store.items()
        #expect(items.map(\.title) == ["", "Order printer toner"])
        #expect(items.map(\.shownTitle) == ["(no title)", "Order printer toner"])
        #expect(items[0].uid == "4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8")
        #expect(items[0].notes == "Written in the phone's widget, title left empty")
        #expect(
            items[1].quadrant == .schedule && items[1].deadline == LocalDate(year: 2026, month: 12, day: 1))
        #expect(try importFixture(store, Self.mixed).summary == "0 added, 0 updated, 2 unchanged")
    }

    @Test(arguments: [
        ("DESCRIPTION:Written in", "DESCRIPTION:Written in\r\nbroken fold in", 41),
        ("X-MOZ-GENERATION:1", "X-MOZ-GENERATION", 41),
        ("DUE;VALUE=DATE:20261201", "DUE;VALUE=DATE 20261201", 50),
    ])
    func aMalformedLineOfAVTODOStillRefusesTheFileNamingIt(original: String, broken: String, line: Int) throws
    {
        let text = String(decoding: try fixture(Self.mixed), as: UTF8.self)
        #expect(text.contains(original))
        let bytes = Array(text.replacingOccurrences(of: original, with: broken).utf8)
        let store = try makeStore()
        let message = try #require(importFailure(store, bytes: bytes, name: "mixed.ics"))
        #expect(message.hasPrefix("mixed.ics, line \(line): "), "\(message)")
        #expect(message.hasSuffix("; nothing was imported"))
        #expect(try store.count() == 0)
    }

    @Test func aVTODOWithoutSummaryGoesBackWithoutOne() throws {
        let store = try makeStore()
        try importFixture(store, Self.mixed)
        let text = String(decoding: try Exporter.export(store, as: .iCalendar).bytes, as: UTF8.self)
        let todos = text.components(separatedBy: "BEGIN:VTODO").dropFirst()
        #expect(todos.map { $0.contains("\r\nSUMMARY") } == [false, true])
    }

    /// A store holding one task without a title, as only a file can make one.
    static func untitledStore() throws -> TaskStore {
        let store = try makeStore()
        try importText(
            store,
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8\nEND:VTODO\nEND:VCALENDAR\n"
        )
        return store
    }

    @Test(arguments: InterchangeFormat.allCases.filter { !$0.isSimpleJSON })
    func aTaskWithoutATitleTravelsThroughEveryFormatWithAnID(format: InterchangeFormat) throws {
        let store = try Self.untitledStore()
        let (text, items) = try roundTrip(store, format)
        #expect(items.map(\.title) == [""], "\(format): \(text)")
        #expect(
            try Importer(store: store).run(file: "f", bytes: Array(text.utf8), format: format).summary
                == "0 added, 0 updated, 1 unchanged", "\(format)")
    }

    @Test func taskwarriorGetsADescriptionForATaskWithoutATitle() throws {
        let store = try Self.untitledStore()
        let text = String(decoding: try Exporter.export(store, as: .taskwarrior).bytes, as: UTF8.self)
        #expect(text.contains(#""description":"(no title)""#))
    }

    @Test func aRecordWithoutATitleOrAnIDIsStillRefused() throws {
        let store = try makeStore()
        #expect(
            importFailure(store, bytes: Array("BEGIN:VTODO\nSTATUS:NEEDS-ACTION\nEND:VTODO\n".utf8))
                == "tasks, line 1 (record 1): the task has no title; nothing was imported")
    }

    @Test func aTaskWithoutATitleKeepsNoneWhenChangedButATitledOneCannotLoseIt() throws {
        let store = try makeStore()
        try importFixture(store, Self.mixed)
        let untitled = try #require(try store.items().first)
        try store.setDone(true, uids: [untitled.uid])
        #expect(try store.items().first.map { $0.title == "" && $0.isDone } == true)
        let titled = try #require(try store.items().last)
        #expect(throws: StoreError.emptyTitle) {
            try store.change { writer in
                var item = titled
                item.title = " "
                try writer.update(item)
            }
        }
    }
}
