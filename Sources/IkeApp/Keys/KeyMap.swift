import IkeTerm

/// The one key table: dispatch, the `?` overlay, the footer hints and Docs/Keybindings.md come from it.
public enum KeyMap {
    /// Every binding, in the order help lists them.
    public static let bindings: [KeyBinding] =
        taskBindings + listBindings + goalsBindings + matrixBindings + reviewBindings + screenBindings
        + fieldBindings + formBindings + globalBindings

    static let taskBindings: [KeyBinding] = [
        KeyBinding(
            "selection.up", [.up, .char("k")], scope: .tasks, group: "Move", help: "Select the task above",
            action: .moveSelection(by: -1)),
        KeyBinding(
            "selection.down", [.down, .char("j")], scope: .tasks, group: "Move",
            help: "Select the task below",
            action: .moveSelection(by: 1)),
        KeyBinding(
            "selection.pageUp", [.pageUp], scope: .tasks, group: "Move", help: "Page up", action: .pageUp),
        KeyBinding(
            "selection.pageDown", [.pageDown], scope: .tasks, group: "Move", help: "Page down",
            action: .pageDown),
        KeyBinding(
            "selection.first", [.home, .char("g")], scope: .tasks, group: "Move",
            help: "Select the first task",
            action: .selectFirst),
        KeyBinding(
            "selection.last", [.end, .char("G")], scope: .tasks, group: "Move", help: "Select the last task",
            action: .selectLast),
        KeyBinding(
            "task.toggleDone", [.char(" ")], scope: .tasks, group: "Change", help: "Mark done or not done",
            hint: "done", action: .toggleDone),
        KeyBinding(
            "task.edit", [.enter, .char("e")], scope: .tasks, group: "Change",
            help: "Edit the task in the form",
            hint: "edit", action: .openEditor),
        KeyBinding(
            "task.new", [.char("A")], scope: .tasks, group: "Change", help: "New task in the form",
            action: .openNewTaskForm),
        KeyBinding(
            "task.delete", [.char("d"), .delete], scope: .tasks, group: "Change",
            help: "Delete the task (undo with u)", hint: "delete", action: .deleteTask),
        KeyBinding(
            "task.toggleImportant", [.char("i")], scope: .tasks, group: "Change",
            help: "Mark important or not",
            action: .toggleImportant),
        KeyBinding(
            "task.toggleUrgent", [.char("!")], scope: .tasks, group: "Change", help: "Mark urgent or not",
            action: .toggleUrgent),
        KeyBinding(
            "history.undo", [.char("u")], scope: .tasks, group: "Change", help: "Undo the last change",
            action: .undo),
        KeyBinding(
            "history.redo", [.ctrl("r")], scope: .tasks, group: "Change", help: "Redo what was undone",
            action: .redo),
        KeyBinding(
            "view.search", [.char("/")], scope: .tasks, group: "View", help: "Search as you type",
            hint: "search",
            action: .list(.startSearch)),
        KeyBinding(
            "view.hideDone", [.char(".")], scope: .tasks, group: "View", help: "Hide or show done tasks",
            hint: "hide done", action: .toggleHideDone),
    ]

    static let listBindings: [KeyBinding] = [
        KeyBinding(
            "task.moveUp", [.shiftUp, .char("K")], scope: .list, group: "List only", help: "Move the task up",
            hint: "move", action: .list(.moveTaskUp)),
        KeyBinding(
            "task.moveDown", [.shiftDown, .char("J")], scope: .list, group: "List only",
            help: "Move the task down", action: .list(.moveTaskDown)),
        KeyBinding(
            "task.quickAdd", [.char("a")], scope: .list, group: "List only",
            help: "Add tasks at the top (one per line)", hint: "add", action: .list(.startQuickAdd)),
    ]

    static let goalsBindings: [KeyBinding] = [
        KeyBinding(
            "deadline.later", [.char("+"), .char("=")], scope: .goals, group: "Goals only",
            help: "Deadline one day later", hint: "later", action: .goals(.shiftDeadline(days: 1))),
        KeyBinding(
            "deadline.earlier", [.char("-")], scope: .goals, group: "Goals only",
            help: "Deadline one day earlier",
            hint: "earlier", action: .goals(.shiftDeadline(days: -1))),
        KeyBinding(
            "goals.order", [.shiftUp, .shiftDown], scope: .goals, group: "Goals only",
            help: "Order here follows the deadline (reorder on the list)", action: .goals(.explainOrder)),
    ]

    static let matrixBindings: [KeyBinding] = [
        KeyBinding(
            "matrix.up", [.up, .char("k")], scope: .matrix, group: "Matrix only",
            help: "Select above, into the quadrant above at the top", action: .matrix(.move(dx: 0, dy: -1))),
        KeyBinding(
            "matrix.down", [.down, .char("j")], scope: .matrix, group: "Matrix only",
            help: "Select below, into the quadrant below at the bottom", action: .matrix(.move(dx: 0, dy: 1))),
        KeyBinding(
            "matrix.left", [.left, .char("h")], scope: .matrix, group: "Matrix only",
            help: "Into the quadrant on the left", action: .matrix(.move(dx: -1, dy: 0))),
        KeyBinding(
            "matrix.right", [.right, .char("l")], scope: .matrix, group: "Matrix only",
            help: "Into the quadrant on the right", action: .matrix(.move(dx: 1, dy: 0))),
        KeyBinding(
            "matrix.next", [.tab], scope: .matrix, group: "Matrix only",
            help: "Next quadrant; after the last, the next screen", action: .matrix(.cycle(by: 1))),
        KeyBinding(
            "matrix.previous", [.backTab], scope: .matrix, group: "Matrix only",
            help: "Previous quadrant; before the first, the previous screen", action: .matrix(.cycle(by: -1))),
        KeyBinding(
            "matrix.carryUp", [.shiftUp], scope: .matrix, group: "Matrix only",
            help: "Move the task to the quadrant above", hint: "move", action: .matrix(.carry(dx: 0, dy: -1))),
        KeyBinding(
            "matrix.carryDown", [.shiftDown], scope: .matrix, group: "Matrix only",
            help: "Move the task to the quadrant below", action: .matrix(.carry(dx: 0, dy: 1))),
        KeyBinding(
            "matrix.carryLeft", [.shiftLeft], scope: .matrix, group: "Matrix only",
            help: "Move the task to the quadrant on the left", action: .matrix(.carry(dx: -1, dy: 0))),
        KeyBinding(
            "matrix.carryRight", [.shiftRight], scope: .matrix, group: "Matrix only",
            help: "Move the task to the quadrant on the right", action: .matrix(.carry(dx: 1, dy: 0))),
        KeyBinding(
            "matrix.add", [.char("a")], scope: .matrix, group: "Matrix only",
            help: "Add a task into the focused quadrant", hint: "add", action: .matrix(.add)),
    ]

    static let screenBindings: [KeyBinding] = [
        KeyBinding(
            "screen.next", [.tab], scope: .screens, group: "View", help: "Next screen", action: .nextScreen),
        KeyBinding(
            "screen.previous", [.backTab], scope: .screens, group: "View", help: "Previous screen",
            action: .previousScreen),
        KeyBinding(
            "screen.list", [.char("1")], scope: .screens, group: "View", help: "The list",
            action: .showScreen(.list)),
        KeyBinding(
            "screen.goals", [.char("2")], scope: .screens, group: "View", help: "Goals by month",
            action: .showScreen(.goals)),
        KeyBinding(
            "screen.matrix", [.char("3")], scope: .screens, group: "View", help: "The Eisenhower matrix",
            action: .showScreen(.matrix)),
        KeyBinding(
            "screen.review", [.char("4")], scope: .screens, group: "View", help: "Review tasks one at a time",
            action: .showScreen(.review)),
        KeyBinding(
            "app.help", [.char("?")], scope: .screens, group: "View", help: "Show every key", hint: "help",
            action: .showHelp),
        KeyBinding("app.quit", [.char("q")], scope: .screens, group: "App", help: "Quit", action: .quit),
    ]

    static let reviewBindings: [KeyBinding] = [
        KeyBinding(
            "review.choosePrevious", [.up, .char("k")], scope: .reviewDeck, group: "Review",
            help: "The deck above", action: .review(.choose(by: -1))),
        KeyBinding(
            "review.chooseNext", [.down, .char("j")], scope: .reviewDeck, group: "Review",
            help: "The deck below", hint: "choose", action: .review(.choose(by: 1))),
        KeyBinding(
            "review.start", [.enter, .char(" "), .right, .char("l")], scope: .reviewDeck, group: "Review",
            help: "Start a round with this deck", hint: "start", action: .review(.start)),
        KeyBinding(
            "review.done", [.right, .char("l")], scope: .reviewCard, group: "Review",
            help: "Done: mark the task done, take the card off the deck",
            action: .review(.decide(.done))),
        KeyBinding(
            "review.later", [.left, .char("h")], scope: .reviewCard, group: "Review",
            help: "Later: put the card back at the bottom of the deck",
            action: .review(.decide(.later))),
        KeyBinding(
            "review.reveal", [.char(" "), .enter], scope: .reviewCard, group: "Review",
            help: "Show or hide notes, deadline and quadrant", action: .review(.reveal)),
        KeyBinding(
            "review.edit", [.char("e")], scope: .reviewCard, group: "Review",
            help: "Edit the task in the form",
            hint: "edit", action: .openEditor),
        KeyBinding(
            "review.delete", [.char("d"), .delete], scope: .reviewCard, group: "Review",
            help: "Delete the task (u brings it back)", hint: "delete", action: .review(.decide(.deleted))),
        KeyBinding(
            "review.undo", [.char("u")], scope: .reviewCard, group: "Review",
            help: "Take back the last decision; its card returns", hint: "undo", action: .review(.undo)),
        KeyBinding(
            "review.leave", [.escape, .char("q")], scope: .reviewCard, group: "Review",
            help: "Leave the deck", hint: "leave", action: .review(.leave)),
        KeyBinding(
            "review.summary", [.enter], scope: .reviewEnd, group: "Review",
            help: "The summary, once time is up", hint: "summary", action: .review(.summary)),
        KeyBinding(
            "review.again", [.char("r")], scope: .reviewEnd, group: "Review",
            help: "Again, on the tasks still open", hint: "again", action: .review(.restart)),
        KeyBinding(
            "review.undoAtEnd", [.char("u")], scope: .reviewEnd, group: "Review",
            help: "Take back the last decision (when the deck is done)", action: .review(.undo)),
        KeyBinding(
            "review.leaveAtEnd", [.escape, .char("q")], scope: .reviewEnd, group: "Review",
            help: "Leave the deck", hint: "leave", action: .review(.leave)),
    ]

    static let fieldBindings: [KeyBinding] = [
        KeyBinding(
            "quickAdd.save", [.enter], scope: .quickAdd, group: "Quick add", help: "Save and add another",
            hint: "save", action: .list(.submitField)),
        KeyBinding(
            "quickAdd.cancel", [.escape], scope: .quickAdd, group: "Quick add", help: "Stop adding",
            hint: "done",
            action: .list(.cancelField)),
        KeyBinding(
            "search.keep", [.enter], scope: .search, group: "Search", help: "Keep the filter and go back",
            hint: "keep", action: .list(.submitField)),
        KeyBinding(
            "search.clear", [.escape], scope: .search, group: "Search", help: "Clear the filter",
            hint: "clear",
            action: .list(.cancelField)),
        KeyBinding(
            "help.close", [.escape, .char("?"), .char("q")], scope: .help, group: "Help", help: "Close help",
            hint: "close", action: .closeOverlay),
        KeyBinding(
            "help.scrollUp", [.up, .char("k")], scope: .help, group: "Help", help: "Scroll up",
            action: .scrollHelp(by: -1)),
        KeyBinding(
            "help.scrollDown", [.down, .char("j")], scope: .help, group: "Help", help: "Scroll down",
            hint: "scroll", action: .scrollHelp(by: 1)),
        KeyBinding(
            "help.pageUp", [.pageUp], scope: .help, group: "Help", help: "Page up",
            action: .scrollHelp(by: -10)),
        KeyBinding(
            "help.pageDown", [.pageDown], scope: .help, group: "Help", help: "Page down",
            action: .scrollHelp(by: 10)),
    ]

    static let formBindings: [KeyBinding] = [
        KeyBinding(
            "form.next", [.tab, .down], scope: .form, group: "Edit form", help: "Next field", hint: "next",
            action: .form(.focus(by: 1))),
        KeyBinding(
            "form.previous", [.backTab, .up], scope: .form, group: "Edit form", help: "Previous field",
            action: .form(.focus(by: -1))),
        KeyBinding(
            "form.toggle", [.char(" ")], scope: .form, group: "Edit form", help: "Tick or untick a checkbox",
            action: .form(.toggle)),
        KeyBinding(
            "form.enter", [.enter], scope: .form, group: "Edit form",
            help: "New line in notes, next field elsewhere, save on the last field", action: .form(.submit)),
        KeyBinding(
            "form.save", [.ctrl("s")], scope: .form, group: "Edit form", help: "Save", hint: "save",
            action: .form(.save)),
        KeyBinding(
            "form.cancel", [.escape], scope: .form, group: "Edit form", help: "Cancel (asks if changed)",
            hint: "cancel", action: .form(.cancel)),
        KeyBinding(
            "form.discard", [.char("y")], scope: .formConfirm, group: "Discard changes?",
            help: "Discard the changes", hint: "discard", action: .form(.confirmDiscard(true))),
        KeyBinding(
            "form.keepEditing", [.char("n"), .escape], scope: .formConfirm, group: "Discard changes?",
            help: "Keep editing", hint: "keep editing", action: .form(.confirmDiscard(false))),
    ]

    static let globalBindings: [KeyBinding] = [
        KeyBinding(
            "app.interrupt", [.ctrl("c")], scope: .global, group: "App", help: "Quit", action: .quit,
            worksWhileTyping: true),
        KeyBinding(
            "app.suspend", [.ctrl("z")], scope: .global, group: "App", help: "Suspend (fg to return)",
            action: .suspend, worksWhileTyping: true),
    ]
}
