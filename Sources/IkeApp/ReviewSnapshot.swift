import IkeCore

/// What the review screen reads from the store: counts, deck sizes and the card on top.
public struct ReviewSnapshot: Hashable, Sendable {
    public var counts: TaskCounts
    /// Deck sizes; `nil` when not read (a running round does not show them).
    public var sourceCounts: [ReviewSource: Int]?
    /// The first task of the deck that is still there and open.
    public var card: TodoItem?
    /// Deck uids above it whose tasks were deleted or marked done elsewhere.
    public var gone: [String]

    /// A snapshot from its parts.
    public init(
        counts: TaskCounts, sourceCounts: [ReviewSource: Int]?, card: TodoItem? = nil, gone: [String] = []
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
        // Deck sizes are for the chooser and the summary's "again"; a running round skips them.
        let needsSizes = review.round.map { $0.phase != .running } ?? true
        var snapshot = ReviewSnapshot(
            counts: try store.counts(), sourceCounts: needsSizes ? try store.reviewCounts(today: today) : nil)
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
