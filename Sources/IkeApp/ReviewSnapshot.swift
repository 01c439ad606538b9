import IkeCore

/// What the review screen reads from the store: counts, deck sizes and the card on top.
public struct ReviewSnapshot: Hashable, Sendable {
    public var counts: TaskCounts
    public var sourceCounts: [ReviewSource: Int]
    /// The first task of the deck that is still there and open.
    public var card: TodoItem?
    /// Deck uids above it whose tasks were deleted or marked done elsewhere.
    public var gone: [String]

    /// A snapshot from its parts.
    public init(
        counts: TaskCounts, sourceCounts: [ReviewSource: Int], card: TodoItem? = nil, gone: [String] = []
    ) {
        self.counts = counts
        self.sourceCounts = sourceCounts
        self.card = card
        self.gone = gone
    }

    /// Reads the snapshot for `review` from `store`.
    public static func load(
        from store: TaskStore, review: ReviewState, today: LocalDate
    ) throws -> ReviewSnapshot {
        var snapshot = ReviewSnapshot(
            counts: try store.counts(), sourceCounts: try store.reviewCounts(today: today))
        for uid in review.round?.deck ?? [] {
            if let item = try store.item(uid: uid), !item.isDone {
                snapshot.card = item
                break
            }
            snapshot.gone.append(uid)
        }
        return snapshot
    }
}
