/// How far ahead `ike due --within` looks: a number of hours, the rest of today, or the rest of this week.
/// Overdue tasks are always included.
public enum DueWindow: Hashable, Sendable, CustomStringConvertible {
    /// The next `n` hours (1 to 168), written `2h`.
    case hours(Int)
    case today
    /// To the end of this week (weeks from the settings' `first_weekday`).
    case week

    /// The window a `--within` value names: `2h`, `today` or `week`; `nil` for anything else.
    public init?(text argument: String) {
        switch argument.lowercased() {
        case "today": self = .today
        case "week": self = .week
        case let text where text.hasSuffix("h"):
            let digits = text.dropLast()
            guard (1...3).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let hours = Int(digits), (1...168).contains(hours)
            else { return nil }
            self = .hours(hours)
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .hours(let hours): "\(hours)h"
        case .today: "today"
        case .week: "week"
        }
    }
}
