/// A day of the week, numbered as in ISO 8601 (Monday is 1, Sunday is 7).
public enum Weekday: Int, CaseIterable, Sendable {
    case monday = 1
    case tuesday
    case wednesday
    case thursday
    case friday
    case saturday
    case sunday

    /// The English name ("Friday").
    public var name: String {
        switch self {
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        case .sunday: "Sunday"
        }
    }

    /// The three-letter English name ("Fri").
    public var shortName: String { String(name.prefix(3)) }
}
