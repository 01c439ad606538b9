import IkeCore

/// The list's agenda view (`v`, issue 34, item 3): what to do now under headings (overdue, today, each of
/// the next days, starting soon), one selection among its tasks.
public struct AgendaState: Hashable, Sendable, SectionedSelection {
    public var sections: [Agenda.Section] = []
    public var selectedIndex = 0
    public var selectedUID: String?
    public var scrollTop = 0

    /// No agenda read yet.
    public init() {}

    /// One drawn row: a heading or a task.
    public enum Row: Hashable, Sendable {
        case heading(Agenda.Section)
        case task(TodoItem, itemIndex: Int)
    }

    public var sectionItems: [[TodoItem]] { sections.map(\.items) }

    /// Every row: each section's heading followed by its tasks.
    public var rows: [Row] {
        var rows: [Row] = []
        var index = 0
        for section in sections {
            rows.append(.heading(section))
            for item in section.items {
                rows.append(.task(item, itemIndex: index))
                index += 1
            }
        }
        return rows
    }

    /// The section holding the task at `itemIndex`, with the task's index inside it.
    func section(ofItem itemIndex: Int) -> (section: Agenda.Section, offset: Int)? {
        var remaining = itemIndex
        for section in sections {
            if remaining < section.items.count { return (section, remaining) }
            remaining -= section.items.count
        }
        return nil
    }
}

/// What the agenda view asks the store for: the list's narrowing (search, tag) at a moment.
public struct AgendaQuery: Hashable, Sendable {
    /// The list's narrowing (search, tag), which the agenda's own window narrows further.
    public var filter: TaskFilter
    public var now: LocalMoment
    /// Days after today with a heading each.
    public var days: Int

    /// A query from its parts.
    public init(filter: TaskFilter, now: LocalMoment, days: Int = 7) {
        self.filter = filter
        self.now = now
        self.days = days
    }
}

/// What one read gives the agenda view.
public struct AgendaSnapshot: Hashable, Sendable {
    public var sections: [Agenda.Section]
    public var counts: TaskCounts

    /// A snapshot from its parts.
    public init(sections: [Agenda.Section], counts: TaskCounts) {
        self.sections = sections
        self.counts = counts
    }
}

/// Reads the agenda view: the agenda's tasks in deadline order, grouped as `Agenda` groups them.
public enum AgendaLoader: ScreenLoader {
    public static func load(_ query: AgendaQuery, from store: TaskStore) throws -> AgendaSnapshot {
        AgendaSnapshot(
            sections: try store.agenda(now: query.now, days: query.days, narrowing: query.filter).sections,
            counts: try store.counts())
    }
}
