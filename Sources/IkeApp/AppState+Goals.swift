import IkeCore
import IkeTerm

extension AppState {
    /// The task the selection is on, on whichever screen is showing.
    public var selectedTask: TodoItem? {
        switch screen {
        case .list: list.selectedItem
        case .goals: goals.selectedItem
        case .matrix: matrix.selectedItem
        case .review: review.round?.card
        }
    }

    /// Selects the goal at `index` among all goals (clamped) and scrolls its row into view.
    mutating func selectGoal(_ index: Int) -> [Effect] {
        let items = goals.items
        guard !items.isEmpty else { return [] }
        goals.selectedIndex = min(max(0, index), items.count - 1)
        goals.selectedUID = items[goals.selectedIndex].uid
        scrollGoalIntoView()
        return []
    }

    /// Keeps the selected goal's row, and its month heading when it is the first of the month, visible.
    mutating func scrollGoalIntoView() {
        let visible = max(1, layout.visibleTaskCount)
        let row = goals.row(ofItem: goals.selectedIndex)
        let top = row - 1  // the heading just above, if this is the month's first task
        if top < goals.scrollTop { goals.scrollTop = max(0, top) }
        if row >= goals.scrollTop + visible { goals.scrollTop = row - visible + 1 }
        goals.scrollTop = min(goals.scrollTop, max(0, goals.rows.count - visible))
    }

    /// Takes freshly read month groups; the selection follows its task into whatever month it is in now.
    mutating func apply(goals groups: [MonthGroup]) {
        goals.groups = groups
        let items = goals.items
        if let uid = goals.selectedUID, let index = items.firstIndex(where: { $0.uid == uid }) {
            goals.selectedIndex = index
        } else {
            goals.selectedIndex = min(goals.selectedIndex, max(0, items.count - 1))
        }
        goals.selectedUID = items.indices.contains(goals.selectedIndex) ? items[goals.selectedIndex].uid : nil
        scrollGoalIntoView()
    }

    /// Tab / Shift-Tab: the next or previous screen, wrapping around.
    mutating func stepScreen(by delta: Int) -> [Effect] {
        let all = Screen.allCases
        return show(all[((all.firstIndex(of: screen)! + delta) % all.count + all.count) % all.count])
    }

    /// Switches screens, keeping the same task selected where it is shown.
    mutating func show(_ target: Screen) -> [Effect] {
        guard target != screen else { return [] }
        let uid = selectedTask?.uid
        // A round waits while another screen shows, and goes on when the review screen shows again.
        setReviewPaused(.away, target != .review)
        screen = target
        switch target {
        case .list: list.selectedUID = uid ?? list.selectedUID
        case .goals: goals.selectedUID = uid ?? goals.selectedUID
        case .matrix:
            if let item = selectedTask ?? list.selectedItem {
                matrix.focused = item.quadrant
                matrix.selectedUID[item.quadrant] = item.uid
            }
        case .review: break
        }
        return [.reload]
    }

    /// `+` / `-` on the goals screen: the deadline moves a day (a task without one gets today first).
    mutating func shiftDeadline(days: Int) -> [Effect] {
        guard let item = selectedTask else { return [] }
        let from = item.deadline ?? today.adding(days: -days)
        let to = from.adding(days: days)
        let label = "Deadline \(to.shortDescription): " + Self.quoted(item.title)
        return [.change(.setDeadline(uid: item.uid, to), label: label)]
    }
}
