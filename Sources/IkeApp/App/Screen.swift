/// The app's screens, in tab order; only those built so far are listed, so no tab is empty.
public enum Screen: String, CaseIterable, Hashable, Sendable {
    case list
    case goals
    case matrix
    case review
    case stats

    /// The tab title.
    public var title: String {
        switch self {
        case .list: "List"
        case .goals: "Goals"
        case .matrix: "Matrix"
        case .review: "Review"
        case .stats: "Stats"
        }
    }
}
