import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Issue 20, item 2: a record its app marks deleted deletes the task ike holds (and is skipped when ike holds
/// none); a record that changed before the task in ike last did does not overwrite it, unless `overwrite`.
@Suite("Deletions and older records")
struct DeletionAndAgeTests {
    /// 2026-11-25 07:20:24 UTC: after Taskwarrior wrote `before.json`, before it changed anything for
    /// `after.json` (see Fixtures/README.md).
    static let betweenExports = Date(timeIntervalSince1970: 1_795_591_224)
    /// A day later: an edit made in ike after both exports.
    static let nextDay = betweenExports.addingTimeInterval(86_400)

    static func store(at now: Date) throws -> TaskStore {
        try TaskStore.inMemory(environment: .fixed(at: now))
    }

    @Test func aTaskDeletedInTaskwarriorIsDeletedAndOneIkeNeverHadIsSkipped() throws {
        let store = try Self.store(at: Self.betweenExports)
        try importFixture(store, "taskwarrior/before.json")
        let plan = try importFixture(store, "taskwarrior/after.json", dryRun: true)
        #expect(plan.summary == "0 to add, 2 to update, 1 unchanged, 1 to delete, 1 skipped")
        let lines = plan.entries.map { "\($0.action) \($0.item.title) \($0.reason ?? "")" }
        #expect(
            lines == [
                "update Buy milk ", "unchanged Renew passport ",
                "skip Call the plumber deleted in Taskwarrior",
                "update Write the report ", "delete Book the dentist deleted in Taskwarrior",
            ])
        let dentist = try #require(try store.items().first { $0.title == "Book the dentist" })
        // The plan carries the task as it was, which is what putting it back needs.
        #expect(plan.entries[4].item == dentist)
        #expect(try titles(store).count == 4)

        let applied = try importFixture(store, "taskwarrior/after.json")
        #expect(applied.summary == "0 added, 2 updated, 1 unchanged, 1 deleted, 1 skipped")
        // The dry run is the same plan, entry by entry.
        func outline(_ plan: ImportPlan) -> [String] {
            plan.entries.map {
                "\($0.line) \($0.action) \($0.item.uid) \($0.changedFields) \($0.reason ?? "")"
            }
        }
        #expect(outline(plan) == outline(applied))
        #expect(try titles(store) == ["Buy milk", "Write the report", "Renew passport"])
        let again = try importFixture(store, "taskwarrior/after.json")
        #expect(again.summary == "0 added, 0 updated, 3 unchanged, 2 skipped")
        try expectTagTallyMatchesTheLinks(store, after: "the deletion")
    }

    @Test func aDeletionIsUndoneByPuttingTheTaskBack() throws {
        let store = try Self.store(at: Self.betweenExports)
        try importFixture(store, "taskwarrior/before.json")
        let deleted = try importFixture(store, "taskwarrior/after.json").entries.filter {
            $0.action == .delete
        }
        #expect(deleted.map(\.item.title) == ["Book the dentist"])
        // What the app's undo of a deletion applies: the task with its id, uid and position.
        try store.apply(Mutation.delete(deleted[0].item).inverse)
        #expect(try store.items().contains(deleted[0].item))
    }

    @Test func aRecordOlderThanAnEditInIkeIsSkippedUnlessOverwritten() throws {
        let early = try Self.store(at: Self.betweenExports)
        try importFixture(early, "taskwarrior/before.json")
        let store = try Self.store(at: Self.nextDay)
        try store.change { writer in
            for item in try early.items() { _ = try writer.insertAll([item]) }
            var milk = try #require(try writer.item(uid: "8958ee10-4b12-4f82-9dca-92338560a3aa"))
            milk.notes = "the oat one"
            try writer.update(milk)
            var dentist = try #require(try writer.item(uid: "91fc6060-eb21-42d7-bd84-c7c0178081f0"))
            dentist.deadline = LocalDate(year: 2026, month: 12, day: 10)
            try writer.update(dentist)
        }
        let plan = try importFixture(store, "taskwarrior/after.json")
        let skipped = plan.entries.filter { $0.action == .skip }.map {
            "\($0.item.title): \($0.reason ?? "")"
        }
        #expect(
            skipped == [
                "Buy milk: older than the task in ike", "Call the plumber: deleted in Taskwarrior",
                "Book the dentist: older than the task in ike",
            ])
        #expect(plan.summary == "0 added, 1 updated, 1 unchanged, 3 skipped")
        let milk = try #require(try store.items().first { $0.title == "Buy milk" })
        #expect(milk.notes == "the oat one" && milk.deadline == LocalDate(year: 2026, month: 12, day: 1))

        let overwritten = try importFixture(store, "taskwarrior/after.json", overwrite: true)
        #expect(overwritten.summary == "0 added, 1 updated, 2 unchanged, 1 deleted, 1 skipped")
        let milkNow = try #require(try store.items().first { $0.title == "Buy milk" })
        #expect(milkNow.notes == "" && milkNow.deadline == LocalDate(year: 2026, month: 12, day: 3))
        #expect(try !titles(store).contains("Book the dentist"))
    }

    @Test(arguments: [InterchangeFormat.iCalendar, .ikeJSON, .taskwarrior])
    func anOlderExportDoesNotWin(format: InterchangeFormat) throws {
        let store = try Self.store(at: Self.betweenExports)
        try store.change { try $0.insertAll([TodoItem(uid: "a-1", title: "Plan trip", createdAt: testNow)]) }
        let old = try Exporter.export(store, as: format).bytes
        let later = try Self.store(at: Self.nextDay)
        try later.change { writer in
            _ = try writer.insertAll(try store.items())
            var item = try #require(try writer.item(uid: "a-1"))
            item.title = "Plan the trip to Jeju"
            try writer.update(item)
        }
        let plan = try Importer(store: later).run(file: "old", bytes: old, format: format)
        #expect(plan.entries.map(\.action) == [.skip], "\(format)")
        #expect(try titles(later) == ["Plan the trip to Jeju"])
        let forced = try Importer(store: later).run(file: "old", bytes: old, format: format, overwrite: true)
        #expect(forced.entries.map(\.action) == [.update], "\(format)")
        #expect(try titles(later) == ["Plan trip"])
    }

    @Test func aRecordWithoutATimeOfChangeUpdatesAsBefore() throws {
        let store = try Self.store(at: Self.nextDay)
        try importText(store, "Plan trip due:2026-12-01\n")
        try importText(store, "Plan trip due:2026-12-24\n")
        #expect(try store.items().map(\.deadline) == [LocalDate(year: 2026, month: 12, day: 24)])
    }

    static func calendar(_ status: String, method: String? = nil) -> String {
        """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        \(method.map { "METHOD:\($0)\r\n" } ?? "")BEGIN:VTODO\r
        UID:todo-1\r
        SUMMARY:Renew the lease\r
        LAST-MODIFIED:20261125T080000Z\r
        STATUS:\(status)\r
        END:VTODO\r
        END:VCALENDAR\r

        """
    }

    /// A task cancelled in its app is a cancelled task in ike (issue 30, item 7): added as one, closed as one.
    @Test func aCancelledTaskIkeDoesNotHoldIsAddedCancelled() throws {
        let store = try Self.store(at: Self.betweenExports)
        let plan = try importText(store, Self.calendar("CANCELLED"))
        #expect(plan.entries.map(\.action) == [.add])
        #expect(try store.items().map(\.status) == [.cancelled])
    }

    @Test func aCancelledTaskIkeHoldsIsCancelled() throws {
        let store = try Self.store(at: Self.betweenExports)
        try importText(store, Self.calendar("NEEDS-ACTION"))
        let plan = try importText(store, Self.calendar("CANCELLED"))
        #expect(plan.entries.map(\.action) == [.update])
        #expect(try store.items().map(\.status) == [.cancelled])
    }

    @Test func aCancellationDeletesTheTask() throws {
        let store = try Self.store(at: Self.betweenExports)
        try importText(store, Self.calendar("NEEDS-ACTION"))
        let plan = try importText(store, Self.calendar("CANCELLED", method: "CANCEL"), dryRun: true)
        #expect(plan.summary == "0 to add, 0 to update, 0 unchanged, 1 to delete")
        try importText(store, Self.calendar("CANCELLED", method: "CANCEL"))
        #expect(try store.count() == 0)
        let absent = try importText(store, Self.calendar("CANCELLED", method: "CANCEL"))
        #expect(absent.summary == "0 added, 0 updated, 0 unchanged, 1 skipped")
    }
}
