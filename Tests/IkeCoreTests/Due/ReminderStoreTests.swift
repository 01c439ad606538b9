import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// What `ike notify` reads and remembers: each reminder once, again after the deadline moves, a failed
/// one kept for the next run.
@Suite("Reminders in the store")
struct ReminderStoreTests {
    let schedule = DueSchedule()
    /// testNow's day, 2026-11-22, at 10:00.
    let now = LocalMoment(date: LocalDate(iso: "2026-11-22")!, time: TimeOfDay(hour: 10, minute: 0)!)

    func seeded() throws -> TaskStore {
        let store = try makeStore()
        let rows: [(String, String?, Bool)] = [
            ("Long ago", "2026-10-01", false),
            ("Yesterday", "2026-11-21", false),
            ("Today", "2026-11-22", false),
            ("Tomorrow", "2026-11-23", false),
            ("Done today", "2026-11-22", true),
            ("No deadline", nil, false),
        ]
        try store.change { writer in
            for (title, deadline, done) in rows {
                var item = try writer.newItem(title: title, deadline: deadline.flatMap(LocalDate.init(iso:)))
                item.setDone(done, at: testNow)
                try writer.insert(item, at: .bottom)
            }
        }
        return store
    }

    /// Sends what is due, delivering all, and returns the titles sent.
    func send(_ store: TaskStore, at now: LocalMoment, failing: Set<String> = []) throws -> [String] {
        try store.sendReminders(schedule: schedule, now: now) { due in
            due.filter { !failing.contains($0.item.title) }
        }.map(\.item.title)
    }

    @Test func eachReminderIsSentOnce() throws {
        let store = try seeded()
        #expect(try send(store, at: now) == ["Long ago", "Yesterday", "Today"])
        #expect(try send(store, at: now).isEmpty)
        #expect(try send(store, at: now.adding(minutes: 60 * 24)) == ["Tomorrow"])
        #expect(try send(store, at: now.adding(minutes: 60 * 24)).isEmpty)
    }

    @Test func whatIsDueIsMarked() throws {
        let store = try seeded()
        var seen: [Reminder] = []
        _ = try store.sendReminders(schedule: schedule, now: now) { due in
            seen = due
            return []
        }
        #expect(seen.map(\.item.title) == ["Long ago", "Yesterday", "Today"])
        #expect(seen.map(\.isOverdue) == [true, true, false])
        // Yesterday's reminder came at 09:00 yesterday, 25 hours ago: missed, so it goes into the summary.
        #expect(seen.map(\.isMissed) == [true, true, false])
        #expect(seen.map(\.key) == ["2026-10-01", "2026-11-21", "2026-11-22"])
    }

    @Test func beforeTheReminderTimeTodaysDeadlineWaits() throws {
        let store = try seeded()
        let early = LocalMoment(date: now.date, time: TimeOfDay(hour: 8, minute: 59)!)
        #expect(try send(store, at: early) == ["Long ago", "Yesterday"])
        #expect(try send(store, at: now) == ["Today"])
    }

    @Test func aFailedReminderIsSentNextRun() throws {
        let store = try seeded()
        #expect(try send(store, at: now, failing: ["Today"]) == ["Long ago", "Yesterday"])
        #expect(try send(store, at: now) == ["Today"])
    }

    @Test func aMovedDeadlineIsRemindedOfAgain() throws {
        let store = try seeded()
        _ = try send(store, at: now)
        let today = try store.items().first { $0.title == "Today" }!
        // Moved to tomorrow: reminded of tomorrow; then to yesterday: reminded of at once.
        _ = try store.setDeadline(LocalDate(iso: "2026-11-23"), uids: [today.uid])
        #expect(try send(store, at: now).isEmpty)  // tomorrow's reminder has not come
        #expect(try send(store, at: now.adding(minutes: 60 * 24)) == ["Today", "Tomorrow"])
        _ = try store.setDeadline(LocalDate(iso: "2026-11-21"), uids: [today.uid])
        #expect(try send(store, at: now) == ["Today"])
    }

    @Test func doneAndDeletedTasksAreNotRemindedOfAndDeletedOnesAreForgotten() throws {
        let store = try seeded()
        let today = try store.items().first { $0.title == "Today" }!
        _ = try store.setDone(true, uids: [today.uid])
        #expect(try send(store, at: now) == ["Long ago", "Yesterday"])
        let yesterday = try store.items().first { $0.title == "Yesterday" }!
        _ = try store.delete(uids: [yesterday.uid])
        _ = try send(store, at: now)
        let rows = try store.read { try String.fetchAll($0, sql: "SELECT taskUID FROM reminder_sent") }
        #expect(rows.count == 1)
        #expect(!rows.contains(yesterday.uid))
    }

    @Test func aLockedDatabaseSendsNothingAndRemembersNothing() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("busy.sqlite")
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow), busyTimeout: 0.2)
        _ = try store.change {
            try $0.insert(try $0.newItem(title: "Today", deadline: now.date), at: .bottom)
        }
        let holder = try DatabaseQueue(path: path)
        var asked = false
        try holder.inTransaction(.immediate) { _ in
            #expect(throws: StoreError.busy(path: path, waitedMilliseconds: 200)) {
                _ = try store.sendReminders(schedule: schedule, now: now) { due in
                    asked = true
                    return due
                }
            }
            return .rollback
        }
        #expect(!asked)
        #expect(try send(store, at: now) == ["Today"])
    }

    @Test func dueItemsAndCounts() throws {
        let store = try seeded()
        #expect(
            try store.dueItems(within: .today, schedule: schedule, now: now).map(\.title) == [
                "Long ago", "Yesterday", "Today",
            ])
        #expect(
            try store.dueItems(within: .week, schedule: schedule, now: now).map(\.title) == [
                "Long ago", "Yesterday", "Today",
            ])  // 2026-11-22 is a Sunday: the week ends today
        let monday = LocalMoment(date: LocalDate(iso: "2026-11-23")!, time: TimeOfDay(hour: 0, minute: 0)!)
        #expect(try store.dueItems(within: .hours(2), schedule: schedule, now: monday).count == 4)
        #expect(try store.dueCounts(now: now) == DueCounts(overdue: 2, dueToday: 1))
        #expect(try store.reviewDeck(.due, today: now.date).count == 3)
        #expect(try store.reviewCounts(today: now.date)[.due] == 3)
    }

    @Test func summaryLeavesOutZeros() {
        #expect(DueCounts(overdue: 2, dueToday: 3).summary == "2 overdue · 3 due today")
        #expect(DueCounts(overdue: 0, dueToday: 1).summary == "1 due today")
        #expect(DueCounts(overdue: 4, dueToday: 0).summary == "4 overdue")
        #expect(DueCounts(overdue: 0, dueToday: 0).isEmpty)
    }
}
