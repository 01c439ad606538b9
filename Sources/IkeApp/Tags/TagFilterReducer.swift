import IkeCore
import IkeTerm

/// The tag filter's reducer: the `#` chooser and the filter it sets. The filter lives in the list's
/// state beside the search text, so the goals and the matrix read it too and it stays when switching.
enum TagFilterReducer {
    static func reduce(
        _ list: inout ListState, _ action: TagFilterAction, _ context: inout ScreenContext
    ) -> Reaction {
        switch action {
        case .open:
            context.mode = .tagChooser(TagChooserState())
            // Only hide-done narrows the counts: they then come from the tally, one row per tag.
            return [.load(.tagCounts(TaskFilter(includeDone: !list.hideDone)))]
        case .loaded(let counts):
            context.tagCounts = counts
            // Opened over a filter, the chooser starts on its tag, so Enter keeps it and ↓ is the next.
            if case .tagChooser(var chooser) = context.mode, chooser.field.isEmpty,
                let active = list.tagFilter,
                let index = chooser.matches(in: counts).firstIndex(where: { $0.tag == active })
            {
                chooser.choice = index
                context.mode = .tagChooser(chooser)
            }
            return .none
        case .moveChoice(let delta):
            guard case .tagChooser(var chooser) = context.mode else { return .none }
            let count = chooser.matches(in: context.tagCounts).count
            chooser.choice = min(
                max(0, chooser.choice.addingReportingOverflow(delta).partialValue), max(0, count - 1))
            context.mode = .tagChooser(chooser)
            return .none
        case .apply:
            guard case .tagChooser(let chooser) = context.mode else { return .none }
            guard let chosen = chooser.chosen(in: context.tagCounts) else {
                context.status = StatusMessage(
                    context.tagCounts.isEmpty
                        ? "No task has a tag yet: add one with #word in quick add or in the form"
                        : "No tag matches “\(chooser.field.text)”")
                return .none
            }
            context.mode = .normal
            return setFilter(chosen.tag, &list, &context)
        case .close:
            context.mode = .normal
            return .none
        case .erase:
            guard case .tagChooser(var chooser) = context.mode else { return .none }
            if chooser.field.isEmpty {
                // Like taking the last word out of a search box: the filter goes, the chooser with it.
                guard list.tagFilter != nil else { return .none }
                context.mode = .normal
                return setFilter(nil, &list, &context)
            }
            return edit(&chooser, &context) { _ = $0.apply(.backspace) }
        case .typed(let key):
            guard case .tagChooser(var chooser) = context.mode else { return .none }
            return edit(&chooser, &context) { _ = $0.apply(key) }
        case .paste(let text):
            guard case .tagChooser(var chooser) = context.mode else { return .none }
            return edit(&chooser, &context) { $0.insert(text) }
        }
    }

    /// Changes the chooser's text; a new text chooses its first match.
    private static func edit(
        _ chooser: inout TagChooserState, _ context: inout ScreenContext, _ change: (inout TextField) -> Void
    ) -> Reaction {
        let before = chooser.field.text
        change(&chooser.field)
        if chooser.field.text != before { chooser.choice = 0 }
        context.mode = .tagChooser(chooser)
        return .none
    }

    /// Filters every task screen by `tag` (none: every task again); the selection starts at the top.
    private static func setFilter(
        _ tag: Tag?, _ list: inout ListState, _ context: inout ScreenContext
    )
        -> Reaction
    {
        guard tag?.name != list.tagFilter?.name else { return .none }
        list.tagFilter = tag
        list.filterChanged()
        if let tag {
            context.status = StatusMessage(
                "Showing tasks tagged \(tag.label)",
                hint: context.keys.hint(
                    context.screen == .list ? .listClearFilters : .viewClearFilters, "clears"))
        } else {
            context.status = StatusMessage("Tag filter cleared")
        }
        return .reload
    }
}
