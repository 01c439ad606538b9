/// The focus card, when one shows, and the ends of work periods whose rows were still being written when
/// their card closed.
public struct FocusState: Hashable, Sendable {
    /// The card showing; `nil` when none does.
    public var session: FocusSession?
    /// By task uid: what a closed card's period worked, for the row its write is still to answer with.
    var endsAwaitingRow: [String: FocusSession.PendingEnd] = [:]
    /// The countdown's lengths and signals (`[focus]`, `--focus-seconds`).
    public var settings = FocusSettings()

    /// No card showing, the countdown as `settings` say.
    public init(settings: FocusSettings = FocusSettings()) {
        self.settings = settings
    }
}

extension FocusAction {
    /// Whether the card closes.
    var closesCard: Bool {
        switch self {
        case .finish, .stop: true
        case .togglePause, .next, .tickEntry, .moveSelection, .periodBegan, .periodWriteFailed, .loaded: false
        }
    }
}
