import IkeCore
import IkeTerm

/// What can happen on the list screen, and to the quick-add and search fields it owns.
public enum ListAction: Hashable, Sendable {
    /// Moves the selection this many rows (clamped).
    case moveSelection(by: Int)
    case select(index: Int)
    /// The mouse wheel: the viewport moves and drags the selection along.
    case scroll(by: Int)
    /// A click, double-click, drag or wheel turn on the list.
    case mouse(MouseEvent)
    /// Shift-↑↓: the selected task swaps places with its neighbour.
    case moveTaskUp
    case moveTaskDown
    /// In the tree: the task becomes a step of the task above it (its sibling), or moves out a level.
    case indentTask
    case outdentTask
    /// In the tree: folds the selected parent's steps away (else selects its parent), or shows them
    /// (else selects its first step).
    case collapseTask
    case expandTask
    /// Quick add whose tasks become steps of the selected task.
    case startAddStep
    case toggleHideDone
    /// Shows or hides the tasks that have not started yet.
    case toggleFutureStarts
    /// Shows or folds the done occurrences of repeating tasks.
    case toggleDoneOccurrences
    /// A read of the agenda view.
    case agendaLoaded(AgendaSnapshot)
    /// `v`: all tasks → due today → overdue → due this week → the agenda → each saved view.
    case cycleView
    /// `s`: your order → by deadline → by quadrant (the stored order is never rewritten).
    case cycleSort
    /// Esc: the kept search and tag go (on the list, the view too), every task shows again.
    case clearFilters
    case startQuickAdd
    case startSearch
    /// A key typed into the quick-add or search field.
    case typed(Key)
    case paste(String)
    /// Enter in the quick-add or search field.
    case submitField
    /// Esc in the quick-add or search field.
    case cancelField
    /// Quick add's line could not be saved: it goes back into the field.
    case addFailed
    /// A fresh read of the list window.
    case loaded(ListSnapshot)
    /// A row read again after a change to its task's fields alone (`LoadRequest.listRow`).
    case rowLoaded(ListRowRead)
    /// The window's order read again after one of its tasks moved among them (`LoadRequest.listOrder`).
    case orderLoaded(ListOrderRead)
    /// The exact count of a search's matches, read after its first frame (`ListSnapshot.countLater`).
    case counted(TaskFilter, Int)
}
