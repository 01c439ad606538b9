import IkeTerm

/// The standard table's tag keys: the `#` filter on the task screens, its chooser, and completion in the
/// edit form's Tags field.
extension KeyMap {
    static let tagBindings: [KeyBinding] = [
        KeyBinding(
            .tagFilterOpen, [.char("#")], scope: .tasks, group: "View",
            help: "Filter by a tag: type to narrow, {tagChooser.apply} applies", hint: "tag",
            // Ranked with help, which the footer keeps last: the hint shows where the row has room for it
            // (not at 80 columns, whose footer is full).
            rank: 15, action: .tagFilter(.open)),
        KeyBinding(
            .viewClearFilters, [.escape], scope: .tasks, group: "View",
            help: "Show every task again (clears a kept search and tag)", action: .list(.clearFilters)),
    ]

    static let tagChooserBindings: [KeyBinding] = [
        KeyBinding(
            .tagChooserApply, [.enter], scope: .tagChooser, group: "Tag filter",
            help: "Show only the tasks with the chosen tag", hint: "apply", glyph: .symbol,
            action: .tagFilter(.apply)),
        KeyBinding(
            .tagChooserUp, [.up], scope: .tagChooser, group: "Tag filter", help: "The tag above",
            action: .tagFilter(.moveChoice(by: -1))),
        KeyBinding(
            .tagChooserDown, [.down], scope: .tagChooser, group: "Tag filter", help: "The tag below",
            hint: "choose", action: .tagFilter(.moveChoice(by: 1))),
        KeyBinding(
            .tagChooserErase, [.backspace], scope: .tagChooser, group: "Tag filter",
            help: "Delete a character; with nothing typed, clear the tag filter", action: .tagFilter(.erase)),
        KeyBinding(
            .tagChooserClose, [.escape], scope: .tagChooser, group: "Tag filter",
            help: "Close, keeping the filter as it was", hint: "close", action: .tagFilter(.close)),
    ]

    static let formTagBindings: [KeyBinding] = [
        KeyBinding(
            .formCompleteTag, [.tab], scope: .formTags, group: "Edit form",
            help:
                "Complete the tag being typed (again: the next match); with nothing to complete, next field",
            hint: "complete", action: .form(.completeTag)),
        KeyBinding(
            .formChooseParent, [.tab], scope: .formParent, group: "Edit form",
            help: "Choose the task whose title holds the text (again: the next one); empty, next field",
            hint: "choose", action: .form(.completeParent)),
    ]
}
