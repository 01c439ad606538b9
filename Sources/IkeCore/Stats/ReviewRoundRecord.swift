import Foundation

/// One finished review round as the statistics keep it: which deck, how its cards ended and how long it
/// took. Written when a round ends (the deck is empty, time is up, or the person leaves it or quits).
public struct ReviewRoundRecord: Hashable, Sendable {
    /// The stored row, once written; a round that ends again (an undo reopened it) updates that row.
    public var id: Int64?
    /// The deck the round was built from, as `ReviewSource.storedName` writes it.
    public var deck: String
    /// Cards marked done.
    public var done: Int
    /// Cards sent back to the bottom of the deck (← later), counted once per decision.
    public var sentBack: Int
    /// Cards deleted.
    public var deleted: Int
    /// Cards still in the deck when the round ended.
    public var left: Int
    /// Seconds the countdown counted (pauses excluded).
    public var seconds: Double

    /// A record from its parts.
    public init(
        id: Int64? = nil, deck: String, done: Int, sentBack: Int, deleted: Int, left: Int, seconds: Double
    ) {
        self.id = id
        self.deck = deck
        self.done = done
        self.sentBack = sentBack
        self.deleted = deleted
        self.left = left
        self.seconds = seconds
    }
}

/// The review rounds' totals, for the statistics.
public struct ReviewTotals: Hashable, Sendable {
    public var rounds: Int
    public var cardsDone: Int
    public var cardsSentBack: Int
    public var cardsDeleted: Int
    /// Seconds spent in rounds, summed.
    public var seconds: Double
    /// When the last round ended, if any did.
    public var lastEndedAt: Date?

    /// Totals from their parts.
    public init(
        rounds: Int = 0, cardsDone: Int = 0, cardsSentBack: Int = 0, cardsDeleted: Int = 0,
        seconds: Double = 0,
        lastEndedAt: Date? = nil
    ) {
        self.rounds = rounds
        self.cardsDone = cardsDone
        self.cardsSentBack = cardsSentBack
        self.cardsDeleted = cardsDeleted
        self.seconds = seconds
        self.lastEndedAt = lastEndedAt
    }
}

extension ReviewSource {
    /// The deck's name as the review rounds table stores it: `all`, `quadrant:do`, `overdue`, `week`,
    /// `due` (overdue or due today), `tag:<name>`, `plan`, `shutdown`.
    public var storedName: String {
        switch self {
        case .all: "all"
        case .quadrant(let quadrant): "quadrant:" + quadrant.rawValue
        case .overdue: "overdue"
        case .dueThisWeek: "week"
        case .due: "due"
        case .tag(let tag): "tag:" + tag.name
        case .plan: "plan"
        case .shutdown: "shutdown"
        }
    }
}
