import IkeCore

/// One drawn row of a screen of sections: a section's heading, or a task with its index among all tasks.
public enum SectionRow<Section: Hashable & Sendable>: Hashable, Sendable {
    case heading(Section)
    case task(TodoItem, itemIndex: Int)
}

/// Tasks under section headings (the goals' months, the agenda's days): one selection among all the
/// tasks, and a scroll position counted in rows, headings among them. Each heading takes a row before
/// its section's tasks.
public protocol SectionedSelection {
    associatedtype Section: Hashable & Sendable
    /// The sections, in screen order.
    var shownSections: [Section] { get }
    /// A section's tasks, in screen order.
    static func items(in section: Section) -> [TodoItem]
    /// Index of the selected task among all tasks of all sections, in order.
    var selectedIndex: Int { get set }
    /// The selected task's uid, which the selection follows when a read moves it to another section.
    var selectedUID: String? { get set }
    /// First visible row (headings count as rows).
    var scrollTop: Int { get set }
}

extension SectionedSelection {
    /// Each section's tasks, in screen order.
    public var sectionItems: [[TodoItem]] { shownSections.map(Self.items(in:)) }

    /// Every row: each section's heading followed by its tasks.
    public var rows: [SectionRow<Section>] {
        var rows: [SectionRow<Section>] = []
        var index = 0
        for section in shownSections {
            rows.append(.heading(section))
            for item in Self.items(in: section) {
                rows.append(.task(item, itemIndex: index))
                index += 1
            }
        }
        return rows
    }

    /// All tasks in screen order.
    public var items: [TodoItem] { sectionItems.flatMap { $0 } }

    /// The selected task, if any.
    public var selectedItem: TodoItem? {
        let all = items
        return all.indices.contains(selectedIndex) ? all[selectedIndex] : nil
    }

    /// How many rows the sections take, headings included.
    public var rowCount: Int { sectionItems.reduce(0) { $0 + 1 + $1.count } }

    /// The row (counting headings) of the task at `itemIndex`.
    public func row(ofItem itemIndex: Int) -> Int {
        var remaining = itemIndex
        var row = 0
        for section in sectionItems {
            row += 1
            if remaining < section.count { return row + remaining }
            remaining -= section.count
            row += section.count
        }
        return row
    }

    /// Selects the task at `index` among all tasks (clamped) and scrolls its row into view.
    mutating func select(_ index: Int, _ layout: ListLayout) {
        let all = items
        guard !all.isEmpty else { return }
        selectedIndex = min(max(0, index), all.count - 1)
        selectedUID = all[selectedIndex].uid
        scrollIntoView(layout)
    }

    /// Keeps the selected task's row, and its heading when it is the first of its section, visible.
    mutating func scrollIntoView(_ layout: ListLayout) {
        let visible = max(1, layout.visibleTaskCount)
        let row = row(ofItem: selectedIndex)
        let top = row - 1  // the heading just above, if this is the section's first task
        if top < scrollTop { scrollTop = max(0, top) }
        if row >= scrollTop + visible { scrollTop = row - visible + 1 }
        scrollTop = min(scrollTop, max(0, rowCount - visible))
    }

    /// After a read: the selection follows its task into whatever section it is in now, or stays at its
    /// place when the task is gone.
    mutating func followSelection(_ layout: ListLayout) {
        let all = items
        if let uid = selectedUID, let index = all.firstIndex(where: { $0.uid == uid }) {
            selectedIndex = index
        } else {
            selectedIndex = min(selectedIndex, max(0, all.count - 1))
        }
        selectedUID = all.indices.contains(selectedIndex) ? all[selectedIndex].uid : nil
        scrollIntoView(layout)
    }
}
