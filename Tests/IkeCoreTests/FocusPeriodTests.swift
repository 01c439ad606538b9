import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// The focus periods' store (migration v30, `TaskStore+Focus`): what is recorded is what was worked,
/// through dead terminals, deleted tasks and clocks set back.
@Suite("Focus periods")
struct FocusPeriodTests {
    let clock = MovableClock(testNow)

    private func store() throws -> (TaskStore, String) {
        let store = try statsStore(clock)
        let uid = try task(store, clock, "Write the report", made: "2026-11-20T08:00:00Z")
        clock.set("2026-11-20T09:00:00Z")
        return (store, uid)
    }

    private func period(_ store: TaskStore, _ id: Int64) throws -> FocusPeriod {
        try #require(try store.focusPeriods().first { $0.id == id })
    }

    @Test func aPeriodIsCheckpointedEndedAndTotalled() throws {
        let (store, uid) = try store()
        let id = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        #expect(try store.runningFocusCount(now: clock.now) == 1)
        clock.advance(by: 30)
        try store.checkpointFocusPeriod(id: id, seconds: 30, at: clock.now)
        #expect(try store.focusSeconds(taskUID: uid) == 30, "a running period counts what it has")
        clock.advance(by: 1470)
        #expect(try store.endFocusPeriod(id: id, seconds: 1500, at: clock.now, completed: true))
        let ended = try period(store, id)
        #expect(ended.seconds == 1500 && ended.endedAt == clock.now && ended.taskUID == uid)
        #expect(try store.runningFocusCount(now: clock.now) == 0)
        let second = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        clock.advance(by: 600)
        try store.endFocusPeriod(id: second, seconds: 600, at: clock.now, completed: false)
        #expect(try store.focusSeconds(taskUID: uid) == 2100)
        #expect(try store.focusSeconds(taskUID: "another") == 0)
    }

    @Test func aTaskThatIsGoneCannotStartAPeriod() throws {
        let (store, _) = try store()
        #expect(throws: StoreError.unknownUID("gone")) {
            try store.beginFocusPeriod(taskUID: "gone", at: clock.now)
        }
        #expect(try store.focusPeriods().isEmpty)
    }

    @Test func aPeriodOutlivesItsTaskDeletedByAnotherIke() throws {
        let (store, uid) = try store()
        let id = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        try store.delete(uids: [uid])
        clock.advance(by: 30)
        try store.checkpointFocusPeriod(id: id, seconds: 30, at: clock.now)
        clock.advance(by: 90)
        #expect(try store.endFocusPeriod(id: id, seconds: 120, at: clock.now, completed: false))
        #expect(try store.focusSeconds(taskUID: uid) == 120)
    }

    @Test func aTerminalThatDiesKeepsWhatWasWorkedUpToItsLastCheckpoint() throws {
        let (store, uid) = try store()
        let id = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        clock.advance(by: 30)
        try store.checkpointFocusPeriod(id: id, seconds: 30, at: clock.now)
        let checkpoint = clock.now
        clock.advance(by: 60)
        try store.checkpointFocusPeriod(id: id, seconds: 90, at: clock.now)
        let last = clock.now
        // The terminal dies here, 20 s after the last checkpoint.
        clock.advance(by: 119)
        #expect(try store.runningFocusCount(now: clock.now) == 1, "within two minutes it may still run")
        clock.advance(by: 2)
        #expect(try store.runningFocusCount(now: clock.now) == 0)
        #expect(try store.focusSeconds(taskUID: uid) == 90)
        #expect(last > checkpoint)
        // The next period closes it at its last checkpoint, with its seconds and nothing more.
        let next = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        let dead = try period(store, id)
        #expect(dead.endedAt == last && dead.seconds == 90)
        #expect(try period(store, next).endedAt == nil)
        #expect(try store.runningFocusCount(now: clock.now) == 1)
    }

    @Test func aPeriodClosedWhileItsIkeWasStoppedRunsAgainAtItsNextCheckpoint() throws {
        let (store, uid) = try store()
        let id = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        clock.advance(by: 60)
        try store.checkpointFocusPeriod(id: id, seconds: 60, at: clock.now)
        // Ctrl-Z for ten minutes: another ike closes the period as left behind.
        clock.advance(by: 600)
        #expect(try store.closeStaleFocusPeriods(now: clock.now) == 1)
        #expect(try period(store, id).endedAt != nil)
        clock.advance(by: 30)
        try store.checkpointFocusPeriod(id: id, seconds: 90, at: clock.now)
        let revived = try period(store, id)
        #expect(revived.endedAt == nil && revived.seconds == 90)
        #expect(try store.runningFocusCount(now: clock.now) == 1)
        #expect(try store.closeStaleFocusPeriods(now: clock.now) == 0)
    }

    @Test func aClockSetBackNeitherMakesTimeNegativeNorTakesWorkedTimeBack() throws {
        let (store, uid) = try store()
        let id = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        clock.advance(by: 300)
        try store.checkpointFocusPeriod(id: id, seconds: 300, at: clock.now)
        // More than the wall clock says passed: cut to it.
        try store.checkpointFocusPeriod(id: id, seconds: 5000, at: clock.now)
        #expect(try period(store, id).seconds == 300)
        // The clock goes back an hour, before the start: the worked time stays, nothing more is added.
        clock.advance(by: -3600)
        try store.checkpointFocusPeriod(id: id, seconds: 330, at: clock.now)
        #expect(try period(store, id).seconds == 300)
        try store.checkpointFocusPeriod(id: id, seconds: -5, at: clock.now)
        #expect(try period(store, id).seconds == 300)
        #expect(try store.runningFocusCount(now: clock.now) == 1, "checkpointed at the clock as it is")
        #expect(try store.endFocusPeriod(id: id, seconds: 360, at: clock.now, completed: false))
        let ended = try period(store, id)
        #expect(ended.seconds == 300)
        #expect(ended.endedAt == ended.startedAt, "never ends before it started")
    }

    @Test func aCheckpointFarAheadOfTheClockDoesNotKeepAPeriodRunning() throws {
        let (store, uid) = try store()
        let id = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        clock.advance(by: 3600)
        try store.checkpointFocusPeriod(id: id, seconds: 60, at: clock.now)
        // The clock was an hour fast and is put right, and the ike that wrote it is gone.
        clock.advance(by: -3600)
        #expect(try store.runningFocusCount(now: clock.now) == 0)
        try store.closeStaleFocusPeriods(now: clock.now)
        #expect(try period(store, id).seconds == 60)
    }

    @Test func aPeriodStoppedEarlyUnderAMinuteIsDroppedUnlessItRanItsLength() throws {
        let (store, uid) = try store()
        let early = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        clock.advance(by: 59)
        #expect(try !store.endFocusPeriod(id: early, seconds: 59, at: clock.now, completed: false))
        let short = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        clock.advance(by: 3)
        #expect(try store.endFocusPeriod(id: short, seconds: 3, at: clock.now, completed: true))
        let minute = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        clock.advance(by: 60)
        #expect(try store.endFocusPeriod(id: minute, seconds: 60, at: clock.now, completed: false))
        #expect(try store.focusPeriods().map(\.seconds) == [3, 60])
        #expect(try !store.endFocusPeriod(id: early, seconds: 10, at: clock.now, completed: true))
        // A checkpoint of a dropped period writes nothing.
        try store.checkpointFocusPeriod(id: early, seconds: 30, at: clock.now)
        #expect(try store.focusPeriods().count == 2)
    }

    @Test func aDatabaseFromBeforeFocusGainsTheTableAndKeepsItsTasks() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        try oldDatabase(at: path, upTo: "v28-sync-links", titles: ["Book the hall", "Pay rent"])
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        #expect(try store.items().map(\.title) == ["Book the hall", "Pay rent"])
        let id = try store.beginFocusPeriod(taskUID: "old-0", at: testNow)
        try store.endFocusPeriod(
            id: id, seconds: 1500, at: testNow.addingTimeInterval(1500), completed: true)
        #expect(try store.focusSeconds(taskUID: "old-0") == 1500)
        let applied = try store.read {
            try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(applied.contains("v30-focus"))
    }
}
