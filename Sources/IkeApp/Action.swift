import IkeCore
import IkeTerm

/// Everything that can happen to the app: user intents (from the key table) and results of effects.
public enum Action: Hashable, Sendable {
    // Moving the selection.
    case moveSelection(by: Int)
    case pageUp
    case pageDown
    case selectFirst
    case selectLast
    case select(index: Int)
    case scroll(by: Int)
    /// A click, double-click or wheel turn on the list.
    case mouse(MouseEvent)

    // Changing tasks (each becomes one undoable change).
    case toggleDone
    case toggleImportant
    case toggleUrgent
    case moveTaskUp
    case moveTaskDown
    case deleteTask
    case undo
    case redo

    // Screens.
    case nextScreen
    case previousScreen
    case showScreen(Screen)
    /// Goals: move the selected task's deadline this many days.
    case shiftDeadline(days: Int)
    /// Goals: Shift-↑↓ explain that order follows the deadline there.
    case explainGoalsOrder
    /// Matrix: arrows move within a quadrant and across its edges.
    case matrixMove(dx: Int, dy: Int)
    /// Matrix: Tab and Shift-Tab cycle the focused quadrant.
    case matrixCycle(by: Int)
    /// Matrix: Shift-arrows carry the selected task into the neighbouring quadrant.
    case matrixCarry(dx: Int, dy: Int)
    /// Matrix: `a` adds a task into the focused quadrant.
    case addInQuadrant

    // The review deck.
    /// ↑↓ on the chooser: the deck to build.
    case reviewChoose(by: Int)
    case reviewStart
    case reviewDone
    case reviewLater
    case reviewDelete
    case reviewReveal
    case reviewUndo
    case reviewLeave
    case reviewRestart
    case reviewSummary

    // The edit form.
    case openEditor
    case openNewTaskForm
    case formFocus(by: Int)
    case formToggle
    case formSubmit
    case formSave
    case formCancel
    case formConfirmDiscard(Bool)

    // Modes.
    case startQuickAdd
    case startSearch
    case toggleHideDone
    case showHelp
    case closeOverlay
    case scrollHelp(by: Int)
    case edit(Key)
    case submitField
    case cancelField
    case paste(String)

    // The terminal and the app.
    case resized(Size)
    case suspend
    /// Back from Ctrl-Z (`fg`).
    case resumed
    /// The terminal gained (true) or lost focus.
    case focusChanged(Bool)
    /// A reading of the monotonic clock in seconds: the review countdown and card slides follow it.
    case tick(Double)
    case quit
    /// Another process committed to the database (seen through `PRAGMA data_version`).
    case storeChanged

    // Results of effects.
    case loaded(ListSnapshot)
    case loadedGoals([MonthGroup], TaskCounts)
    case loadedMatrix(MatrixSnapshot)
    case loadedReview(ReviewSnapshot)
    /// A review deck was read: its uids in list order.
    case deckBuilt(ReviewSource, [String])
    case committed(UndoEntry)
    case undone(UndoEntry)
    case redone(UndoEntry)
    case failed(String)
    case undoFailed(String)
    case redoFailed(String)
    case showStatus(StatusMessage)
}
