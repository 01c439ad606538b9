import IkeCore

/// What the review screen reads from the store: counts, deck sizes and the card on top.
public struct ReviewSnapshot: Hashable, Sendable {
    public var counts: TaskCounts
    /// Deck sizes; `nil` when not read (a running round does not show them).
    public var sourceCounts: [ReviewSource: Int]?
    /// The first task of the deck that is still there and still fits the deck.
    public var card: TodoItem?
    /// Deck uids above it whose tasks were deleted, done, or changed so they no longer fit the deck
    /// (another quadrant, a new deadline), elsewhere or in the form.
    public var gone: [String]
    /// How those of `gone` that were done or deleted left (a task that only changed is not listed), so
    /// the round's summary counts a card done in the form as done.
    public var departures: [String: ReviewDecision.Kind]

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

    /// Reads the snapshot for `review` from `store`.
    public static func load(
        from store: TaskStore, review: ReviewState, today: LocalDate
    ) throws -> ReviewSnapshot {
        // Deck sizes are for the chooser and the summary's "again"; a running round skips them.
        let needsSizes = review.round.map { $0.phase != .running } ?? true
        var snapshot = ReviewSnapshot(
            counts: try store.counts(), sourceCounts: needsSizes ? try store.reviewCounts(today: today) : nil)
        guard let round = review.round else { return snapshot }
        for uid in round.deck {
            let item = try store.item(uid: uid)
            if let item, round.source.includes(item, today: today) {
                snapshot.card = item
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
