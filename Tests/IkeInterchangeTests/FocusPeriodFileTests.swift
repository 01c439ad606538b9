import Foundation
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// Focus periods in ike JSON (`"focus"`, version 9): exported with the tasks, added by an import once,
/// kept when their task is not there.
@Suite("Focus periods in ike JSON")
struct FocusPeriodFileTests {
    let clock = MovableClock(testNow)

    /// A store holding one task, "Write", with a finished period of 25 minutes and a running one of 5.
    private func storeWithPeriods() throws -> (TaskStore, String) {
        let clock = clock
        let store = try TaskStore.inMemory(
            environment: CoreEnvironment(
                now: { clock.now }, timeZone: TimeZone(identifier: "UTC")!, makeUID: { "write" }))
        let uid = try store.create(TaskEdit(title: "Write"), at: .bottom).item.uid
        let first = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        clock.advance(by: 1500)
        try store.endFocusPeriod(id: first, seconds: 1500, at: clock.now, completed: true)
        let running = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        clock.advance(by: 300)
        try store.checkpointFocusPeriod(id: running, seconds: 300, at: clock.now)
        // One of no seconds says nothing and is not written.
        _ = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        return (store, uid)
    }

    @Test func anExportCarriesThePeriodsAndAnImportAddsThemOnce() throws {
        let (store, uid) = try storeWithPeriods()
        let bytes = try Exporter.export(store, as: .ikeJSON).bytes
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"version\":9,"), "\(text)")
        #expect(
            text.contains(
                "\"focus\":[\n  {\"task\":\"\(uid)\",\"start\":\"2026-11-22T09:00:00.000Z\",\"seconds\":1500,"
                    + "\"end\":\"2026-11-22T09:25:00.000Z\"},\n  {\"task\":\"\(uid)\","
                    + "\"start\":\"2026-11-22T09:25:00.000Z\",\"seconds\":300,\"end\":\"2026-11-22T09:30:00.000Z\"}\n]}\n"
            ), "\(text)")

        let other = try makeStore()
        let plan = try Importer(store: other).run(file: "backup.json", bytes: bytes)
        #expect(plan.focusPeriodsAdded.count == 2)
        #expect(plan.summary == "1 added, 0 updated, 0 unchanged, 2 focus periods added")
        #expect(try other.focusSeconds(taskUID: uid) == 1800)
        let stored = try other.focusPeriods()
        #expect(stored.allSatisfy { $0.endedAt != nil }, "not running on this machine")
        #expect(try other.runningFocusCount(now: clock.now) == 0)

        let again = try Importer(store: other).run(file: "backup.json", bytes: bytes)
        #expect(again.focusPeriodsAdded.isEmpty && !again.changesTasks)
        #expect(try other.focusPeriods().count == 2)
        // Back into the store it came from: the periods are there already.
        #expect(try Importer(store: store).run(file: "backup.json", bytes: bytes).focusPeriodsAdded.isEmpty)
    }

    @Test func aDryRunCountsWhatItWouldAddAndWritesNothing() throws {
        let (store, _) = try storeWithPeriods()
        let bytes = try Exporter.export(store, as: .ikeJSON).bytes
        let other = try makeStore()
        let plan = try Importer(store: other).run(file: "backup.json", bytes: bytes, dryRun: true)
        #expect(plan.focusPeriodsAdded.count == 2 && plan.changesTasks)
        #expect(plan.summary.hasSuffix(", 2 focus periods to add"))
        #expect(try other.focusPeriods().isEmpty)
    }

    @Test func aPeriodWhoseTaskIsNowhereIsKeptAndTheOtherFormatsLeaveThemOut() throws {
        let text = """
            {"format":"ike","version":9,"tasks":[],"focus":[
              {"task":"gone","start":"2026-11-20T09:00:00Z","seconds":1500,"end":"2026-11-20T09:25:00Z"},
              {"task":"gone","start":"2026-11-20T09:00:00Z","seconds":1500,"end":"2026-11-20T09:25:00Z"},
              {"task":"gone","start":"2026-11-21T09:00:00Z","seconds":9000}
            ]}
            """
        let store = try makeStore()
        let plan = try Importer(store: store).run(file: "f.json", bytes: Array(text.utf8))
        #expect(plan.focusPeriodsAdded.count == 2, "the same period twice is one")
        // Without an end, it ends its seconds after the start.
        #expect(try store.focusSeconds(taskUID: "gone") == 1500 + 9000)
        let csv = String(decoding: try Exporter.export(store, as: .csv).bytes, as: UTF8.self)
        #expect(!csv.contains("gone"))
    }

    @Test(arguments: [
        (#"{"format":"ike","tasks":[],"focus":{}}"#, "“focus” must be an array, not an object"),
        (
            #"{"format":"ike","tasks":[],"focus":[{"start":"2026-11-20T09:00:00Z","seconds":1}]}"#,
            "a focus period needs a “task” (its uid) and a “start”"
        ),
        (
            #"{"format":"ike","tasks":[],"focus":[{"task":"a","start":"2026-11-20T09:00:00Z","seconds":-1}]}"#,
            "a focus period's “seconds” must be a whole number, 0 or more"
        ),
    ])
    func aFocusListThatCannotBeReadImportsNothing(text: String, message: String) throws {
        let store = try makeStore()
        #expect(importFailure(store, bytes: Array(text.utf8))?.contains(message) == true)
        #expect(try store.focusPeriods().isEmpty)
    }

    @Test func withoutPeriodsTheFileIsAsBefore() throws {
        let store = try makeStore()
        _ = try store.create(TaskEdit(title: "Milk"), at: .bottom)
        let text = String(decoding: try Exporter.export(store, as: .ikeJSON).bytes, as: UTF8.self)
        #expect(text.contains("\"version\":2,") && !text.contains("focus") && text.hasSuffix("\n]}\n"))
    }
}
