import IkeApp
import IkeCore

/// The models `render` hands the views, each built from the state with only what its view draws.
extension AppView {
    /// The theme, glyphs, date and key table `state`'s options ask for.
    static func context(for state: AppState) -> RenderContext {
        var context = RenderContext(
            options: state.options, now: state.now, firstWeekday: state.list.firstWeekday,
            keys: state.keys)
        // Read with each screen's rows: the list's (and the agenda's) and the matrix's; the review card has its own.
        switch state.screen {
        case .list:
            context.parentTitles = state.list.parentTitles
            context.steps = state.list.steps
        case .matrix:
            context.parentTitles = state.matrix.parentTitles
        case .goals, .review, .stats:
            break
        }
        return context
    }

    /// The header, input row, status line and footer of `state`'s screen.
    static func chromeModel(for state: AppState) -> ChromeModel {
        ChromeModel(
            screen: state.screen, counts: state.counts, isReadOnly: state.readOnlyReason != nil,
            sync: state.sync,
            input: inputModel(for: state),
            status: state.status ?? quickAddPreview(state) ?? deferPreview(state),
            hidesDone: state.list.hideDone, hints: state.keys.hints(for: state), layout: state.layout,
            activeTag: activeTagLabel(state))
    }

    /// The tag filter in effect as the header shows it, on the screens it filters (not the review).
    static func activeTagLabel(_ state: AppState) -> String? {
        state.screen == .review || state.screen == .stats ? nil : state.list.tagFilter?.label
    }

    /// The `#` chooser over `state`'s screen.
    static func tagChooserModel(_ chooser: TagChooserState, for state: AppState) -> TagChooserModel {
        TagChooserModel(
            chooser: chooser, matches: chooser.matches(in: state.tagCounts),
            hasTags: !state.tagCounts.isEmpty,
            activeTag: state.list.tagFilter, layout: state.layout)
    }

    /// While a quick-add line holds `due:` or `!`, what Enter will add, in the status line.
    static func quickAddPreview(_ state: AppState) -> StatusMessage? {
        guard case .quickAdd(let field) = state.mode else { return nil }
        let line = QuickAddLine(field.text, today: state.today, firstWeekday: state.list.firstWeekday)
        guard line.hasMarkers else { return nil }
        if let error = line.markerError { return StatusMessage(error, kind: .error) }
        var parts = ["Adds “\(line.title)”"]
        if let deadline = line.deadline {
            parts.append("due " + Deadline(date: deadline, time: line.deadlineTime).longDescription)
        }
        if let start = line.start {
            parts.append(start.date == .someday ? "someday" : "starts " + start.longDescription)
        }
        if let rule = line.repeats { parts.append(rule.words) }
        if line.isImportant { parts.append("important") }
        if line.isUrgent { parts.append("urgent") }
        if !line.tags.isEmpty {
            parts.append(line.tags.names.map(TitleWithTags.label).joined(separator: " "))
        }
        for field in PlainField.allCases {
            if let value = line.plain[field] { parts.append("\(field.words) \(field.kind.shortText(value))") }
        }
        return StatusMessage(parts.joined(separator: " · "))
    }

    /// While the defer prompt is open, the start Enter will set, or why it cannot.
    static func deferPreview(_ state: AppState) -> StatusMessage? {
        guard case .deferStart(let prompt) = state.mode else { return nil }
        switch prompt.start(today: state.today, firstWeekday: state.list.firstWeekday) {
        case .success(let start):
            let words =
                start.date == .someday
                ? "Someday: out of sight until taken back" : "Starts " + start.longDescription
            return StatusMessage(
                prompt.field.text.isEmpty
                    ? words + " · or type a day: next week, mon, 2026-12-01, someday" : words)
        case .failure(let error):
            return StatusMessage(error.message, kind: .error)
        }
    }

    /// The input row: the field of a quick-add or search mode, else the kept filter or placeholder.
    static func inputModel(for state: AppState) -> InputRowModel {
        let field: InputRowModel.Field? =
            switch state.mode {
            case .quickAdd(let field): .quickAdd(field, stepOf: state.list.quickAddStep?.title)
            case .search(let field): .search(field)
            case .deferStart(let prompt): .deferStart(prompt)
            case .stepsChoice(let choice): .stepsChoice(choice)
            case .whenChoice(let choice): .whenChoice(choice)
            case .normal, .help, .editForm, .tagChooser: nil
            }
        let list = state.list
        return InputRowModel(
            field: field, screen: state.screen, searchText: list.searchText, matchCount: matchCount(state),
            matchCountIsPartial: state.screen == .list && list.countPending != nil,
            arrangement: state.screen == .list && list.isArranged
                ? (list.showsAgenda ? list.viewTitle : "\(list.viewTitle) · \(list.shownSort.title)") : nil)
    }

    /// The list's rows, selection and empty-state sentence.
    static func listModel(for state: AppState) -> ListScreenModel {
        ListScreenModel(
            list: state.list, layout: state.layout, isBrowsing: state.mode == .normal,
            showsSelection: state.mode.form == nil, showsIDs: state.showsIDs, empty: emptyModel(for: state))
    }

    /// The goals' months, selection and empty-state sentence.
    static func goalsModel(for state: AppState) -> GoalsScreenModel {
        GoalsScreenModel(
            goals: state.goals, layout: state.layout, isBrowsing: state.mode == .normal,
            showsSelection: state.mode.form == nil, showsIDs: state.showsIDs, empty: emptyModel(for: state))
    }

    /// The matrix's quadrants, laid out for the terminal, and the search they are filtered by.
    static func matrixModel(for state: AppState) -> MatrixScreenModel {
        MatrixScreenModel(
            matrix: state.matrix, layout: state.matrixLayout, searchText: liveSearchText(state),
            isBrowsing: state.mode == .normal, showsSelection: state.mode.form == nil)
    }

    /// The review's chooser, round or summary.
    static func reviewModel(for state: AppState) -> ReviewScreenModel {
        ReviewScreenModel(
            review: state.review, layout: ReviewLayout(size: state.size), isBrowsing: state.mode == .normal)
    }

    /// The statistics as last read, scrolled, laid out for the terminal.
    static func statsModel(for state: AppState) -> StatsScreenModel {
        StatsScreenModel(
            stats: state.stats, layout: StatsLayout(size: state.size), isBrowsing: state.mode == .normal)
    }

    /// The help overlay for `state`'s screen.
    static func helpModel(for state: AppState) -> HelpModel {
        HelpModel(
            sections: state.keys.helpSections(for: state), scroll: state.helpScroll,
            closeKey: state.keys.hints(for: state).first?.keys ?? state.keys.keyName(.helpClose),
            frame: state.layout.frame)
    }

    /// The edit form `form` over `state`'s screen.
    static func formModel(_ form: EditFormState, for state: AppState) -> EditFormModel {
        EditFormModel(form: form, hints: state.keys.hints(for: state), layout: state.layout)
    }

    /// Why the list or goals frame is empty.
    private static func emptyModel(for state: AppState) -> EmptyStateModel {
        // Quick add (`a`) only exists on the list; elsewhere `A` opens the form.
        EmptyStateModel(
            searchText: liveSearchText(state), counts: state.counts, hidesDone: state.list.hideDone,
            addKey: state.screen == .list ? .taskQuickAdd : .taskNew,
            viewTitle: state.screen == .list && state.list.isViewNarrowed ? state.list.viewTitle : nil,
            tagLabel: state.list.tagFilter?.label,
            clearKey: state.screen == .list ? .listClearFilters : .viewClearFilters,
            notStarted: state.screen == .list ? state.list.notStartedCount : 0)
    }

    /// The search text the rows are filtered by: the field's while it is typed in, else the kept filter.
    private static func liveSearchText(_ state: AppState) -> String {
        if case .search(let field) = state.mode { return field.text }
        return state.list.searchText
    }

    /// How many tasks the search matches on the screen that is showing.
    private static func matchCount(_ state: AppState) -> Int {
        switch state.screen {
        case .list: state.list.count
        case .goals: state.goals.items.count
        case .matrix: Quadrant.allCases.reduce(state.matrix.inbox.count) { $0 + state.matrix.items($1).count }
        case .review, .stats: 0
        }
    }
}
