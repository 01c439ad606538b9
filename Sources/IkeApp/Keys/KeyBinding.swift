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
    case quickAdd
    case search
    case help
    case form
    case formConfirm

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
        case .quickAdd: "Quick add"
        case .search: "Search"
        case .help: "Help"
        case .form: "Edit form"
        case .formConfirm: "Discard changes?"
        }
    }
}

/// One row of the key table: what dispatch, help, the footer and the generated docs all read.
public struct KeyBinding: Hashable, Sendable {
    /// Stable name, e.g. `task.toggleDone`.
    public let id: String
    public let keys: [Key]
    public let scope: KeyScope
    /// Help groups bindings under these headings ("Move", "Change", …).
    public let group: String
    /// What it does, for help and the docs.
    public let help: String
    /// Short label for the footer; `nil` keeps the binding out of the footer.
    public let hint: String?
    public let action: Action
    /// Global bindings that still work while a text field has the keyboard (Ctrl-C, Ctrl-Z).
    public let worksWhileTyping: Bool

    /// A binding from its parts.
    public init(
        _ id: String, _ keys: [Key], scope: KeyScope, group: String, help: String, hint: String? = nil,
        action: Action, worksWhileTyping: Bool = false
    ) {
        self.id = id
        self.keys = keys
        self.scope = scope
        self.group = group
        self.help = help
        self.hint = hint
        self.action = action
        self.worksWhileTyping = worksWhileTyping
    }

    /// The keys as help shows them ("↑ k").
    public var keyNames: String { keys.map(\.displayName).joined(separator: " ") }
}
