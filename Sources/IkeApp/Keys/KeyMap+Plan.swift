import IkeTerm

extension KeyMap {
    /// The plan's and the shutdown's own card keys; the review card's others ({review.edit},
    /// {review.delete}, {review.undo}, {review.leave}) work in them too.
    static let planBindings: [KeyBinding] = [
        KeyBinding(
            .planToday, [.right, .char("l")], scope: .planCard, group: "Plan the day",
            help: "Plan the task for today; the card leaves the deck", action: .review(.decide(.planned))),
        KeyBinding(
            .planWhen, [.left, .char("h")], scope: .planCard, group: "Plan the day",
            help: "Not today: asks when it starts (tomorrow, the day after, next week, someday, a day)",
            action: .review(.askWhen)),
        KeyBinding(
            .planImportant, [.up, .char("k")], scope: .planCard, group: "Plan the day",
            help: "Important or not: triage as you go, the card stays on top", hint: "important",
            rank: 5, action: .review(.toggleFlag(important: true))),
        KeyBinding(
            .planUrgent, [.down, .char("j")], scope: .planCard, group: "Plan the day",
            help: "Urgent or not: triage as you go, the card stays on top", hint: "urgent", rank: 6,
            action: .review(.toggleFlag(important: false))),
        KeyBinding(
            .shutdownTomorrow, [.right, .char("l")], scope: .shutdownCard, group: "Shut down the day",
            help: "Plan the task for tomorrow instead", action: .review(.decide(.tomorrow))),
        KeyBinding(
            .shutdownLater, [.left, .char("h")], scope: .shutdownCard, group: "Shut down the day",
            help: "A later day or someday: asks when it starts", action: .review(.askWhen)),
        KeyBinding(
            .shutdownDone, [.char(" ")], scope: .shutdownCard, group: "Shut down the day",
            help: "Done: for what you finished and did not tick", action: .review(.decide(.done))),
        KeyBinding(
            .whenTomorrow, [.char("1")], scope: .whenChoice, group: "When",
            help: "Tomorrow", hint: "tomorrow", action: .review(.when(.tomorrow))),
        KeyBinding(
            .whenDayAfter, [.char("2")], scope: .whenChoice, group: "When",
            help: "The day after tomorrow", hint: "day after", action: .review(.when(.dayAfter))),
        KeyBinding(
            .whenNextWeek, [.char("w")], scope: .whenChoice, group: "When",
            help: "Next week", hint: "next week", action: .review(.when(.nextWeek))),
        KeyBinding(
            .whenSomeday, [.char("s")], scope: .whenChoice, group: "When",
            help: "Someday: out of every default view until taken back", hint: "someday",
            action: .review(.when(.someday))),
        KeyBinding(
            .whenTypeDay, [.char("t"), .enter], scope: .whenChoice, group: "When",
            help: "Type the day (fri, 2026-12-01, in 3 days)", hint: "type a day",
            action: .review(.when(.typeDay))),
        KeyBinding(
            .planFocus, [.enter], scope: .planEnd, group: "Plan the day",
            help: "Focus on the first task planned for today", hint: "focus", rank: 0, glyph: .symbol,
            action: .review(.focusFirstPlanned)),
        KeyBinding(
            .whenCancel, [.escape], scope: .whenChoice, group: "When",
            help: "Keep the card as it is", hint: "cancel", action: .review(.when(.cancel))),
    ]
}
