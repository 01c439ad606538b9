import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// The agenda's sections (issue 34, item 3): overdue; today with its timed deadlines in time order, then
/// its other deadlines, then what starts today; each next day; what starts soon; each task once.
@Suite("The agenda")
struct AgendaTests {
    static let now = LocalMoment(date: LocalDate(iso: "2026-11-26")!, time: TimeOfDay(hour: 12, minute: 0)!)

    /// `item` planned for `day`.
    static func planned(_ item: TodoItem, _ day: String) -> TodoItem {
        var item = item
        item.planned = LocalDate(iso: day)
        return item
    }

    static func item(
        _ title: String, due: String? = nil, at time: TimeOfDay? = nil, start: String? = nil,
        done: Bool = false
    ) -> TodoItem {
        var item = TodoItem(
            uid: "uid-" + title, title: title, deadline: due.flatMap(LocalDate.init(iso:)),
            deadlineTime: time,
            isDone: done, createdAt: testNow)
        item.start = start.flatMap(LocalDate.init(iso:))
        return item
    }

    @Test func eachTaskIsInTheFirstSectionThatHoldsIt() throws {
        let items = [
            Self.item("Late", due: "2026-11-20"),
            Self.item("This morning", due: "2026-11-26", at: TimeOfDay(hour: 9, minute: 0)),
            Self.item("Today", due: "2026-11-26"),
            Self.item("At four", due: "2026-11-26", at: TimeOfDay(hour: 16, minute: 0)),
            Self.item("At two", due: "2026-11-26", at: TimeOfDay(hour: 14, minute: 0)),
            Self.item("Starts today", start: "2026-11-26"),
            Self.item("Saturday", due: "2026-11-28", start: "2026-11-27"),
            Self.item("Starts Monday", start: "2026-11-30"),
            Self.item("Starts tomorrow", start: "2026-11-27"),
            Self.item("Next month", due: "2026-12-20"),
            Self.item("Done today", due: "2026-11-26", done: true),
        ]
        let agenda = Agenda(items, now: Self.now)
        let shown = agenda.sections.map { section in
            section.title(today: Self.now.date) + ": " + section.items.map(\.title).joined(separator: ", ")
        }
        #expect(
            shown == [
                "Overdue: Late, This morning",
                "Today · Thu 26 Nov: At two, At four, Today, Starts today",
                "Sat 28 Nov: Saturday",
                "Starting soon: Starts tomorrow, Starts Monday",
            ])
    }

    @Test func theFilterReadsWhatTheWindowCanHold() throws {
        let store = try makeStore()
        try store.change { writer in
            try writer.insertAll([
                Self.item("Soon", due: "2026-11-30"), Self.item("Later", due: "2026-12-20"),
                Self.item("Starts soon", start: "2026-12-01"), Self.item("No dates"),
            ])
        }
        let read = try store.agenda(now: Self.now, days: 7).sections.flatMap(\.items)
        #expect(read.map(\.title) == ["Soon", "Starts soon"])
    }

    /// Planned for today, or for a day gone by and still open, is its own section after today's (issue 35,
    /// item 1): a task due later but planned today is there, not under its day; one due today stays today.
    @Test func plannedTasksAreAGroupOfTheirOwn() throws {
        let store = try makeStore()
        try store.change { writer in
            try writer.insertAll([
                Self.planned(Self.item("Plan today"), "2026-11-26"),
                Self.planned(Self.item("Left from Monday"), "2026-11-23"),
                Self.planned(Self.item("Done on Monday", done: true), "2026-11-23"),
                Self.planned(Self.item("Due Saturday, planned today", due: "2026-11-28"), "2026-11-26"),
                Self.planned(Self.item("Due today, planned today", due: "2026-11-26"), "2026-11-26"),
                Self.planned(Self.item("Planned tomorrow"), "2026-11-27"),
            ])
        }
        let shown = try store.agenda(now: Self.now).sections.map { section in
            section.title(today: Self.now.date) + ": "
                + section.items.map(\.title).sorted().joined(separator: ", ")
        }
        #expect(
            shown == [
                "Today · Thu 26 Nov: Due today, planned today",
                "Planned: Due Saturday, planned today, Left from Monday, Plan today",
            ], "\(shown)")
    }

    /// An earlier day's unfinished plan is read up to its limit, most pressing first, and counted; a task
    /// planned and overdue is under Overdue once, never again under Planned.
    @Test func plannedIsReadUpToItsLimitAndCountedAndOverdueStaysOverdue() throws {
        let store = try makeStore()
        try store.change { writer in
            try writer.insertAll(
                (1...4).map { Self.planned(Self.item("Left \($0)"), "2026-11-2\($0)") } + [
                    Self.planned(Self.item("Left, due Saturday", due: "2026-11-28"), "2026-11-23"),
                    Self.planned(Self.item("Left and overdue", due: "2026-11-20"), "2026-11-23"),
                ])
        }
        let agenda = try store.agenda(now: Self.now, overdueLimit: 3, plannedLimit: 2)
        let shown = agenda.sections.map { section in
            "\(section.title(today: Self.now.date)) \(section.total): "
                + section.items.map(\.title).joined(separator: ", ")
        }
        #expect(
            shown == [
                "Overdue 1: Left and overdue",
                // The dated one first (deadline order), then the list's order; it is read with the window too.
                "Planned 5: Left, due Saturday, Left 1",
            ], "\(shown)")
    }

    /// Overdue holds the longest overdue only, and says how many there are.
    @Test func overdueIsReadUpToItsLimitAndCounted() throws {
        let store = try makeStore()
        try store.change { writer in
            try writer.insertAll(
                (1...5).map { Self.item("Late \($0)", due: "2026-11-0\($0)") } + [
                    Self.item("Soon", due: "2026-11-30"),
                    Self.item("Starts soon, late", due: "2026-11-01", start: "2026-11-30"),
                ])
        }
        let agenda = try store.agenda(now: Self.now, overdueLimit: 3)
        let overdue = try #require(agenda.sections.first)
        #expect(overdue.kind == .overdue && overdue.total == 6)
        #expect(overdue.items.map(\.title) == ["Late 1", "Starts soon, late", "Late 2"])
        // A task overdue is never read twice, nor under the days of its start.
        #expect(agenda.sections.flatMap(\.items).count(where: { $0.title == "Starts soon, late" }) == 1)
        #expect(agenda.sections.dropFirst().flatMap(\.items).map(\.title) == ["Soon"])
    }
}
