import IkeCore
import IkeTerm
import Synchronization

/// Reading the key table: which scopes a state searches, the action a key means, and the footer and
/// help built from the same bindings.
extension KeyMap {
    /// The scopes searched for a key in `state`, most specific first.
    public static func scopes(for state: AppState) -> [KeyScope] {
        switch state.mode {
        case .normal where state.focus.session != nil:
            return [.focusCard, .global]
        case .normal where state.screen == .review:
            return reviewScopes(state.review) + [.screens, .global]
        case .normal where state.screen == .stats:
            return [.stats, .screens, .global]
        case .normal:
            return [screenScope(state.screen), .tasks, .screens, .global]
        case .quickAdd: return [.quickAdd, .global]
        case .search: return [.search, .global]
        case .deferStart: return [.deferStart, .global]
        case .stepsChoice: return [.stepsChoice, .global]
        case .whenChoice: return [.whenChoice, .global]
        case .tagChooser: return [.tagChooser, .global]
        case .help: return [.help, .global]
        case .editForm(let form) where form.isConfirmingDiscard: return [.formConfirm, .global]
        case .editForm(let form):
            let field: [KeyScope] =
                form.focus == .tags ? [.formTags] : form.focus == .parent ? [.formParent] : []
            return field + [.form, .global]
        }
    }

    /// The key scope of a screen's own bindings.
    static func screenScope(_ screen: Screen) -> KeyScope {
        switch screen {
        case .list: .list
        case .goals: .goals
        case .matrix: .matrix
        case .review: .reviewCard
        case .stats: .stats
        }
    }

    /// The review screen's scope for the phase it is in.
    static func reviewScope(_ review: ReviewState) -> KeyScope {
        switch review.round?.phase {
        case nil: .reviewDeck
        case .running: .reviewCard
        case .timeUp, .finished: .reviewEnd
        }
    }

    /// The review screen's scopes, most specific first: a running plan or shutdown round's own card keys
    /// before the review card's.
    static func reviewScopes(_ review: ReviewState) -> [KeyScope] {
        let scope = reviewScope(review)
        if scope == .reviewEnd && review.round?.source == .plan { return [.planEnd, scope] }
        guard scope == .reviewCard, let deck = deckScope(review.round?.source) else { return [scope] }
        return [deck, scope]
    }

    /// The card scope of a deck with keys of its own.
    static func deckScope(_ source: ReviewSource?) -> KeyScope? {
        switch source {
        case .plan: .planCard
        case .shutdown: .shutdownCard
        case .all, .quadrant, .overdue, .dueThisWeek, .due, .tag, nil: nil
        }
    }

    /// The binding `key` triggers in `state`, if any. While a text field has the keyboard, only the
    /// mode's own bindings and the global ones marked `worksWhileTyping` apply.
    public func binding(for key: Key, in state: AppState) -> KeyBinding? {
        let typing = state.mode.field != nil
        for scope in Self.scopes(for: state) {
            if let place = place(of: key, in: scope) {
                if scope == .global && typing && !bindings[place].worksWhileTyping { return nil }
                return bindings[place]
            }
        }
        return nil
    }

    /// The action for `key` in `state`: a binding's action, text editing in a field, or nil.
    public func action(for key: Key, in state: AppState) -> Action? {
        switch key {
        case .resize: return nil
        case .paste(let text): return .paste(text)
        case .mouse(let event):
            guard state.mode == .normal else { return nil }
            // A click on a screen's tab shows it, from every screen.
            if event.y == state.layout.headerRow {
                // ncurses merges a fast press and release into one click; a slow one is a press, then a release.
                guard event.kind == .press || event.kind == .click else { return nil }
                return HeaderTabs.screen(atColumn: event.x, in: state).map { .showScreen($0) }
            }
            return state.screen == .list ? .list(.mouse(event)) : nil
        case .focusIn: return .focusChanged(true)
        case .focusOut: return .focusChanged(false)
        default: break
        }
        if let binding = binding(for: key, in: state) {
            if let reason = disabledReason(binding, in: state) {
                return .showStatus(StatusMessage(reason))
            }
            return binding.action
        }
        if state.mode.field != nil { return .typed(key) }
        if state.mode.form?.isConfirmingDiscard == true {
            return .showStatus(StatusMessage(discardQuestion))
        }
        if state.mode == .normal, let name = Self.unboundName(key) {
            return .showStatus(
                StatusMessage("\(name) does nothing here; \(keyName(.appHelp)) lists the keys"))
        }
        return nil
    }

    /// How a key a person pressed on purpose is named when it does nothing on this screen (issue 32,
    /// friction 8: unbound keys gave no feedback); `nil` for what a terminal sends by itself or a person
    /// presses to get away (Esc, an unread escape sequence, focus and size changes).
    static func unboundName(_ key: Key) -> String? {
        switch key {
        case .char(let character) where !character.isWhitespace || character == " ": key.displayName
        case .ctrl, .function, .left, .right, .up, .down, .shiftUp, .shiftDown, .shiftLeft, .shiftRight,
            .pageUp, .pageDown, .home, .end, .enter, .tab, .backTab, .backspace, .delete:
            key.displayName
        case .char, .escape, .paste, .resize, .focusIn, .focusOut, .mouse, .unknown: nil
        }
    }

    /// "Discard changes? y/n", with the keys that answer it.
    public var discardQuestion: String {
        "Discard changes? \(keyName(.formDiscard))/\(keyName(.formKeepEditing))"
    }

    /// Why `binding` does nothing right now, shown instead of silently ignoring the key.
    public func disabledReason(_ binding: KeyBinding, in state: AppState) -> String? {
        guard let requirement = binding.requires else { return nil }
        let hasTask = Self.hasTask(in: state)
        switch requirement {
        case .task:
            return hasTask
                ? nil : "There is no task to change; press \(keyName(addKey(on: state.screen))) to add one"
        case .taskToMove:
            return hasTask ? nil : "There is no task to move"
        case .undoEntry: return state.history.nextUndo == nil ? "Nothing to undo" : nil
        case .redoEntry: return state.history.nextRedo == nil ? "Nothing to redo" : nil
        }
    }

    /// Whether there is a task for a key to act on.
    static func hasTask(in state: AppState) -> Bool {
        // The list's rows may be loaded only in part; the agenda holds all of its tasks.
        state.screen == .list && !state.list.showsAgenda ? state.list.count > 0 : state.selectedTask != nil
    }

    /// The binding that adds a task on `screen`: quick add on the list, the form on goals, the focused
    /// quadrant on the matrix.
    public func addKey(on screen: Screen) -> BindingID {
        switch screen {
        case .list, .review, .stats: .taskQuickAdd
        case .goals: .taskNew
        case .matrix: .matrixAdd
        }
    }

    /// Whether `condition` holds in `state`.
    static func holds(_ condition: StateCondition, in state: AppState) -> Bool {
        switch condition {
        case .doneHidden: state.list.hideDone
        case .roundFinished: state.review.round?.phase == .finished
        }
    }

    /// The footer: the hinted bindings of the current mode's scopes, ranked, as (keys, label) pairs.
    /// Drawn at every frame, and the same from one frame to the next but for a mode or screen change, so
    /// the last answer is kept with what it depends on (`FooterHintInputs`).
    public func hints(for state: AppState) -> [(keys: String, label: String)] {
        let inputs = FooterHintInputs(self, state)
        if let last = Self.lastHints.withLock({ $0 }), last.inputs == inputs { return last.hints }
        let hints = computeHints(for: state)
        Self.lastHints.withLock { $0 = (inputs, hints) }
        return hints
    }

    private static let lastHints = Mutex<(inputs: FooterHintInputs, hints: [(keys: String, label: String)])?>(
        nil)

    /// `hints(for:)` worked out: the bindings are visited in place by index, as copying each one (its keys,
    /// texts and action) was a twentieth of a key's work.
    func computeHints(for state: AppState) -> [(keys: String, label: String)] {
        // A key hinted by a more specific scope is not hinted again for what it would do otherwise (in the
        // Tags field, Tab completes: "Tab next" would be wrong there).
        var hintedKeys: Set<Key> = []
        // The hinted bindings' places in the table with their rank: unranked ones after the ranked, in
        // the order they were found.
        var hinted: [(rank: Int, order: Int, index: Int)] = []
        for scope in Self.scopes(for: state) where scope != .global {
            for index in bindings.indices where bindings[index].scope == scope {
                guard let footer = bindings[index].footer else { continue }
                // A key that would do nothing now (no task to mark done, nothing to undo) is not offered: on
                // an empty screen its hint only crowded out the one that helps (`a add` at 40 columns).
                guard disabledReason(bindings[index], in: state) == nil else { continue }
                if let first = bindings[index].keys.first, !hintedKeys.insert(first).inserted { continue }
                hinted.append((footer.rank ?? Int.max / 2 + hinted.count, hinted.count, index))
            }
        }
        hinted.sort { ($0.rank, $0.order) < ($1.rank, $1.order) }
        return hinted.compactMap { entry in
            let footer = bindings[entry.index].footer!
            var label: String? = footer.label
            if let variant = footer.variant, Self.holds(variant.condition, in: state) {
                label = variant.label
            }
            guard let label else { return nil }
            return (footerKeys(bindings[entry.index]), label)
        }
    }

    /// A footer hint's keys, drawn as its glyph says.
    func footerKeys(_ binding: KeyBinding) -> String {
        guard let first = binding.keys.first else { return "" }
        switch binding.footer?.glyph ?? .firstKey {
        case .firstKey: return first.displayName
        case .symbol: return first.symbol
        case .joined(let partners):
            return Key.joinedName([first] + partners.compactMap { self.binding($0).keys.first })
        }
    }

    /// Help for the current screen: its scope's bindings grouped, then the global ones.
    public func helpSections(
        for state: AppState
    ) -> [(title: String, rows: [(keys: String, text: String)])] {
        if state.focus.session != nil { return sections(for: [.focusCard, .global]) }
        if state.screen == .review {
            // The phase the screen is in first: its keys are the ones wanted now.
            let phases: [KeyScope] = [
                .planCard, .shutdownCard, .reviewCard, .reviewDeck, .planEnd, .reviewEnd,
            ]
            let current = Self.reviewScopes(state.review)
            return sections(
                for: current + phases.filter { !current.contains($0) } + [.whenChoice] + [
                    .screens, .form, .formTags, .formParent, .global,
                ])
        }
        if state.screen == .stats { return sections(for: [.stats, .screens, .global]) }
        var result = sections(for: [
            .tasks, Self.screenScope(state.screen), .screens, .form, .formTags, .formParent, .quickAdd,
            .search,
            .tagChooser, .stepsChoice,
            .global,
        ])
        if state.screen == .matrix { result.append((title: "Matrix marks", rows: Self.matrixHelp)) }
        if state.screen == .list || state.screen == .matrix {
            result.append((title: "Quick add reads", rows: Self.quickAddHelp))
        }
        if state.screen == .list && state.options.mouse {
            result.append((title: "Mouse", rows: Self.mouseHelp))
        }
        return result
    }

    /// Bindings of `scopes`, grouped by help group in table order.
    func sections(for scopes: [KeyScope]) -> [(title: String, rows: [(keys: String, text: String)])] {
        var result: [(title: String, rows: [(keys: String, text: String)])] = []
        for scope in scopes {
            for binding in bindings where binding.scope == scope {
                let title = scope == .tasks ? binding.group : scope.title
                let row = (keys: binding.keyNames, text: fillingKeyNames(binding.help))
                if let index = result.firstIndex(where: { $0.title == title }) {
                    result[index].rows.append(row)
                } else {
                    result.append((title, [row]))
                }
            }
        }
        return result
    }

    /// What the mouse does on the list (`--no-mouse` turns it off), listed in help and the docs.
    public static let mouseHelp: [(keys: String, text: String)] = [
        ("Click", "Select the task; on its checkbox, mark it done or not"),
        ("Click a tab", "Show that screen (on every screen)"),
        ("Click + Add", "Quick add, as a does"),
        ("Double-Click", "Edit the task in the form"),
        ("Wheel", "Scroll the list"),
        ("Drag", "Press on a title, release on another row: move the task there"),
    ]

    /// What the matrix shows beyond its keys (issue 35, item 5), listed in help, the key docs and the man
    /// page; ASCII, as the man page is.
    public static let matrixHelp: [(keys: String, text: String)] = [
        (
            "clock, due",
            "Urgent by its deadline alone: an open task due within urgent_within days (setting, default 2; "
                + "overdue too) counts as urgent without its flag, so it moves from Schedule to Do first as "
                + "its day comes. A dim clock marks it (due with --ascii); a flag you set shows no mark. "
                + "Moved to a quadrant that is not urgent, it stays until the deadline is further away"
        ),
        (
            "Inbox",
            "Tasks added without a flag and never placed wait above the quadrants, not in them; setting "
                + "a flag or moving the task to any quadrant (Eliminate too) places it. A step is never "
                + "there: it shows where its own flags put it"
        ),
    ]

    /// What quick add reads in a typed line (`QuickAddLine`), listed in help, the key docs and the man page.
    public static let quickAddHelp: [(keys: String, text: String)] =
        [
            ("due:WHEN", "Deadline: due:fri, due:next week, due:2026-12-01 15:00"),
            ("#word", "A tag: #family"),
            ("! !! !!!", "Urgent, important, both (each a word of its own)"),
            ("start:WHEN t:DATE", "Start (hidden until then): start:mon, start:next week 9:00, t:2026-12-01"),
            ("repeat:RULE", "Repeats: repeat:every 2 weeks, repeat:weekday, repeat:monthly"),
            ("TITLE every RULE", "A title ending in a rule repeats so: Water plants every 3 days"),
        ]
        + PlainField.allCases.compactMap { field in
            guard let marker = field.quickAddMarker, let example = field.quickAddExample else { return nil }
            return (marker + field.kind.placeholder, "\(field.label): \(example)")
        }

    /// Editing keys every text field understands (from `TextField.apply`), listed in help and the docs.
    public static let textEditingHelp =
        "← → Home End Ctrl-A Ctrl-E move · Backspace Del delete · Ctrl-U Ctrl-K Ctrl-W cut · paste inserts"
}

extension Key {
    /// A one-column symbol for keys that have one (Space ␣, Enter ⏎), else the display name.
    public var symbol: String {
        switch self {
        case .char(" "): "␣"
        case .enter: "⏎"
        default: displayName
        }
    }

    /// Several keys in one short name: a shared modifier written once (`S-↑` and `S-↓` give `S-↑↓`), and
    /// all four arrows as "arrows" (`S-arrows`).
    static func joinedName(_ keys: [Key]) -> String {
        let names = keys.map(\.displayName)
        guard names.count > 1, let dash = names[0].firstIndex(of: "-") else {
            return names.joined(separator: " ")
        }
        let prefix = String(names[0][...dash])
        guard names.allSatisfy({ $0.hasPrefix(prefix) && $0.count > prefix.count }) else {
            return names.joined(separator: " ")
        }
        let rests = names.map { String($0.dropFirst(prefix.count)) }
        if Set(rests) == ["↑", "↓", "←", "→"] { return prefix + "arrows" }
        return prefix + rests.joined()
    }
}
