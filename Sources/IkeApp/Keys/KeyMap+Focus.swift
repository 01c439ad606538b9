import IkeTerm

extension KeyMap {
    /// f on a task, and the focus card's own keys (issue 35, item 4).
    static let focusBindings: [KeyBinding] = [
        KeyBinding(
            .taskFocus, [.char("f")], scope: .tasks, group: "Change",
            help: "Focus on the task: its checklist and a Pomodoro countdown; the minutes are kept",
            action: .openFocus, requires: .task),
        KeyBinding(
            .reviewFocus, [.char("f")], scope: .reviewCard, group: "Review",
            help: "Focus on the card's task (the round waits)", action: .openFocus),
        KeyBinding(
            .focusFinish, [.right, .char("l")], scope: .focusCard, group: "Focus",
            help: "Done: mark the task done and close the card", hint: "done", rank: 1, glyph: .symbol,
            action: .focus(.finish)),
        KeyBinding(
            .focusStop, [.left, .char("h"), .escape, .char("q")], scope: .focusCard, group: "Focus",
            help: "Stop: close the card (the minutes worked are kept)", hint: "stop", rank: 2, glyph: .symbol,
            action: .focus(.stop)),
        KeyBinding(
            .focusPause, [.char("p")], scope: .focusCard, group: "Focus",
            help: "Pause the countdown, or go on", hint: "pause", rank: 3, action: .focus(.togglePause)),
        KeyBinding(
            .focusNext, [.enter], scope: .focusCard, group: "Focus",
            help: "The next work period (after a break, or instead of the rest of it)", hint: "next",
            rank: 4, glyph: .symbol, action: .focus(.next)),
        KeyBinding(
            .focusTick, [.char(" ")], scope: .focusCard, group: "Focus",
            help: "Tick the selected checklist entry, or clear it", hint: "tick", rank: 5, glyph: .symbol,
            action: .focus(.tickEntry)),
        KeyBinding(
            .focusUp, [.up, .char("k")], scope: .focusCard, group: "Focus", help: "The checklist entry above",
            action: .focus(.moveSelection(by: -1))),
        KeyBinding(
            .focusDown, [.down, .char("j")], scope: .focusCard, group: "Focus",
            help: "The checklist entry below", action: .focus(.moveSelection(by: 1))),
    ]
}
