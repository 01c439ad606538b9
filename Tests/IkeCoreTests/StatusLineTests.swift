import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// `ike status`'s template and counts (issue 35, item 6): each `{name}` is its count, the line is empty
/// when every count it names is zero, and a template that cannot be read says why.
@Suite("The status line")
struct StatusLineTests {
    @Test func theCountsGoInAndAllZeroIsNothing() throws {
        let line = try StatusLine(format: "{overdue}! {today} today {{x}}")
        #expect(line.counts == [.overdue, .today])
        #expect(line.line([.overdue: 2, .today: 0, .planned: 9]) == "2! 0 today {x}")
        // Planned is not in the format: its count does not make the line speak.
        #expect(line.line([.overdue: 0, .today: 0, .planned: 9]) == nil)
        #expect(try StatusLine(format: "{PLANNED} planned").line([.planned: 1]) == "1 planned")
    }

    @Test(arguments: [
        ("{soon}", "“{soon}” names no count: the counts are {overdue}, {today}, {planned}, {focus}, {inbox}"),
        ("{overdue", "“{” opens a count that no “}” closes (write {{ for a brace)"),
        ("a } b {today}", "“}” closes no count (write }} for a brace)"),
        ("nothing to count", "the format names no count: put one in braces, such as {overdue}"),
    ])
    func aTemplateThatCannotBeReadSaysWhy(format: String, message: String) {
        #expect(throws: StatusFormatError.self) { try StatusLine(format: format) }
        do {
            _ = try StatusLine(format: format)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func theStoreCountsOverdueTodayAndThePlan() throws {
        let store = try makeStore()
        let today = LocalDate(iso: "2026-11-26")!
        func item(
            _ title: String, due: LocalDate? = nil, planned: LocalDate? = nil, done: Bool = false
        )
            -> TodoItem
        {
            var item = TodoItem(
                uid: "uid-" + title, title: title, deadline: due, isDone: done, createdAt: testNow)
            item.planned = planned
            return item
        }
        try store.change { writer in
            try writer.insertAll([
                item("Late", due: today.adding(days: -2)),
                item("Late, done", due: today.adding(days: -2), done: true),
                item("Today", due: today), item("Planned today", planned: today),
                item("Left from Monday", planned: today.adding(days: -3)),
                item("Planned, done", planned: today, done: true),
                item("Planned tomorrow", planned: today.adding(days: 1)),
            ])
        }
        let counts = try store.statusCounts(now: LocalMoment(startOf: today))
        // Every open task here was added without a flag and never placed: the matrix's inbox.
        #expect(counts == [.overdue: 1, .today: 1, .planned: 2, .focus: 0, .inbox: 5])
        try store.setQuadrant(.eliminate, uids: ["uid-Late"])
        #expect(try store.statusCounts(now: LocalMoment(startOf: today))[.inbox] == 4)
    }

    @Test func focusCountsThePeriodsRunningNotThoseLeftByAnIkeThatStopped() throws {
        let clock = MovableClock(testNow)
        let store = try statsStore(clock)
        let uid = try task(store, clock, "Write", made: "2026-11-26T08:00:00Z")
        clock.set("2026-11-26T09:00:00Z")
        let today = LocalMoment(startOf: LocalDate(iso: "2026-11-26")!)
        let left = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        try store.checkpointFocusPeriod(id: left, seconds: 0, at: clock.now)
        clock.advance(by: 600)
        #expect(try store.statusCounts(now: today)[.focus] == 0, "its ike stopped ten minutes ago")
        _ = try store.beginFocusPeriod(taskUID: uid, at: clock.now)
        clock.advance(by: 30)
        #expect(try store.statusCounts(now: today)[.focus] == 1)
        #expect(
            try StatusLine(format: "{focus} focusing").line(store.statusCounts(now: today)) == "1 focusing")
    }
}
