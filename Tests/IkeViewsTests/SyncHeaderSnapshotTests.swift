import Foundation
import IkeCore
import IkeTerm
import Testing

@testable import IkeApp
@testable import IkeViews

/// The header with each sync state, one state a row, at 80 and 40 columns: the words always there, the
/// counts shortened first, a failure in the error style as well as in words.
@Suite("Sync in the header")
struct SyncHeaderSnapshotTests {
    /// 2026-11-22 09:00 UTC.
    static let synced = Date(timeIntervalSince1970: 1_795_338_000)

    /// Each state the header can show, in the order of the snapshot's rows.
    static var states: [SyncState?] {
        var running = SyncState()
        running.isRunning = true
        running.lastSyncedAt = synced
        running.failure = SyncFailure(headline: "password refused", detail: "…")
        var failed = SyncState()
        failed.failure = SyncFailure(
            headline: "cannot reach cloud.example.org",
            detail: "cannot reach https://cloud.example.org/: refused")
        failed.pending = 3
        var pending = SyncState()
        pending.pending = 3
        pending.lastSyncedAt = synced
        var justNow = SyncState()
        justNow.pending = 0
        justNow.lastSyncedAt = synced
        justNow.now = synced.addingTimeInterval(59)
        var minutes = justNow
        minutes.now = synced.addingTimeInterval(2 * 60 + 5)
        var hours = justNow
        hours.now = synced.addingTimeInterval(3 * 3600)
        var days = justNow
        days.now = synced.addingTimeInterval(2 * 86_400)
        var never = SyncState()
        never.pending = 0
        return [nil, never, running, failed, pending, justNow, minutes, hours, days]
    }

    /// Row `i` is the header of the list screen with `states[i]`.
    func headers(width: Int, height: Int, ascii: Bool = false, color: Bool = true) -> ScreenBuffer {
        let states = Self.states
        var buffer = ScreenBuffer(width: width, height: states.count)
        for (row, sync) in states.enumerated() {
            var state = listState(width: width, height: height, color: color, ascii: ascii)
            state.sync = sync
            let screen = AppView.render(state)
            for x in 0..<width { buffer.set(x: x, y: row, cell: screen[x, 0]) }
        }
        return buffer
    }

    @Test func eachStateAt80x24() {
        assertSnapshot(headers(width: 80, height: 24), named: "sync-header-80x24")
    }

    @Test func eachStateAt40x12() {
        assertSnapshot(headers(width: 40, height: 12), named: "sync-header-40x12")
    }

    @Test func eachStateInASCIIWithoutColour() {
        assertSnapshot(
            headers(width: 80, height: 24, ascii: true, color: false), named: "sync-header-ascii-mono-80x24")
    }

    @Test func theMatrixAndReviewHeadersSayTheSame() {
        var state = listState()
        var sync = SyncState()
        sync.pending = 4
        state.sync = sync
        for screen in [Screen.goals, .matrix, .review] {
            state.screen = screen
            #expect(
                AppView.render(state).plainText.split(separator: "\n").first?.hasSuffix(
                    "4 to sync · 8 open · 2 done") == true, "\(screen)")
        }
    }

    func words(_ seconds: Int) -> [String] {
        let age = SyncHeaderText.age(seconds: seconds)
        return [age.long, age.short]
    }

    @Test func agesReadAsPeopleSayThem() {
        #expect(words(-30) == ["just now", "now"])
        #expect(words(59) == ["just now", "now"])
        #expect(words(60) == ["1 min ago", "1m"])
        #expect(words(3599) == ["59 min ago", "59m"])
        #expect(words(3600) == ["1 hour ago", "1h"])
        #expect(words(86_399) == ["23 hours ago", "23h"])
        #expect(words(86_400) == ["1 day ago", "1d"])
        #expect(words(3 * 86_400) == ["3 days ago", "3d"])
    }
}
