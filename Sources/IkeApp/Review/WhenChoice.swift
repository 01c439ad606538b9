import IkeCore

/// The question the plan's and the shutdown's ← ask about the top card: when is it to start? One key for
/// the usual answers, or a typed day in the start prompt (`DeferPrompt`).
public struct WhenChoice: Hashable, Sendable {
    /// The answers one key gives.
    public enum Answer: Hashable, Sendable, CaseIterable {
        case tomorrow
        case dayAfter
        case nextWeek
        case someday
        /// Opens the start prompt to type a day.
        case typeDay
        /// The card stays on top, unchanged.
        case cancel

        /// The words the start prompt reads the answer as, for the answers that name a day.
        var phrase: String? {
            switch self {
            case .tomorrow: "tomorrow"
            case .dayAfter: "+2d"
            case .nextWeek: "next week"
            case .someday: Deadline.somedayWord
            case .typeDay, .cancel: nil
            }
        }
    }

    /// The card asked about.
    public var item: TodoItem

    /// The question about `item`.
    public init(_ item: TodoItem) {
        self.item = item
    }

    /// The start prompt for the card, holding `phrase` (empty: the person types the day).
    func prompt(_ phrase: String = "") -> DeferPrompt {
        var prompt = DeferPrompt(item)
        prompt.decidesCard = true
        prompt.field.setText(phrase)
        return prompt
    }
}
