import IkeCore

/// The file formats `ike import` reads and `ike export` writes.
public enum InterchangeFormat: String, CaseIterable, Sendable {
    /// ike's own versioned JSON: every field, the lossless backup format.
    case ikeJSON = "json"
    case todoTxt = "todotxt"
    case csv
    /// iCalendar VTODO components (RFC 5545).
    case iCalendar = "ics"
    /// `task export` JSON from Taskwarrior.
    case taskwarrior
    /// Markdown task lists (`- [ ] …`).
    case markdown
    /// `[{id, title, isDone}]`, as simple to-do apps write it.
    case todosJSON = "todos-json"
    /// `[{title, done}]`.
    case checklistJSON = "checklist-json"
    /// `["title", …]`.
    case titlesJSON = "titles-json"
    /// `[{id, title, description, deadline, isCompleted}]` from goal trackers.
    case goalsJSON = "goals-json"
    /// `[{title, important, urgent}]` from Eisenhower-matrix apps.
    case matrixJSON = "matrix-json"

    /// The name people read in messages ("todo.txt").
    public var displayName: String {
        switch self {
        case .ikeJSON: "ike JSON"
        case .todoTxt: "todo.txt"
        case .csv: "CSV"
        case .iCalendar: "iCalendar"
        case .taskwarrior: "Taskwarrior JSON"
        case .markdown: "Markdown"
        case .todosJSON: "to-do JSON"
        case .checklistJSON: "checklist JSON"
        case .titlesJSON: "JSON list of titles"
        case .goalsJSON: "goals JSON"
        case .matrixJSON: "Eisenhower JSON"
        }
    }

    /// Whether an ike before formats carried tags of their own wrote a task's tags into its title here
    /// (` +tag` after it): every format but ike JSON, whose tags always had a field.
    public var wroteTagsInTitles: Bool { self != .ikeJSON }

    /// Whether an import keeps each record as its app wrote it, for an export to this format to write back
    /// with only ike's changed fields changed (`OriginalRecord`): the formats of apps people keep using
    /// beside ike.
    public var keepsOriginals: Bool { self == .taskwarrior || self == .iCalendar || self == .todoTxt }

    /// Whether this is one of the shapes simple apps write, read by `SimpleJSONCodec`.
    public var isSimpleJSON: Bool {
        switch self {
        case .todosJSON, .checklistJSON, .titlesJSON, .goalsJSON, .matrixJSON: true
        default: false
        }
    }

    /// The fields a file of this format carries; on re-import only these overwrite a matched task. Those it
    /// does not lose, as it states field by field (`treatment(of:)`).
    public var carriedFields: ImportedFields {
        Set(TaskField.allCases.filter { treatment(of: $0) != .lost })
    }
}

extension InterchangeFormat {
    /// The syntaxes of kept custom rules this format writes (see `CustomRepeat`): iCalendar only its own,
    /// todo.txt and Taskwarrior also an RRULE text (as `rrule:` and `ikerepeat`), the others every one.
    public var repeatSyntaxes: Set<CustomRepeat.Syntax> {
        switch self {
        case .iCalendar: [.iCalendar]
        case .todoTxt: [.todoTxt, .iCalendar]
        case .taskwarrior: [.taskwarrior, .iCalendar]
        default: Set(CustomRepeat.Syntax.allCases)
        }
    }
}

/// Which fields of a task an imported file sets: only these overwrite a matched task.
public typealias ImportedFields = Set<TaskField>
