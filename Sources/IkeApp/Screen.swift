/// The app's screens; only those built so far are listed, so the header never offers an empty tab.
public enum Screen: String, CaseIterable, Hashable, Sendable {
    case list

    /// The tab title.
    public var title: String {
        switch self {
        case .list: "List"
        }
    }
}
