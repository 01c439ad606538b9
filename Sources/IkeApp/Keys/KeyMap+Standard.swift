import IkeTerm

/// The standard key table, the one ike starts with.
extension KeyMap {
    /// Every standard binding, in the order help lists them.
    static let standardBindings: [KeyBinding] =
        taskBindings + tagBindings + listBindings + goalsBindings + matrixBindings + reviewBindings
        + focusBindings
        + statsBindings + screenBindings + fieldBindings + tagChooserBindings + formBindings + formTagBindings
        + globalBindings

    static let taskBindings: [KeyBinding] = [
        KeyBinding(
            .selectionUp, [.up, .char("k")], scope: .tasks, group: "Move", help: "Select the task above",
            action: .moveSelection(by: -1)),
        KeyBinding(
            .selectionDown, [.down, .char("j")], scope: .tasks, group: "Move",
            help: "Select the task below",
            action: .moveSelection(by: 1)),
        KeyBinding(
            .selectionPageUp, [.pageUp], scope: .tasks, group: "Move", help: "Page up", action: .pageUp),
        KeyBinding(
            .selectionPageDown, [.pageDown], scope: .tasks, group: "Move", help: "Page down",
            action: .pageDown),
        KeyBinding(
            .selectionFirst, [.home, .char("g")], scope: .tasks, group: "Move",
            help: "Select the first task",
            action: .selectFirst),
        KeyBinding(
            .selectionLast, [.end, .char("G")], scope: .tasks, group: "Move", help: "Select the last task",
            action: .selectLast),
        KeyBinding(
            .taskToggleDone, [.char(" ")], scope: .tasks, group: "Change", help: "Mark done or not done",
            hint: "done", rank: 0, glyph: .symbol, action: .toggleDone, requires: .task),
        KeyBinding(
            .taskToggleCancelled, [.char("c")], scope: .tasks, group: "Change",
            help: "Cancel the task (closed, not done) or reopen a cancelled one",
            action: .toggleCancelled, requires: .task),
        KeyBinding(
            .taskEdit, [.enter, .char("e")], scope: .tasks, group: "Change",
            help: "Edit the task in the form",
            hint: "edit", rank: 5, glyph: .symbol, action: .openEditor, requires: .task),
        KeyBinding(
            .taskNew, [.char("A")], scope: .tasks, group: "Change", help: "New task in the form",
            action: .openNewTaskForm),
        KeyBinding(
            .taskDelete, [.char("d"), .delete], scope: .tasks, group: "Change",
            help: "Delete the task (undo with {history.undo})", hint: "delete", rank: 6, action: .deleteTask,
            requires: .task),
        KeyBinding(
            .taskToggleImportant, [.char("i")], scope: .tasks, group: "Change",
            help: "Mark important or not",
            action: .toggleImportant, requires: .task),
        KeyBinding(
            .taskToggleUrgent, [.char("!")], scope: .tasks, group: "Change", help: "Mark urgent or not",
            action: .toggleUrgent, requires: .task),
        KeyBinding(
            .taskSkip, [.char(">")], scope: .tasks, group: "Change",
            help: "Skip to a repeating task's next date",
            action: .skipOccurrence, requires: .task),
        KeyBinding(
            .taskDefer, [.char("w")], scope: .tasks, group: "Change",
            help:
                "Start the task later: tomorrow, or a typed day (next week, mon, 2026-12-01); hidden until then",
            action: .deferTask, requires: .task),
        KeyBinding(
            .historyUndo, [.char("u")], scope: .tasks, group: "Change", help: "Undo the last change",
            action: .undo, requires: .undoEntry),
        KeyBinding(
            .historyRedo, [.ctrl("r")], scope: .tasks, group: "Change", help: "Redo what was undone",
            action: .redo, requires: .redoEntry),
        KeyBinding(
            .viewSearch, [.char("/")], scope: .tasks, group: "View", help: "Search as you type",
            hint: "search",
            rank: 13, action: .list(.startSearch)),
        KeyBinding(
            .viewHideDone, [.char(".")], scope: .tasks, group: "View", help: "Hide or show done tasks",
            hint: "hide done", rank: 14, variant: .init(when: .doneHidden, label: "show done"),
            action: .toggleHideDone),
        KeyBinding(
            .viewFutureStarts, [.char("W")], scope: .tasks, group: "View",
            help: "Show or hide the tasks that have not started yet (a start date to come)",
            action: .toggleFutureStarts),
        KeyBinding(
            .viewDoneOccurrences, [.char("O")], scope: .list, group: "View",
            help: "Show each done occurrence of a repeating task, or fold them under it",
            action: .toggleDoneOccurrences),
        KeyBinding(
            .viewIDs, [.char("I")], scope: .tasks, group: "View",
            help: "Show or hide task ids (what ike done ID and other commands take)", action: .toggleIDs),
    ]

    static let listBindings: [KeyBinding] = [
        KeyBinding(
            .taskMoveUp, [.shiftUp, .char("K")], scope: .list, group: "List only", help: "Move the task up",
            hint: "move", rank: 1, glyph: .joined(partners: [.taskMoveDown]), action: .list(.moveTaskUp),
            requires: .taskToMove),
        KeyBinding(
            .taskMoveDown, [.shiftDown, .char("J")], scope: .list, group: "List only",
            help: "Move the task down", action: .list(.moveTaskDown), requires: .taskToMove),
        KeyBinding(
            .taskQuickAdd, [.char("a")], scope: .list, group: "List only",
            help: "Add tasks at the top (one per line); on a step, more steps beside it", hint: "add",
            rank: 10, action: .list(.startQuickAdd)),
        KeyBinding(
            .treeAddStep, [.char("o")], scope: .list, group: "List only",
            help: "Add steps to the task (one per line)", action: .list(.startAddStep), requires: .task),
        KeyBinding(
            .treeIndent, [.shiftRight, .char("L")], scope: .list, group: "List only",
            help: "Make the task a step of the one above it", action: .list(.indentTask),
            requires: .taskToMove),
        KeyBinding(
            .treeOutdent, [.shiftLeft, .char("H")], scope: .list, group: "List only",
            help: "Move the step out a level", action: .list(.outdentTask), requires: .taskToMove),
        KeyBinding(
            .treeCollapse, [.left, .char("h")], scope: .list, group: "List only",
            help: "Fold the task's steps away (on a step: select its parent)", action: .list(.collapseTask),
            requires: .task),
        KeyBinding(
            .treeExpand, [.right, .char("l")], scope: .list, group: "List only",
            help: "Show the task's steps (when shown: select the first)", action: .list(.expandTask),
            requires: .task),
        KeyBinding(
            .listView, [.char("v")], scope: .list, group: "List only",
            help:
                "Next view: all, due today, overdue, due this week, the agenda, then the settings file's views",
            action: .list(.cycleView)),
        KeyBinding(
            .listSort, [.char("s")], scope: .list, group: "List only",
            help: "Next order: yours, by deadline, by quadrant (yours is kept)", action: .list(.cycleSort)),
        KeyBinding(
            .listClearFilters, [.escape], scope: .list, group: "List only",
            help: "Show every task again (clears a kept search, view and tag)", action: .list(.clearFilters)),
    ]

    static let goalsBindings: [KeyBinding] = [
        KeyBinding(
            .deadlineLater, [.char("+"), .char("=")], scope: .goals, group: "Goals only",
            help: "Deadline one day later", hint: "later", rank: 3, action: .goals(.shiftDeadline(days: 1)),
            requires: .task),
        KeyBinding(
            .deadlineEarlier, [.char("-")], scope: .goals, group: "Goals only",
            help: "Deadline one day earlier",
            hint: "earlier", rank: 4, action: .goals(.shiftDeadline(days: -1)), requires: .task),
        KeyBinding(
            .goalsOrder, [.shiftUp, .shiftDown], scope: .goals, group: "Goals only",
            help: "Order here follows the deadline (reorder on the list)", action: .goals(.explainOrder)),
    ]

    static let matrixBindings: [KeyBinding] = [
        KeyBinding(
            .matrixUp, [.up, .char("k")], scope: .matrix, group: "Matrix only",
            help: "Select above, into the quadrant above at the top", action: .matrix(.move(dx: 0, dy: -1))),
        KeyBinding(
            .matrixDown, [.down, .char("j")], scope: .matrix, group: "Matrix only",
            help: "Select below, into the quadrant below at the bottom", action: .matrix(.move(dx: 0, dy: 1))),
        KeyBinding(
            .matrixLeft, [.left, .char("h")], scope: .matrix, group: "Matrix only",
            help: "Into the quadrant on the left", action: .matrix(.move(dx: -1, dy: 0))),
        KeyBinding(
            .matrixRight, [.right, .char("l")], scope: .matrix, group: "Matrix only",
            help: "Into the quadrant on the right", action: .matrix(.move(dx: 1, dy: 0))),
        KeyBinding(
            .matrixNext, [.tab], scope: .matrix, group: "Matrix only",
            help: "Next quadrant; after the last, the next screen", action: .matrix(.cycle(by: 1))),
        KeyBinding(
            .matrixPrevious, [.backTab], scope: .matrix, group: "Matrix only",
            help: "Previous quadrant; before the first, the previous screen", action: .matrix(.cycle(by: -1))),
        KeyBinding(
            .matrixCarryUp, [.shiftUp], scope: .matrix, group: "Matrix only",
            help: "Move the task to the quadrant above", hint: "move", rank: 2,
            glyph: .joined(partners: [.matrixCarryDown, .matrixCarryLeft, .matrixCarryRight]),
            action: .matrix(.carry(dx: 0, dy: -1))),
        KeyBinding(
            .matrixCarryDown, [.shiftDown], scope: .matrix, group: "Matrix only",
            help: "Move the task to the quadrant below", action: .matrix(.carry(dx: 0, dy: 1))),
        KeyBinding(
            .matrixCarryLeft, [.shiftLeft], scope: .matrix, group: "Matrix only",
            help: "Move the task to the quadrant on the left", action: .matrix(.carry(dx: -1, dy: 0))),
        KeyBinding(
            .matrixCarryRight, [.shiftRight], scope: .matrix, group: "Matrix only",
            help: "Move the task to the quadrant on the right", action: .matrix(.carry(dx: 1, dy: 0))),
        KeyBinding(
            .matrixAdd, [.char("a")], scope: .matrix, group: "Matrix only",
            help: "Add a task into the focused quadrant", hint: "add", rank: 11, action: .matrix(.add)),
        KeyBinding(
            .matrixInbox, [.char("b")], scope: .matrix, group: "Matrix only",
            help: "To the inbox of tasks never placed and back; there {matrix.carryDown} places the task in "
                + "the quadrant you came from, {matrix.carryLeft} in Do first, {matrix.carryRight} in Schedule",
            action: .matrix(.toggleInbox)),
    ]

    static let screenBindings: [KeyBinding] = [
        KeyBinding(
            .screenNext, [.tab], scope: .screens, group: "View", help: "Next screen", action: .nextScreen),
        KeyBinding(
            .screenPrevious, [.backTab], scope: .screens, group: "View", help: "Previous screen",
            action: .previousScreen),
        KeyBinding(
            .screenList, [.char("1")], scope: .screens, group: "View", help: "The list",
            action: .showScreen(.list)),
        KeyBinding(
            .screenGoals, [.char("2")], scope: .screens, group: "View", help: "Goals by month",
            action: .showScreen(.goals)),
        KeyBinding(
            .screenMatrix, [.char("3")], scope: .screens, group: "View", help: "The Eisenhower matrix",
            action: .showScreen(.matrix)),
        KeyBinding(
            .screenReview, [.char("4")], scope: .screens, group: "View", help: "Review tasks one at a time",
            action: .showScreen(.review)),
        KeyBinding(
            .reviewDue, [.char("D")], scope: .screens, group: "View",
            help: "Review the tasks overdue or due today (the status line counts them on start)",
            action: .reviewDue),
        KeyBinding(
            .screenStats, [.char("5")], scope: .screens, group: "View",
            help: "Statistics: done per week, streaks, goals per month, review rounds",
            action: .showScreen(.stats)),
        KeyBinding(
            .appHelp, [.char("?")], scope: .screens, group: "View", help: "Show every key", hint: "help",
            rank: 15, action: .showHelp),
        KeyBinding(.appQuit, [.char("q")], scope: .screens, group: "App", help: "Quit", action: .quit),
        KeyBinding(
            .appSync, [.char("S")], scope: .screens, group: "App",
            help: "Sync now with the CalDAV server of [sync], in the background",
            action: .sync(.syncNow)),
    ]

    static let statsBindings: [KeyBinding] = [
        KeyBinding(
            .statsScrollUp, [.up, .char("k")], scope: .stats, group: "Statistics", help: "Scroll up a row",
            hint: "scroll", glyph: .joined(partners: [.statsScrollDown]), action: .stats(.scroll(by: -1))),
        KeyBinding(
            .statsScrollDown, [.down, .char("j")], scope: .stats, group: "Statistics",
            help: "Scroll down a row", action: .stats(.scroll(by: 1))),
        KeyBinding(
            .statsPageUp, [.pageUp], scope: .stats, group: "Statistics", help: "Scroll up a page",
            action: .stats(.page(by: -1))),
        KeyBinding(
            .statsPageDown, [.pageDown, .char(" ")], scope: .stats, group: "Statistics",
            help: "Scroll down a page", action: .stats(.page(by: 1))),
        KeyBinding(
            .statsTop, [.home, .char("g")], scope: .stats, group: "Statistics", help: "The top of the page",
            action: .stats(.scrollToTop)),
        KeyBinding(
            .statsBottom, [.end, .char("G")], scope: .stats, group: "Statistics",
            help: "The bottom of the page", action: .stats(.scrollToBottom)),
    ]

    static let reviewBindings: [KeyBinding] =
        [
            KeyBinding(
                .reviewChoosePrevious, [.up, .char("k")], scope: .reviewDeck, group: "Review",
                help: "The deck above", action: .review(.choose(by: -1))),
            KeyBinding(
                .reviewChooseNext, [.down, .char("j")], scope: .reviewDeck, group: "Review",
                help: "The deck below", hint: "choose", action: .review(.choose(by: 1))),
            KeyBinding(
                .reviewChooseFirst, [.home, .char("g"), .pageUp], scope: .reviewDeck, group: "Review",
                help: "The first deck", action: .review(.choose(by: Int.min / 2))),
            KeyBinding(
                .reviewChooseLast, [.end, .char("G"), .pageDown], scope: .reviewDeck, group: "Review",
                help: "The last deck", action: .review(.choose(by: Int.max / 2))),
            KeyBinding(
                .reviewStart, [.enter, .char(" "), .right, .char("l")], scope: .reviewDeck, group: "Review",
                help: "Start a round with this deck", hint: "start", glyph: .symbol, action: .review(.start)),
            KeyBinding(
                .reviewDone, [.right, .char("l")], scope: .reviewCard, group: "Review",
                help: "Done: mark the task done, take the card off the deck",
                action: .review(.decide(.done))),
            KeyBinding(
                .reviewLater, [.left, .char("h")], scope: .reviewCard, group: "Review",
                help: "Later: put the card back at the bottom of the deck",
                action: .review(.decide(.later))),
            KeyBinding(
                .reviewReveal, [.char(" "), .enter], scope: .reviewCard, group: "Review",
                help: "Show or hide notes, deadline and quadrant", action: .review(.reveal)),
            KeyBinding(
                .reviewEdit, [.char("e")], scope: .reviewCard, group: "Review",
                help: "Edit the task in the form",
                hint: "edit", rank: 7, action: .openEditor),
            KeyBinding(
                .reviewDelete, [.char("d"), .delete], scope: .reviewCard, group: "Review",
                help: "Delete the task ({review.undo} brings it back)", hint: "delete", rank: 8,
                action: .review(.decide(.deleted))),
            KeyBinding(
                .reviewUndo, [.char("u")], scope: .reviewCard, group: "Review",
                help: "Take back the last decision; its card returns", hint: "undo", action: .review(.undo)),
            KeyBinding(
                .reviewLeave, [.escape, .char("q")], scope: .reviewCard, group: "Review",
                help: "Leave the deck", hint: "leave", rank: 9, action: .review(.leave)),
            KeyBinding(
                .reviewSummary, [.enter], scope: .reviewEnd, group: "Review",
                help: "The summary, once time is up", hint: "summary", glyph: .symbol,
                variant: .init(when: .roundFinished, label: nil), action: .review(.summary)),
            KeyBinding(
                .reviewAgain, [.char("r")], scope: .reviewEnd, group: "Review",
                help: "Again, on the tasks still open", hint: "again", action: .review(.restart)),
            KeyBinding(
                .reviewUndoAtEnd, [.char("u")], scope: .reviewEnd, group: "Review",
                help: "Take back the last decision (when the deck is done)", action: .review(.undo)),
            KeyBinding(
                .reviewLeaveAtEnd, [.escape, .char("q")], scope: .reviewEnd, group: "Review",
                help: "Leave the deck", hint: "leave", action: .review(.leave)),
        ] + planBindings

    static let fieldBindings: [KeyBinding] = [
        KeyBinding(
            .stepsAll, [.char("a")], scope: .stepsChoice, group: "A task's steps",
            help: "The steps too: done with it (a repeating one stays open), or deleted with it", hint: "all",
            action: .answerSteps(.all)),
        KeyBinding(
            .stepsOnly, [.char("o")], scope: .stepsChoice, group: "A task's steps",
            help: "Only the task: its steps stay open, or move up a level", hint: "only this",
            action: .answerSteps(.only)),
        KeyBinding(
            .stepsCancel, [.escape, .char("n")], scope: .stepsChoice, group: "A task's steps",
            help: "Leave the task and its steps as they are", hint: "cancel", action: .answerSteps(.cancel)),
        KeyBinding(
            .quickAddSave, [.enter], scope: .quickAdd, group: "Quick add", help: "Save and add another",
            hint: "save", action: .list(.submitField)),
        KeyBinding(
            .deferSave, [.enter], scope: .deferStart, group: "Start later",
            help: "Start on the typed day (empty: tomorrow)", hint: "start then", action: .list(.submitField)),
        KeyBinding(
            .deferCancel, [.escape], scope: .deferStart, group: "Start later",
            help: "Leave the start as it was",
            hint: "cancel", action: .list(.cancelField)),
        KeyBinding(
            .quickAddCancel, [.escape], scope: .quickAdd, group: "Quick add",
            help: "Cancel; the typed line comes back with the next quick add",
            hint: "cancel",
            action: .list(.cancelField)),
        KeyBinding(
            .searchKeep, [.enter], scope: .search, group: "Search", help: "Keep the filter and go back",
            hint: "keep", action: .list(.submitField)),
        KeyBinding(
            .searchClear, [.escape], scope: .search, group: "Search", help: "Clear the filter",
            hint: "clear",
            action: .list(.cancelField)),
        KeyBinding(
            .helpClose, [.escape, .char("?"), .char("q")], scope: .help, group: "Help", help: "Close help",
            hint: "close", action: .closeOverlay),
        KeyBinding(
            .helpScrollUp, [.up, .char("k")], scope: .help, group: "Help", help: "Scroll up",
            action: .scrollHelp(by: -1)),
        KeyBinding(
            .helpScrollDown, [.down, .char("j")], scope: .help, group: "Help", help: "Scroll down",
            hint: "scroll", action: .scrollHelp(by: 1)),
        KeyBinding(
            .helpPageUp, [.pageUp], scope: .help, group: "Help", help: "Page up",
            action: .scrollHelp(by: -10)),
        KeyBinding(
            .helpPageDown, [.pageDown], scope: .help, group: "Help", help: "Page down",
            action: .scrollHelp(by: 10)),
    ]

    static let formBindings: [KeyBinding] = [
        KeyBinding(
            .formNext, [.tab, .down], scope: .form, group: "Edit form", help: "Next field", hint: "next",
            action: .form(.focus(by: 1))),
        KeyBinding(
            .formPrevious, [.backTab, .up], scope: .form, group: "Edit form", help: "Previous field",
            action: .form(.focus(by: -1))),
        KeyBinding(
            .formToggle, [.char(" ")], scope: .form, group: "Edit form",
            help: "Tick or untick a checkbox (in Notes, the checklist box the cursor is on)",
            action: .form(.toggle)),
        KeyBinding(
            .formEnter, [.enter], scope: .form, group: "Edit form",
            help: "New line in notes, next field elsewhere, save on the last field", action: .form(.submit)),
        KeyBinding(
            .formSave, [.ctrl("s")], scope: .form, group: "Edit form", help: "Save", hint: "save",
            action: .form(.save)),
        KeyBinding(
            .formCancel, [.escape], scope: .form, group: "Edit form", help: "Cancel (asks if changed)",
            hint: "cancel", action: .form(.cancel)),
        KeyBinding(
            .formDiscard, [.char("y")], scope: .formConfirm, group: "Discard changes?",
            help: "Discard the changes", hint: "discard", action: .form(.confirmDiscard(true))),
        KeyBinding(
            .formKeepEditing, [.char("n"), .escape], scope: .formConfirm, group: "Discard changes?",
            help: "Keep editing", hint: "keep editing", action: .form(.confirmDiscard(false))),
    ]

    static let globalBindings: [KeyBinding] = [
        KeyBinding(
            .appInterrupt, [.ctrl("c")], scope: .global, group: "App",
            help: "Quit (asks first over unsaved text)", action: .interrupt,
            worksWhileTyping: true),
        KeyBinding(
            .appSuspend, [.ctrl("z")], scope: .global, group: "App", help: "Suspend (fg to return)",
            action: .suspend, worksWhileTyping: true),
    ]
}
