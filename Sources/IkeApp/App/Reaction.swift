/// What one reducer step asks for: effects to run, and whether the showing screen must be read again.
///
/// Screen reducers say "read again" rather than naming the read, because the read depends on the whole
/// state once the step is over (the screen, the filter, the selection); `reduce` turns it into one
/// `Effect.load` built from the final state, after the other effects (so it sees their commits).
struct Reaction: ExpressibleByArrayLiteral, Equatable {
    var effects: [Effect]
    var reloads: Bool
    /// With `reloads`: what a commit changed, when the list may read less than its window to show it
    /// (`AppState.loadRequest(narrowedTo:)`). Any other reason to read the screen again reads it whole.
    var narrowing: ListNarrowing?
    /// Actions the app reducer goes on to reduce within the same step (a screen cannot reach across the
    /// app: the matrix's Tab past its last quadrant asks for the next screen this way).
    var then: [Action]

    init(effects: [Effect] = [], reloads: Bool = false, then: [Action] = []) {
        self.effects = effects
        self.reloads = reloads
        self.then = then
    }

    init(arrayLiteral elements: Effect...) {
        self.init(effects: elements)
    }

    /// Nothing to do.
    static let none = Reaction(effects: [])
    /// Read the showing screen again.
    static let reload = Reaction(reloads: true)

    /// Read the screen again after a commit that changed only `narrowing`.
    static func reload(_ narrowing: ListNarrowing) -> Reaction {
        var reaction = Reaction(reloads: true)
        reaction.narrowing = narrowing
        return reaction
    }

    /// Both reactions: effects in order, a reload if either asked, narrowed only if both that asked
    /// narrowed it the same way.
    static func + (lhs: Reaction, rhs: Reaction) -> Reaction {
        var both = Reaction(
            effects: lhs.effects + rhs.effects, reloads: lhs.reloads || rhs.reloads, then: lhs.then + rhs.then
        )
        switch (lhs.reloads, rhs.reloads) {
        case (true, true): both.narrowing = lhs.narrowing == rhs.narrowing ? lhs.narrowing : nil
        case (true, false): both.narrowing = lhs.narrowing
        case (false, true): both.narrowing = rhs.narrowing
        case (false, false): break
        }
        return both
    }

    /// Whether `action` follows within the same step.
    static func then(_ action: Action) -> Reaction { Reaction(then: [action]) }
}

/// What a commit changed in the list's tree, when the list can show it by reading less than its window.
enum ListNarrowing: Hashable, Sendable {
    /// The fields of one task, which stays where it was (`LoadRequest.listRow`).
    case fields(uid: String)
    /// The place of one task among its siblings, its steps with it (`LoadRequest.listOrder`).
    case order(moved: String)
}
