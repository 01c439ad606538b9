/// One term of a filter (`FilterExpression`): a word to search for, a tag, a flag, or a field compared
/// with a value. Every term is declared here and answers its SQL (`FilterTerm+SQL.swift`) and its
/// documentation (`FilterTerm.catalog`, Docs/Filters.md) through exhaustive switches.
public enum FilterTerm: Hashable, Sendable, CustomStringConvertible {
    /// Text the title, the notes or a tag's name holds (any case, any accent), as search matches it.
    case text(String)
    /// `#tag`: the task has this tag.
    case tag(Tag)
    /// A word that names a state: `done`, `important`…
    case flag(FilterFlag)
    /// `q:do`: the task is in this quadrant.
    case quadrant(Quadrant)
    /// `has:notes`: the task holds something in this field.
    case has(FilterPresence)
    /// `due<7d`, `due:today`, `due:none`: the deadline's date compared with a day.
    case due(FilterComparison, FilterDay)
    /// `start>today`, `start:none`: the start's date compared with a day, as `due` compares the deadline's.
    case start(FilterComparison, FilterDay)
    /// `parent:none`, `parent:any`: whether the task is a step of another (issue 33).
    case parent(isStep: Bool)
    /// `est>30m`: a plain field's value compared with a value of its kind (a task without one never matches).
    case plain(PlainField, FilterComparison, PlainValue)

    /// The term as written, reading back as itself.
    public var description: String {
        switch self {
        case .text(let text): FilterWord.written(text)
        case .tag(let tag): "#" + tag.name
        case .flag(let flag): flag.rawValue
        case .quadrant(let quadrant): "q:" + quadrant.rawValue
        case .has(let presence): "has:" + presence.name
        case .due(let comparison, let day): "due" + comparison.rawValue + day.written
        case .start(let comparison, let day): "start" + comparison.rawValue + day.written
        case .parent(let isStep): isStep ? "parent:any" : "parent:none"
        case .plain(let field, let comparison, let value):
            field.filterKey + comparison.rawValue + field.kind.shortText(value)
        }
    }
}

extension FilterTerm {
    /// Whether the term picks tasks by status (`open`, `done`, `cancelled`).
    var isAboutStatus: Bool {
        switch self {
        case .flag(let flag):
            switch flag {
            case .open, .done, .cancelled: true
            case .important, .urgent, .repeating, .someday: false
            }
        case .text, .tag, .quadrant, .has, .due, .start, .parent, .plain: false
        }
    }

    /// Whether the term picks tasks by their start (`start>today`).
    var isAboutStart: Bool {
        switch self {
        case .start, .flag(.someday): true
        case .text, .tag, .flag, .quadrant, .has, .due, .parent, .plain: false
        }
    }
}

/// A word that names a state of a task.
public enum FilterFlag: String, CaseIterable, Hashable, Sendable {
    /// Not closed (neither done nor cancelled).
    case open
    /// Closed: done or cancelled, as hide-done hides both.
    case done
    /// Closed without being done.
    case cancelled
    case important
    case urgent
    /// Repeats (has a rule).
    case repeating = "repeat"
    /// Kept for someday (`LocalDate.someday`).
    case someday
}

/// A field `has:` asks about.
public enum FilterPresence: Hashable, Sendable, CaseIterable {
    case notes, tags, deadline
    case plain(PlainField)

    public static var allCases: [FilterPresence] {
        [.notes, .tags, .deadline] + PlainField.allCases.map(Self.plain)
    }

    /// The word after `has:`.
    public var name: String {
        switch self {
        case .notes: "notes"
        case .tags: "tags"
        case .deadline: "deadline"
        case .plain(let field): field.filterKey
        }
    }
}

/// How a field is compared with a value.
public enum FilterComparison: String, CaseIterable, Hashable, Sendable {
    case equal = ":"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case less = "<"
    case greater = ">"
}

/// The day a deadline is compared with: none, any, or a day as the deadline words write it (`today`,
/// `fri`, `2026-12-01`, `7d` for a week from today), kept as typed (lower case) and counted from the day
/// the filter runs, so a saved `due<7d` means the next week whenever it is used.
public enum FilterDay: Hashable, Sendable {
    /// No deadline (only with `:`).
    case none
    /// Any deadline (only with `:`).
    case any
    /// A day in the deadline words.
    case day(String)

    /// As written after the comparison.
    public var text: String {
        switch self {
        case .none: "none"
        case .any: "any"
        case .day(let words): words
        }
    }

    /// As written after the comparison, quoted when it has spaces (`"next week"`).
    var written: String { text.contains(" ") ? "\"" + text + "\"" : text }

    /// The deadline words that name the day: a bare count of days, weeks or months (`7d`) is from today
    /// (`+7d`).
    var deadlineWords: String? {
        guard case .day(let words) = self else { return nil }
        if let first = words.first, first.isNumber, let last = words.last, "dwm".contains(last),
            words.dropLast().allSatisfy(\.isNumber)
        {
            return "+" + words
        }
        return words
    }
}

extension PlainField {
    /// The key a filter compares the field with (`est>30m`); its name (`estimate>30m`) reads too.
    public var filterKey: String {
        switch self {
        case .estimate: "est"
        case .planned: "planned"
        }
    }
}
