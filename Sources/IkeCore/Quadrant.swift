/// The four Eisenhower quadrants, derived from a task's important × urgent flags.
public enum Quadrant: String, CaseIterable, Sendable, Codable {
    /// Urgent and important.
    case doFirst = "do"
    /// Important, not urgent.
    case schedule
    /// Urgent, not important.
    case delegate
    /// Neither urgent nor important.
    case eliminate

    /// The quadrant of a task with these flags.
    public init(important: Bool, urgent: Bool) {
        switch (important, urgent) {
        case (true, true): self = .doFirst
        case (true, false): self = .schedule
        case (false, true): self = .delegate
        case (false, false): self = .eliminate
        }
    }

    /// Whether tasks in this quadrant are important.
    public var isImportant: Bool { self == .doFirst || self == .schedule }
    /// Whether tasks in this quadrant are urgent.
    public var isUrgent: Bool { self == .doFirst || self == .delegate }

    /// The name people see ("Do first").
    public var title: String {
        switch self {
        case .doFirst: "Do first"
        case .schedule: "Schedule"
        case .delegate: "Delegate"
        case .eliminate: "Eliminate"
        }
    }

    /// What the quadrant means, for headings ("urgent & important").
    public var meaning: String {
        switch self {
        case .doFirst: "urgent & important"
        case .schedule: "important"
        case .delegate: "urgent"
        case .eliminate: "neither"
        }
    }
}
