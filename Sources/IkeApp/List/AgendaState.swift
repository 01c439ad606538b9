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

    public var shownSections: [Agenda.Section] { sections }

    public static func items(in section: Agenda.Section) -> [TodoItem] { section.items }

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
    public init(filter: TaskFilter, now: LocalMoment, days: Int = Agenda.standardDays) {
        self.filter = filter
        self.now = now
        self.days = days
    }
}

/// What one read gives the agenda view.
public struct AgendaSnapshot: Hashable, Sendable {
    public var sections: [Agenda.Section]
    public var counts: TaskCounts
    /// The titles of its steps' parents, by uid (`TaskStore.parentTitles`).
    public var parentTitles: [String: String]

    /// A snapshot from its parts.
    public init(sections: [Agenda.Section], counts: TaskCounts, parentTitles: [String: String] = [:]) {
        self.sections = sections
        self.counts = counts
        self.parentTitles = parentTitles
    }
}

/// Reads the agenda view: the agenda's tasks in deadline order, grouped as `Agenda` groups them.
public enum AgendaLoader: ScreenLoader {
    public static func load(_ query: AgendaQuery, from store: TaskStore) throws -> AgendaSnapshot {
        let sections = try store.agenda(now: query.now, days: query.days, narrowing: query.filter).sections
        return AgendaSnapshot(
            sections: sections, counts: try store.counts(),
            parentTitles: try store.parentTitles(of: sections.flatMap(\.items)))
    }
}
