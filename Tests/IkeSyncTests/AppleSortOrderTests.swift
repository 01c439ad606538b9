import Foundation
import IkeCore
import IkeInterchange
import Testing

@testable import IkeSync

/// ike's order keys mapped to the phones' `X-APPLE-SORT-ORDER` and back: a move on either side is seen on
/// the other, one move writes one item, and a sync after it writes nothing.
@Suite("X-APPLE-SORT-ORDER")
struct AppleSortOrderTests {
    static func todo(_ lines: String...) throws -> CalendarComponent {
        let text =
            (["BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:u"] + lines + ["END:VTODO", "END:VCALENDAR", ""])
            .joined(separator: "\r\n")
        return try CalendarComponent.parse(bytes: Array(text.utf8)).components[0]
    }

    @Test func theValueIsTheWrittenOneElseCreationInSecondsSince2001() throws {
        #expect(AppleSortOrder.of(try Self.todo("X-APPLE-SORT-ORDER:740793996")) == 740_793_996)
        #expect(AppleSortOrder.of(try Self.todo("X-APPLE-SORT-ORDER:3")) == 3)
        // 2001-01-02T00:00:10Z is 86,410 s after Apple's epoch.
        #expect(AppleSortOrder.of(try Self.todo("CREATED:20010102T000010Z")) == 86_410)
        #expect(AppleSortOrder.of(try Self.todo("SUMMARY:no date")) == nil)
        #expect(AppleSortOrder.explicit(try Self.todo("CREATED:20010102T000010Z")) == nil)
    }

    @Test func aPlaceTakesTheMiddleOfTheGapOrItsCreationAtAnEnd() {
        let created = Date(timeIntervalSinceReferenceDate: 1_000)
        #expect(AppleSortOrder.between(10, 20, created: created) == 15)
        #expect(AppleSortOrder.between(10, 11, created: created) == 11, "no room: a tie")
        #expect(AppleSortOrder.between(10, nil, created: created) == 1_000)
        #expect(AppleSortOrder.between(5_000, nil, created: created) == 5_001)
        #expect(AppleSortOrder.between(nil, 5_000, created: created) == 1_000)
        #expect(AppleSortOrder.between(nil, 500, created: created) == 499)
        #expect(
            AppleSortOrder.fits(15, 10, 20) && AppleSortOrder.fits(10, 10, 10)
                && !AppleSortOrder.fits(21, 10, 20))
    }

    /// The key the whole order gives a task the phone put at `value` (`SortOrderIndex` past its walk).
    static func orderKey(
        for value: Int, uid: String, among others: [(uid: String, key: String, value: Int?)]
    ) -> String? {
        let (lower, upper) = AppleSortOrder.keys(around: value, uid: uid, among: others)
        return AppleSortOrder.orderKey(between: lower, upper, suffix: "Qx3Lp")
    }

    @Test func aValueFromThePhoneLandsBetweenTheTasksThatSurroundIt() throws {
        let others: [(uid: String, key: String, value: Int?)] = [
            ("u0", "a0", 10), ("u1", "a1", nil), ("u2", "a2", 30), ("u3", "a3", 40),
        ]
        func place(_ value: Int) throws -> String {
            try #require(Self.orderKey(for: value, uid: "new", among: others))
        }
        let key = try place(35)
        #expect("a2" < key && key < "a3" && key.hasSuffix("Qx3Lp"))
        #expect(try place(1) < "a0")
        #expect(try place(99) > "a3")
    }

    /// Tasks the phone created in the same second, with no order of their own, arrive in any order (the
    /// server's listing): each machine places them in uid order, so all show one order.
    @Test func equalCreationTimesArePlacedInUIDOrderWhateverTheArrival() throws {
        let uids = ["c-uid", "a-uid", "b-uid"]
        func placed(arriving order: [String]) throws -> [String] {
            var tasks: [(uid: String, key: String, value: Int?)] = [("first", "a0", 10), ("last", "a5", 90)]
            for uid in order {
                let key = try #require(Self.orderKey(for: 50, uid: uid, among: tasks))
                tasks.append((uid, key, 50))
                tasks.sort { ($0.key, $0.uid) < ($1.key, $1.uid) }
            }
            return tasks.map(\.uid)
        }
        let expected = ["first", "a-uid", "b-uid", "c-uid", "last"]
        #expect(try placed(arriving: uids) == expected)
        #expect(try placed(arriving: uids.reversed()) == expected)
        #expect(try placed(arriving: ["b-uid", "c-uid", "a-uid"]) == expected)
    }

    @Test func theFieldIsReadAndWrittenOnlyWhenItChanged() throws {
        var todo = try Self.todo("SUMMARY:x", "X-APPLE-SORT-ORDER:7")
        let old = VTodoFields(todo)
        #expect(old.sortOrder == 7)
        var new = old
        new.title = "y"
        new.patch(&todo, from: old, now: Date(timeIntervalSince1970: 0))
        #expect(todo.properties("X-APPLE-SORT-ORDER").map(\.value) == ["7"])
        let before = todo
        var moved = VTodoFields(todo)
        moved.sortOrder = 12
        moved.patch(&todo, from: VTodoFields(before), now: Date(timeIntervalSince1970: 0))
        #expect(todo.properties("X-APPLE-SORT-ORDER").map(\.value) == ["12"])
    }

    /// The server's values of the laptop's tasks, in the laptop's order.
    static func serverValues(_ server: MemoryCalDAV, _ device: SyncDevice) async throws -> [Int?] {
        var values: [Int?] = []
        for item in try device.store.items() {
            let record = try #require(try device.store.syncItem(uid: item.uid))
            let body = try #require(await server.body(record.href))
            values.append(AppleSortOrder.explicit(try SyncedTodo.read(Array(body.utf8)).get().todo))
        }
        return values
    }

    /// `serverValues`, every task having one.
    static func known(_ server: MemoryCalDAV, _ device: SyncDevice) async throws -> [Int] {
        let values = try await serverValues(server, device)
        try #require(values.allSatisfy { $0 != nil }, "every task sent has X-APPLE-SORT-ORDER: \(values)")
        return values.compactMap { $0 }
    }

    @Test func aMoveHereIsOnePutThePhoneSortsTheSameAndASecondSyncWritesNothing() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.add("A", "B", "C", "D")
        try await laptop.sync(with: server)
        let sent = try await Self.known(server, laptop)
        #expect(sent == sent.sorted(), "\(sent)")
        let d = try #require(try laptop.store.items().last)
        let a = try #require(try laptop.store.items().first)
        laptop.advance()
        _ = try laptop.store.move(uid: d.uid, to: .before(uid: a.uid))
        await server.resetCounts()
        #expect(try await laptop.sync(with: server).summary.sent == 1)
        #expect(await server.puts == 1, "only the moved task is written")
        let after = try await Self.known(server, laptop)
        #expect(after == after.sorted(), "the phone's order is ike's: \(after)")
        await server.resetCounts()
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
        #expect(await server.puts == 0)
    }

    @Test func aMoveOnThePhoneReordersHereAndIsNotSentBack() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        // Added a minute apart, so their values (their CREATED) leave room between them: a value equal to
        // a neighbour's would be a tie, placed by uid.
        try laptop.addAMinuteApart("A", "B", "C")
        try await laptop.sync(with: server)
        let values = try await Self.known(server, laptop)
        // The phone drags A between B and C: it writes a value between theirs, the rest as it was.
        let a = try #require(try laptop.store.items().first)
        let href = try #require(try laptop.store.syncItem(uid: a.uid)?.href)
        let body = try #require(await server.body(href))
        let middle = values[1] + (values[2] - values[1]) / 2
        let moved = body.split(separator: "\n").map {
            $0.hasPrefix("X-APPLE-SORT-ORDER:") ? "X-APPLE-SORT-ORDER:\(middle)" : String($0)
        }.joined(separator: "\r\n")
        #expect(moved != body.replacingOccurrences(of: "\n", with: "\r\n"))
        await server.phoneWrites(href, moved)
        await server.resetCounts()
        let pulled = try await laptop.sync(with: server).summary
        #expect(pulled.received == 1 && pulled.sent == 0)
        #expect(try laptop.store.items().map(\.title) == ["B", "A", "C"])
        #expect(await server.puts == 0, "taking the phone's order writes nothing back")
        #expect(try laptop.store.pendingSyncCount() == 0)
        #expect(try await laptop.sync(with: server).plan.actions.isEmpty)
    }

    @Test func aPhoneTaskWithoutAnOrderSortsByItsCreation() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        try laptop.add("A")
        laptop.advance(3_600)
        try laptop.add("B")
        try await laptop.sync(with: server)
        let values = try await Self.known(server, laptop)
        #expect(values[1] - values[0] == 3_600, "each at its creation, as the phones would place them")
        // Created a second after A: the phones list it between A and B, and so does ike.
        let created = Date(timeIntervalSinceReferenceDate: Double(values[0] + 1))
        let stamp = DateTimeText.basicUTC(created)
        await server.phoneWrites(
            "/alice/tasks/phone-9.ics",
            "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:phone-9\r\nCREATED:\(stamp)\r\nSUMMARY:From the phone\r\n"
                + "END:VTODO\r\nEND:VCALENDAR\r\n")
        try await laptop.sync(with: server)
        let titles = try laptop.store.items().map(\.title)
        #expect(titles.firstIndex(of: "From the phone")! == titles.firstIndex(of: "A")! + 1, "\(titles)")
    }
}
