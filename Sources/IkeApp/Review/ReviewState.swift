import IkeCore

/// The review screen: which deck to build (remembered for the session) and the round in progress.
public struct ReviewState: Hashable, Sendable {
    /// The decks every chooser offers, in the order it lists them.
    public static let fixedSources: [ReviewSource] =
        [.plan, .shutdown, .all] + Quadrant.allCases.map(ReviewSource.quadrant) + [
            .overdue, .due, .dueThisWeek,
        ]

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
    /// Minutes of estimated work a day holds (`day_capacity`); a plan over it is warned about.
    public var dayCapacityMinutes = 360

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
    /// For the plan and shutdown decks, today's plan as last read once the deck is done (their summary).
    public var dayPlan: DayPlan?
    /// For the plan deck, the first open task planned for today once read (Enter focuses on it).
    public var firstPlanned: TodoItem?
    /// For the shutdown deck, the days in a row (this one included once written) that finished their plan.
    public var planStreak: Int?
    /// For the shutdown deck, today's result as last written, so an end that changes nothing writes
    /// nothing.
    public var recordedDay: DayPlanResult?

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
        // The plan's and the shutdown's cards that go to another day count as sent back: they come again.
        ReviewRoundRecord(
            deck: source.storedName, done: count(.done),
            sentBack: count(.later) + count(.tomorrow) + count(.deferred), deleted: count(.deleted),
            left: deck.count, seconds: timer.elapsed)
    }

    /// How the shutdown leaves today: the tasks planned for it (done, still open, or moved to another day
    /// here) and the done ones; `nil` before the day's plan is read.
    public func dayResult(on today: LocalDate) -> DayPlanResult? {
        shutdownTotals.map { DayPlanResult(day: today, planned: $0.planned, done: $0.done) }
    }

    /// For a shutdown round whose day's plan has been read: the tasks planned for today (the ones moved to
    /// another day here included) and the done ones.
    public var shutdownTotals: (planned: Int, done: Int)? {
        guard source == .shutdown, let dayPlan else { return nil }
        let moved = count(.tomorrow) + count(.deferred)
        return (dayPlan.open + dayPlan.done + moved, dayPlan.done)
    }
}

/// What was decided about one card, kept for undo and the summary.
public struct ReviewDecision: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case done
        /// To the back of the deck (the review's ←).
        case later
        case deleted
        /// Planned for today (the plan deck's →).
        case planned
        /// Planned for tomorrow (the shutdown deck's →).
        case tomorrow
        /// Started later or kept for someday (the plan's and the shutdown's ←, after asking when).
        case deferred

        /// Whether the decision is a change to the task (all but `later`, which only reorders the deck).
        public var changesTask: Bool { self != .later }
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

/// A decided card sliding off the screen: right for done or planned, left for later or put off, down for
/// deleted.
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

extension ReviewRound {
    /// What the status line says when the round is left before its end.
    public var leavingWords: String {
        switch source {
        case .plan:
            "Left the plan: \(count(.planned)) planned for today, \(count(.deferred)) put off, "
                + "\(count(.deleted)) deleted"
        case .shutdown:
            "Left the shutdown: \(count(.done)) done, \(count(.tomorrow)) to tomorrow, "
                + "\(count(.deferred)) put off"
        case .all, .quadrant, .overdue, .due, .dueThisWeek, .tag:
            "Left the review: \(count(.done)) done, \(count(.later)) later, \(count(.deleted)) deleted"
        }
    }
}
