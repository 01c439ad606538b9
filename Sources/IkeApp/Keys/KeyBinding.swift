import IkeTerm

/// Where a binding applies; dispatch looks in the mode's scope first, then the screen's, then global.
public enum KeyScope: String, CaseIterable, Hashable, Sendable {
    case global
    /// Screen switching, help and quit, on every screen while no field or overlay has the keyboard.
    case screens
    /// Keys shared by every screen that shows tasks (list and goals).
    case tasks
    case list
    case goals
    case matrix
    /// The review screen while choosing a deck.
    case reviewDeck
    /// The review screen while a card is on top.
    case reviewCard
    /// The review screen once time is up or the deck is done.
    case reviewEnd
    /// The plan deck's card (before the review card's keys, which it shares the rest of).
    case planCard
    /// The shutdown deck's card (likewise).
    case shutdownCard
    /// "When?" asked by the plan's or the shutdown's ←.
    case whenChoice
    /// The focus card, over every screen.
    case focusCard
    /// The plan deck's end (before the review's end keys).
    case planEnd
    /// The statistics screen.
    case stats
    case quickAdd
    case search
    /// The defer prompt (`w`) while it is open.
    case deferStart
    /// The `#` chooser while it is open.
    case tagChooser
    case help
    case form
    /// The edit form while its Tags field has the keyboard (searched before the form's own keys).
    case formTags
    /// The edit form while its Parent field has the keyboard.
    case formParent
    case formConfirm
    /// The question a parent's steps raise (done or deleted with them, or alone).
    case stepsChoice

    /// The heading of this scope in help and in Docs/Keybindings.md.
    public var title: String {
        switch self {
        case .global: "Everywhere"
        case .screens: "Every screen"
        case .tasks: "List, goals and matrix"
        case .list: "List only"
        case .goals: "Goals only"
        case .matrix: "Matrix only"
        case .reviewDeck: "Review: choosing a deck"
        case .reviewCard: "Review: the card on top"
        case .reviewEnd: "Review: time up or deck done"
        case .planCard: "Plan the day: the card on top"
        case .shutdownCard: "Shut down the day: the card on top"
        case .whenChoice: "When does it start? (plan and shut down)"
        case .focusCard: "The focus card (f)"
        case .planEnd: "Plan the day: the end"
        case .stats: "Statistics"
        case .quickAdd: "Quick add"
        case .search: "Search"
        case .deferStart: "Start later (w)"
        case .tagChooser: "Tag filter"
        case .help: "Help"
        case .form: "Edit form"
        case .formTags: "Edit form: the Tags field"
        case .formParent: "Edit form: the Parent field"
        case .formConfirm: "Discard changes?"
        case .stepsChoice: "A task's steps: with it, or not?"
        }
    }
}

/// One row of the key table: what dispatch, help, the footer and the generated docs all read.
public struct KeyBinding: Hashable, Sendable {
    public let id: BindingID
    public internal(set) var keys: [Key]
    public let scope: KeyScope
    /// Help groups bindings under these headings ("Move", "Change", …).
    public let group: String
    /// What it does, for help and the docs; `{id}` stands for the first key of binding `id`.
    public let help: String
    /// How the binding shows in the footer; `nil` keeps it out of the footer.
    public let footer: FooterHint?
    public let action: Action
    /// What the state must hold for the binding to do anything; otherwise the key says why.
    public let requires: BindingRequirement?
    /// Global bindings that still work while a text field has the keyboard (Ctrl-C, Ctrl-Z).
    public let worksWhileTyping: Bool

    /// A binding from its parts; `hint` is the footer label, placed by `rank` (lower first, unranked
    /// after the ranked in table order) and its keys drawn as `glyph` says.
    public init(
        _ id: BindingID, _ keys: [Key], scope: KeyScope, group: String, help: String, hint: String? = nil,
        rank: Int? = nil, glyph: FooterGlyph = .firstKey, variant: FooterHint.Variant? = nil,
        action: Action, requires: BindingRequirement? = nil, worksWhileTyping: Bool = false
    ) {
        self.id = id
        self.keys = keys
        self.scope = scope
        self.group = group
        self.help = help
        self.footer = hint.map { FooterHint(label: $0, rank: rank, glyph: glyph, variant: variant) }
        self.action = action
        self.requires = requires
        self.worksWhileTyping = worksWhileTyping
    }

    /// The keys as help shows them ("↑ k").
    public var keyNames: String { keys.map(\.displayName).joined(separator: " ") }
}

/// A binding's place in the footer.
public struct FooterHint: Hashable, Sendable {
    public let label: String
    /// Lower ranks come first; unranked hints follow the ranked ones in table order.
    public let rank: Int?
    public let glyph: FooterGlyph
    /// Another label (or none) while a condition holds, e.g. "show done" while done tasks are hidden.
    public let variant: Variant?

    /// A label that replaces the hint's (`nil`: the hint is left out) while `condition` holds.
    public struct Variant: Hashable, Sendable {
        public let condition: StateCondition
        public let label: String?

        /// A variant from its parts.
        public init(when condition: StateCondition, label: String?) {
            self.condition = condition
            self.label = label
        }
    }
}

/// How a footer hint draws its keys; the footer is tight, so some bindings use one-column glyphs.
public enum FooterGlyph: Hashable, Sendable {
    /// The first key's name, as help shows it.
    case firstKey
    /// The first key as a one-column symbol where it has one (Space ␣, Enter ⏎).
    case symbol
    /// The first keys of this binding and of `partners` in one name: `S-↑` and `S-↓` give `S-↑↓`, the four
    /// shifted arrows give `S-arrows`.
    case joined(partners: [BindingID])
}

/// A fact about the state that a footer hint or a requirement depends on.
public enum StateCondition: Hashable, Sendable {
    /// The list hides done tasks.
    case doneHidden
    /// The review round is over and its summary shows.
    case roundFinished
}

/// What a binding needs before it can act; without it, the key shows why instead of doing nothing.
public enum BindingRequirement: Hashable, Sendable {
    /// A task to change (the selected one).
    case task
    /// A task to move.
    case taskToMove
    /// Something to undo.
    case undoEntry
    /// Something to redo.
    case redoEntry
}
