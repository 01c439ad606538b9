import IkeCore
import IkeTerm

/// Everything that can happen to the app: user intents (from the key table), terminal and clock
/// events, and results of effects. Each screen's own actions are nested under its case.
public enum Action: Hashable, Sendable {
    // Keys shared by every screen that shows tasks; the app reducer routes them to the one showing.
    case moveSelection(by: Int)
    case pageUp
    case pageDown
    case selectFirst
    case selectLast
    /// `D`: the review screen, with a round of the tasks overdue or due today.
    case reviewDue
    /// `.`: hide or show done tasks, on every screen at once.
    case toggleHideDone
    /// `W`: show or hide the tasks that have not started yet, on the list and the matrix.
    case toggleFutureStarts
    /// `O`: show the done occurrences of repeating tasks as rows, or fold them under their series.
    case toggleDoneOccurrences
    /// `I`: show or hide each task's id, the number `ike done ID` takes.
    case toggleIDs

    // Changes to the selected task, on whichever screen shows it (each one undoable change).
    case toggleDone
    /// Cancel the task (closed, not done), or reopen a cancelled one.
    case toggleCancelled
    case toggleImportant
    case toggleUrgent
    /// A recurring task's next deadline, this occurrence not done.
    case skipOccurrence
    /// `w`: ask when the selected task is to start, hiding it until then.
    case deferTask
    case deleteTask
    /// The answer to what becomes of a parent's steps.
    case answerSteps(StepsAnswer)
    /// A task's steps were counted for the question a done or delete on the matrix or goals may raise.
    case stepsCounted(uid: String, StepsChoice.Kind, StepCount?)
    case openEditor
    case openNewTaskForm
    case undo
    case redo

    // Screens and overlays.
    case nextScreen
    case previousScreen
    case showScreen(Screen)
    case showHelp
    case closeOverlay
    case scrollHelp(by: Int)
    /// A key typed while a text field (quick add, search, a form field) has the keyboard.
    case typed(Key)
    case paste(String)

    // Each screen's own actions.
    case list(ListAction)
    case goals(GoalsAction)
    case matrix(MatrixAction)
    case review(ReviewAction)
    /// f: the focus card on the selected task (the review's card on the review screen).
    case openFocus
    /// The focus card on this task (Enter at the end of the plan).
    case focusOn(TodoItem)
    case focus(FocusAction)
    case stats(StatsAction)
    case form(FormAction)
    /// The tag filter (`#`) and its chooser, shared by the list, goals and matrix.
    case tagFilter(TagFilterAction)
    /// The sync with the settings file's CalDAV account.
    case sync(SyncAction)

    // The terminal, the clock and the app.
    /// The first frame is due: read the screen.
    case started
    case resized(Size)
    case suspend
    /// Back from Ctrl-Z (`fg`).
    case resumed
    /// The terminal gained (true) or lost focus.
    case focusChanged(Bool)
    /// A reading of the monotonic clock in seconds: the review countdown and card slides follow it.
    case tick(Double)
    /// The date changed while ike was open (deadline words such as "today" move on).
    case dayChanged(LocalDate)
    /// The wall clock's minute moved on (within the day): a timed deadline may have passed.
    case minuteChanged(LocalMoment)
    case quit
    /// Ctrl-C: quits, unless typed text would be lost; then it asks first and a second press quits.
    case interrupt
    /// Another process committed to the database (seen through `PRAGMA data_version`).
    case storeChanged

    // Results of effects.
    case committed(UndoEntry)
    case undone(UndoEntry)
    case redone(UndoEntry)
    case failed(String)
    /// The form saved a task another process had deleted meanwhile.
    case editedTaskGone(uid: String)
    case undoFailed(String)
    case redoFailed(String)
    /// A read of the store failed.
    case loadFailed(String)
    /// A write did not land within a frame (another program holds the database): it goes on in the
    /// background and the screen says so.
    case writePending(label: String)
    /// A write that was pending has landed or failed (its own result action came just before).
    case writeSettled
    case showStatus(StatusMessage)
    /// The first frame is on screen: count what is overdue and due today (after it, so the count never
    /// delays the start).
    case checkDue
    /// The overdue and due-today counts were read (on start and when the day changed).
    case dueCountsRead(DueCounts)
}
