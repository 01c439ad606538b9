import Foundation
import IkeCore
import IkeInterchange
import Testing

@testable import IkeSync

/// An edit in ike rewrites only the properties of the fields it changed in another client's VTODO
/// (issue 30, item 4): a DESCRIPTION ending in a newline, a two-line SUMMARY, categories with spaces, in
/// another spelling or that are no tag stay as the phone wrote them.
@Suite("Minimal writes to other clients' tasks")
struct MinimalWriteTests {
    static let href = "/alice/tasks/phone-1.ics"
    /// A category ike cannot hold as a tag: longer than `Tag.maximumLength`.
    static let stranger = String(repeating: "long", count: 20)

    /// The phone's VTODO (Thunderbird writes DESCRIPTION with a final newline; Apple categories with
    /// spaces); `lines` are its own properties.
    static func phoneCalendar(_ lines: [String]) -> String {
        ([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN", "BEGIN:VTODO", "UID:phone-1",
            "DTSTAMP:20261120T081530Z", "CREATED:20261120T081530Z", "LAST-MODIFIED:20261120T081530Z",
        ]
            + lines + ["END:VTODO", "END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    /// The unfolded lines of the server's copy that start with `name` followed by `:` or `;`.
    static func lines(_ body: String, _ name: String) -> [String] {
        body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n ", with: "")
            .split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix(name + ":") || $0.hasPrefix(name + ";") }
    }

    /// A laptop that received the phone's task, and the server.
    static func received(_ lines: [String]) async throws -> (SyncDevice, MemoryCalDAV) {
        let server = MemoryCalDAV()
        await server.phoneWrites(href, phoneCalendar(lines))
        let laptop = try SyncDevice("laptop")
        laptop.advance(86_400 * 30)
        try await laptop.sync(with: server)
        return (laptop, server)
    }

    @Test func aTitleEditLeavesTheNotesAsWritten() async throws {
        let notes = "DESCRIPTION:Bring the receipt\\nand the box\\n"
        let (laptop, server) = try await Self.received(["SUMMARY:Return the lamp", notes])
        #expect(try laptop.store.items().first?.notes == "Bring the receipt\nand the box")
        try laptop.edit("Return the lamp") { $0.title = "Return the lamp today" }
        let summary = try await laptop.sync(with: server).summary
        #expect(summary.sent == 1)
        let body = try #require(await server.body(Self.href))
        #expect(Self.lines(body, "DESCRIPTION") == [notes], "\(body)")
        #expect(Self.lines(body, "SUMMARY") == ["SUMMARY:Return the lamp today"])
    }

    @Test func aNotesEditLeavesATitleIkeWouldWriteOtherwise() async throws {
        let title = "SUMMARY:Return the lamp  "
        let (laptop, server) = try await Self.received([title])
        try laptop.edit("Return the lamp") { $0.notes = "Receipt in the drawer" }
        try await laptop.sync(with: server)
        let body = try #require(await server.body(Self.href))
        #expect(Self.lines(body, "SUMMARY") == [title], "\(body)")
        #expect(Self.lines(body, "DESCRIPTION") == ["DESCRIPTION:Receipt in the drawer"])
    }

    /// Categories: "two words" is the tag `two-words` and stays spelled with its space; "Work" stays
    /// "Work" where ike already had the tag as "work"; a category longer than a tag may be is no tag ike
    /// holds and stays; a tag added in
    /// ike joins the first line; a tag removed in ike leaves.
    @Test func categoriesKeepTheirSpellingAndTheirStrangers() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.add("Had the tag first")
        try laptop.edit("Had the tag first") { $0.tags = TagSet([try! Tag("work")]) }
        try await laptop.sync(with: server)
        await server.phoneWrites(
            Self.href,
            Self.phoneCalendar([
                "SUMMARY:Plan", "CATEGORIES:two words,Work,Errands", "CATEGORIES:" + Self.stranger,
            ]))
        laptop.advance()
        try await laptop.sync(with: server)
        let received = try #require(try laptop.store.items().first { $0.title == "Plan" })
        #expect(received.tags.names.sorted() == ["Errands", "two-words", "work"])

        // A title edit: no CATEGORIES written at all, though ike spells one tag otherwise.
        try laptop.edit("Plan") { $0.title = "Plan the week" }
        try await laptop.sync(with: server)
        var body = try #require(await server.body(Self.href))
        #expect(
            Self.lines(body, "CATEGORIES") == [
                "CATEGORIES:two words,Work,Errands", "CATEGORIES:" + Self.stranger,
            ])

        // Errands removed, home added: only the first line changes, its other items as written.
        try laptop.edit("Plan the week") { item in
            var tags = item.tags
            tags.remove(try! Tag("errands"))
            tags.insert(try! Tag("home"))
            item.tags = tags
        }
        try await laptop.sync(with: server)
        body = try #require(await server.body(Self.href))
        #expect(
            Self.lines(body, "CATEGORIES") == [
                "CATEGORIES:two words,Work,home", "CATEGORIES:" + Self.stranger,
            ])
    }
}

/// A deadline edit in ike beside another client's DTSTART (issue 30, item 4): the VTODO stays valid.
@Suite("DTSTART beside a DUE edited in ike")
struct StartBesideDueSyncTests {
    @Test func aTimedStartBesideADeadlineMadeADateBecomesItsDate() async throws {
        let (laptop, server) = try await MinimalWriteTests.received([
            "SUMMARY:Call the bank", "DTSTART;TZID=Europe/Berlin:20261201T090000",
            "DUE;TZID=Europe/Berlin:20261201T170000",
        ])
        try laptop.edit("Call the bank") { item in
            item.deadline = LocalDate(year: 2026, month: 12, day: 4)
            item.deadlineTime = nil
        }
        try await laptop.sync(with: server)
        let body = try #require(await server.body(MinimalWriteTests.href))
        #expect(MinimalWriteTests.lines(body, "DUE") == ["DUE;VALUE=DATE:20261204"])
        #expect(MinimalWriteTests.lines(body, "DTSTART") == ["DTSTART;VALUE=DATE:20261201"])
    }

    @Test func aStartFromAnotherAppIsReadAndKeptBesideANewDeadline() async throws {
        // Thunderbird: a task with a start and no due date.
        let (laptop, server) = try await MinimalWriteTests.received([
            "SUMMARY:Renew the passport", "DTSTART:20261215T100000",
        ])
        let item = try #require(try laptop.store.item(uid: "phone-1"))
        #expect(item.start == LocalDate(year: 2026, month: 12, day: 15) && item.startTime?.minutes == 600)
        try laptop.edit("Renew the passport") { item in
            item.deadline = LocalDate(year: 2026, month: 12, day: 20)
            item.deadlineTime = TimeOfDay(minutes: 12 * 60)
        }
        try await laptop.sync(with: server)
        let body = try #require(await server.body(MinimalWriteTests.href))
        #expect(MinimalWriteTests.lines(body, "DUE") == ["DUE:20261220T120000"])
        #expect(MinimalWriteTests.lines(body, "DTSTART") == ["DTSTART:20261215T100000"])
        #expect(MinimalWriteTests.lines(body, "X-IKE-START").isEmpty)
        // A title edit afterwards writes neither again.
        try laptop.edit("Renew the passport") { $0.title = "Renew both passports" }
        try await laptop.sync(with: server)
        let later = try #require(await server.body(MinimalWriteTests.href))
        #expect(MinimalWriteTests.lines(later, "DTSTART") == ["DTSTART:20261215T100000"])
    }
}

/// `X-APPLE-SORT-ORDER` is written only for a task ike moved (issue 30, item 4).
@Suite("X-APPLE-SORT-ORDER only for a move")
struct SortOrderOnlyForAMoveTests {
    static func sortOrders(_ server: MemoryCalDAV) async -> [String] {
        MinimalWriteTests.lines(await server.body(MinimalWriteTests.href) ?? "", "X-APPLE-SORT-ORDER")
    }

    /// A copy without CREATED or a value of its own (some clients write neither) gains none from an edit.
    @Test func anEditOfATaskWithNoValueAddsNone() async throws {
        let server = MemoryCalDAV()
        await server.phoneWrites(
            MinimalWriteTests.href,
            [
                "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", "UID:phone-1", "DTSTAMP:20261120T081530Z",
                "SUMMARY:No dates at all", "END:VTODO", "END:VCALENDAR", "",
            ].joined(separator: "\r\n"))
        let laptop = try SyncDevice("laptop")
        laptop.advance(86_400 * 30)
        try laptop.add("Mine, before it")
        try await laptop.sync(with: server)
        try laptop.edit("No dates at all") { $0.title = "Still no dates" }
        try await laptop.sync(with: server)
        let body = try #require(await server.body(MinimalWriteTests.href))
        #expect(body.contains("SUMMARY:Still no dates"))
        #expect(await Self.sortOrders(server).isEmpty, "\(body)")
    }

    /// Once ike has sent its order key, a task whose key is still that one is not moved, whatever the
    /// values around it say; moved, it gets a value between its neighbours'.
    @Test func aTaskIkeDidNotMoveGetsNoneAndAMovedOneDoes() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.addAMinuteApart("A", "B", "C")
        try await laptop.sync(with: server)
        let b = try #require(try laptop.store.items().first { $0.title == "B" })
        let href = try #require(try laptop.store.syncItem(uid: b.uid)?.href)
        // The phone edits B and drops its value (as a client that does not keep unknown properties).
        let phoneCopy = try #require(await server.body(href)).split(separator: "\n").map {
            String($0.hasSuffix("\r") ? $0.dropLast() : $0)
        }.filter { !$0.hasPrefix("X-APPLE-SORT-ORDER") }.map {
            $0.hasPrefix("SUMMARY:") ? "SUMMARY:B from the phone" : $0
        }.joined(separator: "\r\n")
        await server.phoneWrites(href, phoneCopy)
        try await laptop.sync(with: server)
        try laptop.edit("B from the phone") { $0.notes = "A note from ike" }
        try await laptop.sync(with: server)
        let edited = try #require(await server.body(href))
        #expect(MinimalWriteTests.lines(edited, "X-APPLE-SORT-ORDER").isEmpty, "\(edited)")
        _ = try laptop.store.move(uid: b.uid, to: .top)
        try await laptop.sync(with: server)
        let moved = try #require(await server.body(href))
        #expect(MinimalWriteTests.lines(moved, "X-APPLE-SORT-ORDER").count == 1, "\(moved)")
    }
}
