/// What each kind of term means and whether an index answers it: Docs/Filters.md's table is made from
/// these (`FilterTerm.table`, checked by a test), and the plan test reads SQLite's plan of every example.
extension FilterTerm {
    /// One example of every kind of term, every flag, every field `has:` knows and every comparison.
    public static var examples: [FilterTerm] {
        [.text("rent"), .tag(try! Tag("work"))] + FilterFlag.allCases.map(FilterTerm.flag)
            + [.quadrant(.doFirst)] + FilterPresence.allCases.map(FilterTerm.has)
            + [
                .due(.equal, .day("today")), .due(.less, .day("7d")), .due(.lessOrEqual, .day("fri")),
                .due(.greater, .day("2026-12-01")), .due(.greaterOrEqual, .day("next week")),
                .due(.equal, .none), .due(.equal, .any), .start(.greater, .day("today")),
                .start(.lessOrEqual, .day("today")), .start(.equal, .none), .start(.equal, .any),
                .parent(isStep: false), .parent(isStep: true),
            ]
            + PlainField.allCases.flatMap { field in
                [FilterComparison.greater, .lessOrEqual, .equal].map {
                    FilterTerm.plain(field, $0, field.kind.exampleValue)
                }
            }
    }

    /// What the term keeps, in words.
    public var meaning: String {
        switch self {
        case .text:
            "tasks whose title, notes or a tag's name hold the text (any case, any accent); quote a phrase: \"call mom\""
        case .tag: "tasks with the tag"
        case .flag(let flag):
            switch flag {
            case .open: "open tasks"
            case .done: "closed tasks: done or cancelled"
            case .cancelled: "cancelled tasks"
            case .important: "important tasks"
            case .urgent: "urgent tasks"
            case .repeating: "repeating tasks"
            case .someday: "tasks kept for someday (shown although their start never comes)"
            }
        case .quadrant: "tasks in the quadrant: do, schedule, delegate or eliminate"
        case .has(let presence): "tasks with \(presence.words)"
        case .due(_, .none): "tasks without a deadline"
        case .due(_, .any): "tasks with a deadline"
        case .due(let comparison, .day(let words)):
            "tasks due " + (comparison.words.isEmpty ? "" : comparison.words + " ")
                + (FilterDay.day(words).deadlineWords == words ? words : "\(words) from today")
        case .start(_, .none): "tasks without a start (startable now)"
        case .start(_, .any): "tasks with a start"
        case .start(let comparison, .day(let words)):
            "tasks that start " + (comparison.words.isEmpty ? "" : comparison.words + " ")
                + (FilterDay.day(words).deadlineWords == words ? words : "\(words) from today")
        case .parent(false): "tasks at the top level, a step of no other"
        case .parent(true): "steps of another task (one whose parent has not arrived yet too)"
        case .plain(let field, let comparison, let value):
            "tasks whose \(field.words) is \(field.kind.comparisonWords(comparison)) \(field.kind.shortText(value)) "
                + "(none never matches)"
        }
    }

    /// Whether SQLite reads the term from an index rather than every task (checked against its plans).
    /// Text is in every row, and so are notes, which no index holds; repeat rules and plain values have
    /// partial indexes (most tasks hold none).
    public var usesIndex: Bool {
        switch self {
        case .text: false
        case .plain: true
        case .tag, .quadrant: true
        case .flag(let flag):
            switch flag {
            case .open, .done, .cancelled, .important, .urgent: true
            case .repeating, .someday: true
            }
        case .has(let presence):
            switch presence {
            case .deadline, .tags: true
            case .notes: false
            case .plain: true
            }
        case .due(_, .none), .start(_, .none), .parent(false): false
        case .due, .start, .parent(true): true
        }
    }

    /// Docs/Filters.md's table of terms.
    public static func table() -> String {
        var out = "| term | keeps | from an index |\n|---|---|---|\n"
        for term in examples {
            out += "| `\(term)` | \(term.meaning) | \(term.usesIndex ? "yes" : "no: every task is read") |\n"
        }
        return out
    }
}

extension FilterPresence {
    /// The field in words ("notes", "an estimate").
    var words: String {
        switch self {
        case .notes: "notes"
        case .tags: "a tag"
        case .deadline: "a deadline"
        case .plain(let field):
            (field.words.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + field.words + " set"
        }
    }
}

extension FilterComparison {
    /// The comparison in words ("before", "on or after").
    var words: String {
        switch self {
        case .equal: ""
        case .less: "before"
        case .lessOrEqual: "on or before"
        case .greater: "after"
        case .greaterOrEqual: "on or after"
        }
    }
}

extension FilterComparison {
    /// The comparison of amounts in words ("over", "at most").
    var amountWords: String {
        switch self {
        case .equal: "exactly"
        case .less: "under"
        case .lessOrEqual: "at most"
        case .greater: "over"
        case .greaterOrEqual: "at least"
        }
    }
}

extension PlainKind {
    /// A comparison of values of this kind in words: amounts ("over", "at most"), days ("after", "on or
    /// before").
    func comparisonWords(_ comparison: FilterComparison) -> String {
        switch (self, comparison) {
        case (.duration, _): comparison.amountWords
        case (.day, .equal): "on"
        case (.day, .less): "before"
        case (.day, .lessOrEqual): "on or before"
        case (.day, .greater): "after"
        case (.day, .greaterOrEqual): "on or after"
        }
    }

    /// A value of the kind for examples.
    var exampleValue: PlainValue {
        switch self {
        case .duration: .minutes(30)
        case .day: .day(LocalDate(iso: "2026-12-01")!)
        }
    }
}
