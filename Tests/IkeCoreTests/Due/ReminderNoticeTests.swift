import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// How reminders become notifications: a few one by one, many together, missed ones in one summary.
@Suite("Reminder notifications")
struct ReminderNoticeTests {
    func reminder(
        _ title: String, id: Int64, deadline: String, overdue: Bool = false, missed: Bool = false
    )
        -> Reminder
    {
        let item = TodoItem(
            id: id, uid: "uid-\(id)", title: title, deadline: LocalDate(iso: deadline), orderKey: "a\(id)",
            createdAt: testNow)
        return Reminder(item: item, key: deadline, isOverdue: overdue, isMissed: missed)
    }

    @Test func aFewAreSentOneByOne() {
        let notices = ReminderNotice.plan([
            reminder("Call the bank", id: 1, deadline: "2026-11-22"),
            reminder("Pay rent", id: 2, deadline: "2026-11-21", overdue: true),
        ])
        #expect(notices.map(\.summary) == ["Call the bank", "Pay rent"])
        #expect(notices.map(\.body) == ["Due today (#1)", "Was due Sat 21 Nov (#2)"])
        #expect(notices.map(\.reminders.count) == [1, 1])
    }

    @Test func manyShareOneNotification() {
        let many = (1...7).map { reminder("Task \($0)", id: Int64($0), deadline: "2026-11-22") }
        let notices = ReminderNotice.plan(many)
        #expect(notices.count == 1)
        #expect(notices[0].summary == "7 tasks are due")
        #expect(notices[0].reminders == many)
        #expect(
            notices[0].body.split(separator: "\n") == [
                "Due today: Task 1 (#1)", "Due today: Task 2 (#2)", "Due today: Task 3 (#3)",
                "Due today: Task 4 (#4)", "Due today: Task 5 (#5)", "and 2 more: ike due lists them",
            ])
    }

    @Test func missedOnesShareOneSummaryAfterTheRecentOnes() {
        let old = (1...40).map {
            reminder("Old \($0)", id: Int64($0), deadline: "2026-10-01", overdue: true, missed: true)
        }
        let today = reminder("Today", id: 99, deadline: "2026-11-22")
        let notices = ReminderNotice.plan(old + [today])
        #expect(notices.map(\.summary) == ["Today", "40 tasks were due before today"])
        #expect(notices[1].reminders.count == 40)
        #expect(notices[1].body.hasSuffix("and 35 more: ike due lists them"))
        #expect(ReminderNotice.plan([old[0]]).map(\.summary) == ["Old 1"])
        // Printed (no notifier): a line for the single one, the summary and six indented lines for the rest.
        #expect(notices[0].printed == "Due today: Today (#99)\n")
        let printed = notices[1].printed.split(separator: "\n")
        #expect(printed.count == 7)
        #expect(printed.first == "40 tasks were due before today:")
        #expect(printed[1] == "  Was due Thu 1 Oct: Old 1 (#1)")
    }

    @Test func noRemindersNoNotifications() {
        #expect(ReminderNotice.plan([]).isEmpty)
    }
}
