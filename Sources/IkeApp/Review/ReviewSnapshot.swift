import IkeCore

/// What the review screen reads from the store: counts, deck sizes and the card on top.
public struct ReviewSnapshot: Hashable, Sendable {
    public var counts: TaskCounts
    /// Deck sizes; `nil` when not read (a running round does not show them).
    public var sourceCounts: [ReviewSource: Int]?
    /// The first task of the deck that is still there and still fits the deck.
    public var card: TodoItem?
    /// The card's parent's title when the card is a step (its breadcrumb, issue 33, item 4).
    public var cardParentTitle: String?
    /// Deck uids above it whose tasks were deleted, done, or changed so they no longer fit the deck
    /// (another quadrant, a new deadline), elsewhere or in the form.
    public var gone: [String]
    /// How those of `gone` that were done or deleted left (a task that only changed is not listed), so
    /// the round's summary counts a card done in the form as done.
    public var departures: [String: ReviewDecision.Kind]
    /// Today's plan, when the query asked for it.
    public var dayPlan: DayPlan?
    /// With the plan's, its first open task, which Enter at the plan's end focuses on.
    public var firstPlanned: TodoItem?

    /// A snapshot from its parts.
    public init(
        counts: TaskCounts, sourceCounts: [ReviewSource: Int]?, card: TodoItem? = nil, gone: [String] = [],
        departures: [String: ReviewDecision.Kind] = [:]
    ) {
        self.counts = counts
        self.sourceCounts = sourceCounts
        self.card = card
        self.gone = gone
        self.departures = departures
    }
}

/// Reads the review screen: deck sizes when asked, and the top card, dropping cards whose task was
/// deleted, done, or changed out of the deck elsewhere.
public enum ReviewLoader: ScreenLoader {
    public static func load(_ query: ReviewQuery, from store: TaskStore) throws -> ReviewSnapshot {
        var snapshot = ReviewSnapshot(
            counts: try store.counts(),
            sourceCounts: query.needsSizes
                ? try store.reviewCounts(today: query.today, firstWeekday: query.firstWeekday) : nil)
        if query.needsDayPlan {
            snapshot.dayPlan = try store.dayPlan(on: query.today)
            if query.source == .plan { snapshot.firstPlanned = try store.firstPlanned(on: query.today) }
        }
        guard let deck = query.deck else { return snapshot }
        for uid in deck {
            let item = try store.item(uid: uid)
            if let item, query.source.includes(item, today: query.today, firstWeekday: query.firstWeekday) {
                snapshot.card = item
                snapshot.cardParentTitle = try store.parentTitles(of: [item]).values.first
                break
            }
            snapshot.gone.append(uid)
            if item == nil {
                snapshot.departures[uid] = .deleted
            } else if item?.isDone == true {
                snapshot.departures[uid] = .done
            }
        }
        return snapshot
    }
}
