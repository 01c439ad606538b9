import ArgumentParser
import IkeCore
import IkeInterchange

extension InterchangeFormat: ExpressibleByArgument {
    /// A format by name, with the spellings people use (`todo.txt`, `ical`, `md`).
    public init?(argument: String) {
        switch argument.lowercased() {
        case "json", "ike", "ike-json": self = .ikeJSON
        case "todotxt", "todo.txt", "txt": self = .todoTxt
        case "ics", "ical", "icalendar", "vtodo": self = .iCalendar
        case "md", "markdown": self = .markdown
        case "tw", "task", "taskwarrior": self = .taskwarrior
        default:
            guard let format = InterchangeFormat(rawValue: argument.lowercased()) else { return nil }
            self = format
        }
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
