import IkeCore

/// What the review screen asks the store for: deck sizes (for the chooser and the summary) and, during
/// a round, the first card of the deck that still fits it.
public struct ReviewQuery: Hashable, Sendable {
    /// The round's deck, top first, and its source; `nil` while choosing a deck.
    public var deck: [String]?
    public var source: ReviewSource
    /// Whether to count every deck (a running round does not show them).
    public var needsSizes: Bool
    /// Whether to read today's plan (the plan's and the shutdown's summary).
    public var needsDayPlan = false
    public var today: LocalDate
    /// The day "due this week" starts on (`first_weekday` in the settings file).
    public var firstWeekday: Weekday

    /// A query from its parts.
    public init(
        deck: [String]?, source: ReviewSource, needsSizes: Bool, today: LocalDate,
        firstWeekday: Weekday = .monday
    ) {
        self.deck = deck
        self.source = source
        self.needsSizes = needsSizes
        self.today = today
        self.firstWeekday = firstWeekday
    }
}
