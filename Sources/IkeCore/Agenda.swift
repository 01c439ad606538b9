import Foundation

/// What to do now, grouped by time (issue 34, item 3): overdue; today (timed deadlines in time order, then
/// the day's other deadlines, then what starts today); planned (for today, or for a day gone by and still
/// open: issue 35, item 1); each of the next days with its deadlines; then what starts soon. A task is in one section only, the first that holds it. `ike agenda` prints it.
public struct Agenda: Hashable, Sendable {
    /// One heading and its tasks.
    public struct Section: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            case overdue
            case today
            /// Planned for today or for a day gone by (`TodoItem.planned`), and not due or starting today.
            case planned
            /// One of the next days.
            case day(LocalDate)
            /// Tasks that start within the window and have no deadline in it.
            case startingSoon
        }

        public var kind: Kind
        public var items: [TodoItem]
        /// How many tasks the section has, more than `items` when only the first were read (overdue, planned).
        public var total: Int

        /// A section from its parts.
        public init(kind: Kind, items: [TodoItem], total: Int? = nil) {
            self.kind = kind
            self.items = items
            self.total = total ?? items.count
        }

        /// The heading: "Overdue", "Today · Sat 28 Nov", "Sun 29 Nov", "Starting soon".
        public func title(today: LocalDate) -> String {
            switch kind {
            case .overdue: "Overdue"
            case .today: "Today · " + today.shortDescription
            case .planned: "Planned"
            case .day(let date): date.shortDescription
            case .startingSoon: "Starting soon"
            }
        }
    }

    /// The sections with tasks, in order.
    public var sections: [Section]

    /// Days after today the agenda has a heading for, unless asked for others (`ike agenda --days`).
    public static let standardDays = 7

    /// What an agenda of `days` days with no section says.
    public static func nothingMessage(days: Int) -> String {
        "Nothing overdue, due or starting in the next \(days) days"
    }

    /// The agenda of `items` (open tasks, in deadline order) seen at `now`, over `days` days after today;
    /// `overdueBeyondRead` more overdue tasks exist than `items` holds, and `plannedBeyondRead` more
    /// planned ones.
    public init(
        _ items: [TodoItem], now: LocalMoment, days: Int = standardDays, overdueBeyondRead: Int = 0,
        plannedBeyondRead: Int = 0
    ) {
        let today = now.date
        let last = today.adding(days: days)
        var overdue: [TodoItem] = []
        var timedToday: [TodoItem] = []
        var dueToday: [TodoItem] = []
        var startingToday: [TodoItem] = []
        var planned: [TodoItem] = []
        var byDay: [LocalDate: [TodoItem]] = [:]
        var soon: [TodoItem] = []
        for item in items where !item.isDone {
            if item.isOverdue(at: now) {
                overdue.append(item)
            } else if let deadline = item.deadline, deadline == today {
                if item.deadlineTime != nil { timedToday.append(item) } else { dueToday.append(item) }
            } else if let start = item.start, start == today {
                startingToday.append(item)
            } else if let day = item.planned, day <= today {
                planned.append(item)
            } else if let deadline = item.deadline, deadline > today, deadline <= last {
                byDay[deadline, default: []].append(item)
            } else if let start = item.start, start > today, start <= last {
                soon.append(item)
            }
        }
        // Timed deadlines by their time; the rest keep the order they came in (deadline, then list).
        timedToday.sort { ($0.deadlineTime?.minutes ?? 0) < ($1.deadlineTime?.minutes ?? 0) }
        soon.sort { ($0.start!, $0.startTime?.minutes ?? 0) < ($1.start!, $1.startTime?.minutes ?? 0) }
        var sections: [Section] = []
        if !overdue.isEmpty {
            sections.append(Section(kind: .overdue, items: overdue, total: overdue.count + overdueBeyondRead))
        }
        let todayItems = timedToday + dueToday + startingToday
        if !todayItems.isEmpty { sections.append(Section(kind: .today, items: todayItems)) }
        if !planned.isEmpty {
            sections.append(Section(kind: .planned, items: planned, total: planned.count + plannedBeyondRead))
        }
        for offset in 1...max(1, days) {
            let day = today.adding(days: offset)
            if let items = byDay[day] { sections.append(Section(kind: .day(day), items: items)) }
        }
        if !soon.isEmpty { sections.append(Section(kind: .startingSoon, items: soon)) }
        self.sections = sections
    }
}
