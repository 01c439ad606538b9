import IkeCore

/// The review screen: which deck to build (remembered for the session) and the round in progress.
public struct ReviewState: Hashable, Sendable {
    /// The decks every chooser offers, in the order it lists them.
    public static let fixedSources: [ReviewSource] =
        [.all] + Quadrant.allCases.map(ReviewSource.quadrant) + [.overdue, .due, .dueThisWeek]

    /// The deck chosen last; the next round starts from it.
    public var source: ReviewSource = .all
    /// How many open tasks each deck would hold, for the chooser.
    public var sourceCounts: [ReviewSource: Int] = [:]
    /// `nil` while choosing a deck.
    public var round: ReviewRound?
    /// The latest reading of the monotonic clock the app loop ticks with.
    public var now: Double = 0
    /// Length of a round in seconds (`--review-seconds`).
    public var roundSeconds: Double = 100
    /// Rounds started in this session; the last one's number is the round's own.
    public var roundsStarted = 0

    /// An empty review screen.
    public init() {}

    /// The decks offered, in the order the chooser lists them: the fixed ones, then a deck per tag with
    /// open tasks, the most used first (as the counts last read say).
    public var sources: [ReviewSource] {
        let tagDecks = sourceCounts.compactMap { source, count -> (tag: Tag, count: Int)? in
            guard case .tag(let tag) = source, count > 0 else { return nil }
            return (tag, count)
        }
        let ordered = tagDecks.sorted { $0.count != $1.count ? $0.count > $1.count : $0.tag < $1.tag }
        return Self.fixedSources + ordered.map { .tag($0.tag) }
    }

    /// The index of `source` in `sources`.
    public var sourceIndex: Int { sources.firstIndex(of: source) ?? 0 }
}

/// One round: a deck of task uids, top first, decided one card at a time against a countdown.
public struct ReviewRound: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        case running
        /// The countdown reached zero: the cards no longer respond.
        case timeUp
        /// Every card is decided: the summary shows.
        case finished
    }

    public var source: ReviewSource
    /// The uids still in the deck; the first is the card on top.
    public var deck: [String]
    /// The deck's size when the round started, for "3 of 12".
    public var total: Int
    /// The top card's task as last read from the store; `nil` until loaded.
    public var card: TodoItem?
    /// The card's parent's title when it is a step, shown dim above its title.
    public var cardParentTitle: String?
    /// Notes, deadline and quadrant are shown.
    public var isRevealed = false
    public var decisions: [ReviewDecision] = []
    /// Cards that left the deck done or deleted without a decision here (in the form, by another
    /// process); the summary counts them with the decisions.
    public var leftElsewhere: [ReviewDecision.Kind: Int] = [:]
    public var timer: ReviewTimer
    public var phase: Phase = .running
    /// The card leaving the screen, while it slides.
    public var slide: CardSlide?
    /// What just happened, said in words above the card.
    public var feedback: Feedback?
    /// The round's number in this session, which its record's write answers with.
    public var number = 0
    /// The row its record was written to, once known.
    public var recordID: Int64?
    /// What was last written for it (without the row id), so an end that changes nothing writes nothing.
    public var recorded: ReviewRoundRecord?

    /// The last thing done to the deck.
    public enum Feedback: Hashable, Sendable {
        case decided(ReviewDecision.Kind)
        /// `u` put the last decided card back on top.
        case broughtBack
    }

    /// A round over `deck` from `source`, its countdown starting at `now`.
    public init(source: ReviewSource, deck: [String], seconds: Double, now: Double) {
        self.source = source
        self.deck = deck
        self.total = deck.count
        self.timer = ReviewTimer(limit: seconds, now: now)
        if deck.isEmpty { phase = .finished }
    }

    /// The position of the top card: cards taken off the deck so far, plus one.
    public var position: Int { min(total, total - deck.count + 1) }

    /// How many cards of the round ended as `kind`: decided here, or done or deleted elsewhere.
    public func count(_ kind: ReviewDecision.Kind) -> Int {
        decisions.count(where: { $0.kind == kind }) + leftElsewhere[kind, default: 0]
    }

    /// The sum of `field` over the cards decided as `kind` here, or `nil` when none had it or its kind
    /// does not add up.
    public func sum(of field: PlainField, _ kind: ReviewDecision.Kind) -> PlainValue? {
        field.kind.sum(decisions.filter { $0.kind == kind }.compactMap { $0.plain[field] })
    }

    /// The round as the statistics keep it, as it stands now (without its row id).
    public var record: ReviewRoundRecord {
        ReviewRoundRecord(
            deck: source.storedName, done: count(.done), sentBack: count(.later), deleted: count(.deleted),
            left: deck.count, seconds: timer.elapsed)
    }
}

/// What was decided about one card, kept for undo and the summary.
public struct ReviewDecision: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case done
        case later
        case deleted
    }

    public var uid: String
    public var kind: Kind
    /// The committed store change (done, deleted) once it is known; `later` changes nothing stored.
    public var entry: UndoEntry?
    /// The card's plain fields when it was decided (`PlainField`), which the summary sums.
    public var plain: [PlainField: PlainValue] = [:]

    /// A decision from its parts; `card` gives the plain fields.
    public init(uid: String, kind: Kind, entry: UndoEntry? = nil, card: TodoItem? = nil) {
        self.uid = uid
        self.kind = kind
        self.entry = entry
        for field in PlainField.allCases {
            if let card, let value = field.value(in: card) { plain[field] = value }
        }
    }
}

/// A decided card sliding off the screen: right for done, left for later, down for deleted.
public struct CardSlide: Hashable, Sendable {
    /// How long a slide takes, in seconds.
    public static let duration = 0.25

    public var item: TodoItem
    public var kind: ReviewDecision.Kind
    public var startedAt: Double

    /// A slide from its parts.
    public init(item: TodoItem, kind: ReviewDecision.Kind, startedAt: Double) {
        self.item = item
        self.kind = kind
        self.startedAt = startedAt
    }

    /// From 0 (in place) to 1 (gone) at clock reading `now`.
    public func progress(at now: Double) -> Double { min(1, max(0, (now - startedAt) / Self.duration)) }
}
