import IkeCore

/// What a format does with one task field (issue 31): every format states it for every field, and the
/// table in Docs/Formats.md ("Fields by format") is generated from these statements.
public enum FieldTreatment: Hashable, Sendable {
    /// Written and read back as ike holds it.
    case carried
    /// Carried without its time of day (a date alone).
    case withoutTime
    /// Done carried, cancelled written as done: the format has open and done only.
    case cancelledAsDone
    /// Lost: the format has no place for it, so an import leaves a matched task's value as it is.
    case lost

    /// The table's words.
    public var words: String {
        switch self {
        case .carried: "yes"
        case .withoutTime: "date only"
        case .cancelledAsDone: "cancelled as done"
        case .lost: "—"
        }
    }
}

extension InterchangeFormat {
    /// What this format does with `field`; the fields an import takes from it (`carriedFields`) are those it
    /// does not lose (a test holds the two together).
    public func treatment(of field: TaskField) -> FieldTreatment {
        switch field {
        case .title: .carried
        case .notes:
            switch self {
            case .ikeJSON, .csv, .iCalendar, .taskwarrior, .goalsJSON: .carried
            case .todoTxt, .markdown, .todosJSON, .checklistJSON, .titlesJSON, .matrixJSON: .lost
            }
        case .deadline:
            switch self {
            case .ikeJSON, .csv, .iCalendar, .taskwarrior: .carried
            case .todoTxt, .markdown, .goalsJSON: .withoutTime
            case .todosJSON, .checklistJSON, .titlesJSON, .matrixJSON: .lost
            }
        case .done:
            switch self {
            case .ikeJSON, .csv, .iCalendar, .markdown: .carried
            case .taskwarrior, .todoTxt, .todosJSON, .checklistJSON, .goalsJSON: .cancelledAsDone
            case .titlesJSON, .matrixJSON: .lost
            }
        case .doneAt:
            switch self {
            case .ikeJSON, .csv, .iCalendar, .taskwarrior: .carried
            case .todoTxt, .markdown: .withoutTime
            case .todosJSON, .checklistJSON, .titlesJSON, .goalsJSON, .matrixJSON: .lost
            }
        case .important, .urgent:
            switch self {
            case .ikeJSON, .csv, .todoTxt, .iCalendar, .taskwarrior, .matrixJSON: .carried
            case .markdown, .todosJSON, .checklistJSON, .titlesJSON, .goalsJSON: .lost
            }
        case .created:
            switch self {
            case .ikeJSON, .csv, .iCalendar, .taskwarrior: .carried
            case .todoTxt: .withoutTime
            case .markdown, .todosJSON, .checklistJSON, .titlesJSON, .goalsJSON, .matrixJSON: .lost
            }
        case .tags, .repeats:
            isSimpleJSON ? .lost : .carried
        // Taskwarrior names a done instance's series only by its template's uuid (`parent`), which reads
        // back only beside the template: not a field of its own.
        case .series:
            switch self {
            case .ikeJSON, .csv, .iCalendar: .carried
            default: .lost
            }
        // New tasks are added in the file's order; a matched task keeps its place in the list.
        case .order: .lost
        // Taskwarrior's `wait` (its `scheduled` stays as written); todo.txt's `t:`; iCalendar's DTSTART, or
        // `X-IKE-START` for a repeating task (Docs/Sync.md, "The start").
        case .start:
            switch self {
            case .ikeJSON, .csv, .taskwarrior, .iCalendar: .carried
            case .todoTxt: .withoutTime
            case .markdown, .todosJSON, .checklistJSON, .titlesJSON, .goalsJSON, .matrixJSON:
                .lost
            }
        // The parent's uid (issue 33): ike's own columns, iCalendar's RELATED-TO (Docs/Sync.md, "Steps"),
        // Taskwarrior's `ikeparent`, Markdown's nesting (and ike's comment), topydo's `id:` and `p:` in
        // todo.txt (`TodoTxtParentWords`).
        case .parent:
            switch self {
            case .ikeJSON, .csv, .todoTxt, .iCalendar, .taskwarrior, .markdown: .carried
            case .todosJSON, .checklistJSON, .titlesJSON, .goalsJSON, .matrixJSON: .lost
            }
        // Under its name in ike's own files, as an X-IKE- property, as a Taskwarrior UDA.
        case .plain:
            switch self {
            case .ikeJSON, .csv, .iCalendar, .taskwarrior: .carried
            case .todoTxt, .markdown, .todosJSON, .checklistJSON, .titlesJSON, .goalsJSON, .matrixJSON: .lost
            }
        }
    }

    /// The fields this format loses that `items` hold, each with how many tasks hold it, in field order:
    /// what `ike export` warns about.
    public func lostFields(of items: [TodoItem]) -> [(field: TaskField, count: Int)] {
        TaskField.allCases.compactMap { field in
            guard treatment(of: field) == .lost else { return nil }
            let count = items.reduce(0) { $0 + (field.isSet(in: $1) ? 1 : 0) }
            return count > 0 ? (field, count) : nil
        }
    }

    /// How many of `items` are cancelled where this format writes them done (0 where it carries cancelled or
    /// loses done altogether): what `ike export` says beside the lost fields.
    public func cancelledWrittenAsDone(of items: [TodoItem]) -> Int {
        treatment(of: .done) == .cancelledAsDone ? items.count(where: \.isCancelled) : 0
    }

    /// The "Fields by format" table of Docs/Formats.md, one row per field, one column per format.
    public static func fieldTable() -> String {
        let formats = InterchangeFormat.allCases
        var out =
            "| field | " + formats.map { "\($0.displayName) (`\($0.rawValue)`)" }.joined(separator: " | ")
            + " |\n"
        out += "|---|" + formats.map { _ in "---|" }.joined() + "\n"
        for field in TaskField.allCases {
            out +=
                "| \(field.rawValue) | "
                + formats.map { $0.treatment(of: field).words }.joined(separator: " | ") + " |\n"
        }
        return out
    }
}
