import Foundation
import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The sync's room: the key asks, the sync's thread reports, the header's facts follow; whole states.
@Suite("Sync in the reducer")
struct SyncReducerTests {
    let failure = SyncFailure(
        headline: "cannot reach cloud.example.org",
        detail: "cannot reach https://cloud.example.org/remote.php/dav/: connection refused")

    /// A list state of an app with a sync account, nothing read yet.
    func syncingState(_ titles: [String] = ["A", "B"]) -> AppState {
        var state = loadedState(titles)
        state.sync = SyncState()
        return state
    }

    @Test func withoutAnAccountTheKeySaysHowToSetOneUpAndAsksForNothing() {
        var state = loadedState(["A"])
        #expect(state.sync == nil)
        #expect(state.keys.action(for: .char("S"), in: state) == .sync(.syncNow))
        step(&state, .sync(.syncNow)) {
            $0.status = StatusMessage(
                "No sync account: add [sync] with url = … to the settings file (ike config init writes one with "
                    + "every setting)")
        }
        // What a sync thread might report changes nothing either: there is no sync to show.
        step(&state, .sync(.began))
        step(&state, .committed(UndoEntry(mutation: .batch([]), label: "Nothing")), reloads: true) {
            $0.history.record(UndoEntry(mutation: .batch([]), label: "Nothing"))
            $0.status = StatusMessage("Nothing", hint: "u undo")
        }
    }

    @Test func theKeyAsksForOneSyncAndASecondPressSaysOneIsRunning() {
        var state = syncingState()
        state.status = StatusMessage("Deleted “C”", hint: "u undo")
        step(&state, .sync(.syncNow), expecting: [.requestSync]) {
            $0.sync?.isRunning = true
            $0.sync?.wasAsked = true
            $0.status = StatusMessage("Syncing in the background; keep working")
        }
        step(&state, .sync(.syncNow)) {
            $0.status = StatusMessage("Already syncing; the header says when it is done")
        }
        // The sync's thread says it began: nothing new.
        step(&state, .sync(.began))
    }

    @Test func theKeyDuringABackgroundSyncAsksForNothingButHearsTheEnd() {
        var state = syncingState()
        step(&state, .sync(.began)) { $0.sync?.isRunning = true }
        step(&state, .sync(.syncNow)) {
            $0.sync?.wasAsked = true
            $0.status = StatusMessage("Already syncing; the header says when it is done")
        }
        let end = testNow.addingTimeInterval(5)
        step(
            &state, .sync(.ended(.synced(summary: "sent 0, received 1"), at: end)),
            expecting: [.readSyncStatus],
            reloads: true
        ) {
            $0.sync?.isRunning = false
            $0.sync?.wasAsked = false
            $0.sync?.lastSyncedAt = end
            $0.sync?.now = end
            $0.status = StatusMessage("Synced: sent 0, received 1")
        }
    }

    @Test func aBackgroundSyncThatEndsWellLeavesTheStatusLineAlone() {
        var state = syncingState()
        state.status = StatusMessage("Deleted “C”", hint: "u undo")
        step(&state, .sync(.began)) { $0.sync?.isRunning = true }
        step(
            &state, .sync(.ended(.synced(summary: "sent 1"), at: testNow)), expecting: [.readSyncStatus],
            reloads: true
        ) {
            $0.sync?.isRunning = false
            $0.sync?.lastSyncedAt = testNow
            $0.sync?.now = testNow
        }
    }

    /// Issue 32, bug 12: two apps on one database, each with background sync: the one that finds the
    /// other syncing says nothing and keeps no failure; asked with the key, it says so without an error.
    @Test func anotherIkeSyncingIsNeitherAFailureNorNoise() {
        var state = syncingState()
        state.status = StatusMessage("Deleted “C”", hint: "u undo")
        step(&state, .sync(.began)) { $0.sync?.isRunning = true }
        step(&state, .sync(.ended(.busyElsewhere, at: testNow)), expecting: [.readSyncStatus], reloads: true)
        {
            $0.sync?.isRunning = false
            $0.sync?.now = testNow
        }
        step(&state, .sync(.syncNow), expecting: [.requestSync]) {
            $0.sync?.isRunning = true
            $0.sync?.wasAsked = true
            $0.status = StatusMessage("Syncing in the background; keep working")
        }
        step(&state, .sync(.ended(.busyElsewhere, at: testNow)), expecting: [.readSyncStatus], reloads: true)
        {
            $0.sync?.isRunning = false
            $0.sync?.wasAsked = false
            $0.status = StatusMessage(
                "Another ike is syncing this database; what it brings shows here when it is done")
        }
        step(&state, .sync(.began)) { $0.sync?.isRunning = true }
        step(
            &state, .sync(.ended(.synced(summary: "sent 1"), at: testNow)), expecting: [.readSyncStatus],
            reloads: true
        ) {
            $0.sync?.isRunning = false
            $0.sync?.lastSyncedAt = testNow
        }
    }

    @Test func aFailureIsToldOnceAndStaysInTheHeaderUntilASyncEndsWell() {
        var state = syncingState()
        step(&state, .sync(.began)) { $0.sync?.isRunning = true }
        step(
            &state, .sync(.ended(.failed(failure), at: testNow)), expecting: [.readSyncStatus], reloads: true
        ) {
            $0.sync?.isRunning = false
            $0.sync?.failure = failure
            $0.sync?.now = testNow
            $0.status = StatusMessage("Sync failed: " + failure.detail, kind: .error)
        }
        state.status = StatusMessage("Done: “A”", hint: "u undo")
        // The same failure from the next background sync: the header says it already.
        let later = testNow.addingTimeInterval(300)
        step(&state, .sync(.ended(.failed(failure), at: later)), expecting: [.readSyncStatus], reloads: true)
        {
            $0.sync?.now = later
        }
        // Asked for, the same failure is told again: the person wants to know how the sync went.
        step(&state, .sync(.syncNow), expecting: [.requestSync]) {
            $0.sync?.isRunning = true
            $0.sync?.wasAsked = true
            $0.status = StatusMessage("Syncing in the background; keep working")
        }
        step(&state, .sync(.ended(.failed(failure), at: later)), expecting: [.readSyncStatus], reloads: true)
        {
            $0.sync?.isRunning = false
            $0.sync?.wasAsked = false
            $0.status = StatusMessage("Sync failed: " + failure.detail, kind: .error)
        }
        // Another failure is news.
        let refused = SyncFailure(headline: "password refused", detail: "refused the password (401)")
        step(&state, .sync(.ended(.failed(refused), at: later)), expecting: [.readSyncStatus], reloads: true)
        {
            $0.sync?.failure = refused
            $0.status = StatusMessage("Sync failed: refused the password (401)", kind: .error)
        }
        step(
            &state, .sync(.ended(.synced(summary: "sent 1"), at: later)), expecting: [.readSyncStatus],
            reloads: true
        ) {
            $0.sync?.failure = nil
            $0.sync?.lastSyncedAt = later
        }
    }

    @Test func whatTheDatabaseSaysIsKeptAndTheLaterEndWins() {
        var state = syncingState()
        let recorded = testNow.addingTimeInterval(-3600)
        step(&state, .sync(.statusRead(pending: 3, lastSyncedAt: recorded, now: testNow))) {
            $0.sync?.pending = 3
            $0.sync?.lastSyncedAt = recorded
            $0.sync?.now = testNow
        }
        let end = testNow.addingTimeInterval(60)
        step(
            &state, .sync(.ended(.synced(summary: "sent 3"), at: end)), expecting: [.readSyncStatus],
            reloads: true
        ) {
            $0.sync?.lastSyncedAt = end
            $0.sync?.now = end
        }
        // A sync that left work recorded no new end: the one this app saw stays.
        step(&state, .sync(.statusRead(pending: 0, lastSyncedAt: recorded, now: end))) {
            $0.sync?.pending = 0
        }
        step(&state, .sync(.statusRead(pending: 0, lastSyncedAt: nil, now: end)))
        let later = end.addingTimeInterval(120)
        step(&state, .sync(.clock(later))) { $0.sync?.now = later }
    }

    @Test func everyCommitAndOutsideChangeReadsWhatWaitsForSync() {
        var state = syncingState()
        let item = state.list.window[0]
        var done = item
        done.setDone(true, at: testNow)
        let entry = UndoEntry(mutation: .update(old: item, new: done), label: "Done: “A”")
        step(&state, .committed(entry), expecting: [.readSyncStatus] + rowReloaded(state, item.uid)) {
            $0.history.record(entry)
            $0.status = StatusMessage("Done: “A”", hint: "u undo")
        }
        step(&state, .undone(entry), expecting: [.readSyncStatus], reloads: true) {
            $0.history.didUndo()
            $0.status = StatusMessage("Undone: Done: “A”", hint: "Ctrl-R redo")
        }
        step(&state, .storeChanged, expecting: [.readSyncStatus], reloads: true)
        step(&state, .started, expecting: [.readSyncStatus], reloads: true)
        // Moving the selection changes nothing that waits.
        step(&state, .moveSelection(by: 1)) {
            $0.status = nil
            $0.list.selectedIndex = 1
            $0.list.selectedUID = "uid-B"
        }
    }

    @Test func preferencesWithAnAccountStartWithASyncState() {
        let state = AppState(
            size: Size(width: 80, height: 24), options: DisplayOptions(),
            now: LocalMoment(startOf: testToday),
            preferences: AppPreferences(hasSyncAccount: true))
        #expect(state.sync == SyncState())
        #expect(AppState(size: Size(width: 80, height: 24), today: testToday).sync == nil)
    }
}
