/// What one reducer step asks for: effects to run, and whether the showing screen must be read again.
///
/// Screen reducers say "read again" rather than naming the read, because the read depends on the whole
/// state once the step is over (the screen, the filter, the selection); `reduce` turns it into one
/// `Effect.load` built from the final state, after the other effects (so it sees their commits).
struct Reaction: ExpressibleByArrayLiteral, Equatable {
    var effects: [Effect]
    var reloads: Bool
    /// With `reloads`: only this task's fields changed, so the list may read its row alone
    /// (`LoadRequest.listRow`). Any other reason to read the screen again reads it whole.
    var changedRow: String?
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

    /// Read the screen again after a change to the fields of the task `uid` alone.
    static func reload(changedRow uid: String) -> Reaction {
        var reaction = Reaction(reloads: true)
        reaction.changedRow = uid
        return reaction
    }

    /// Both reactions: effects in order, a reload if either asked, of one row only if both that asked
    /// named the same row.
    static func + (lhs: Reaction, rhs: Reaction) -> Reaction {
        var both = Reaction(
            effects: lhs.effects + rhs.effects, reloads: lhs.reloads || rhs.reloads, then: lhs.then + rhs.then
        )
        switch (lhs.reloads, rhs.reloads) {
        case (true, true): both.changedRow = lhs.changedRow == rhs.changedRow ? lhs.changedRow : nil
        case (true, false): both.changedRow = lhs.changedRow
        case (false, true): both.changedRow = rhs.changedRow
        case (false, false): break
        }
        return both
    }

    /// Whether `action` follows within the same step.
    static func then(_ action: Action) -> Reaction { Reaction(then: [action]) }
}
