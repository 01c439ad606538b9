/// A filter in ike's filter language (Docs/Filters.md): terms joined by `and` (side by side), `or` and
/// parentheses, any of them negated with `-`. One grammar for `ike list --filter`, the app's search and
/// saved views; parsed by `FilterParser`, printed back by `description`, run as SQL by
/// `sql(today:firstWeekday:)`.
///
/// Kept flat: an `and` holds no `and` and an `or` no `or` (the parser merges them), and each holds two
/// parts or more, so a filter prints and parses back to the same value.
public indirect enum FilterExpression: Hashable, Sendable, CustomStringConvertible {
    case term(FilterTerm)
    case not(FilterExpression)
    case and([FilterExpression])
    case or([FilterExpression])

    /// The filter as it is written, in the shortest form that reads back as itself: `a b` for and, `a or
    /// b`, parentheses only around an `or` inside an `and` or a negation.
    public var description: String {
        switch self {
        case .term(let term): term.description
        case .not(let inner):
            switch inner {
            case .term(let term): "-" + term.description
            case .not, .and, .or: "-(" + inner.description + ")"
            }
        case .and(let parts):
            parts.map { part in
                if case .or = part { return "(" + part.description + ")" }
                return part.description
            }.joined(separator: " ")
        case .or(let parts): parts.map(\.description).joined(separator: " or ")
        }
    }

    /// Whether the filter says more than words, flags and tags side by side: a comparison, `-`, `or`.
    public var usesTheLanguage: Bool {
        switch self {
        case .term(let term):
            switch term {
            case .text, .tag, .flag: false
            case .quadrant, .has, .due, .start, .parent, .plain: true
            }
        case .not, .or: true
        case .and(let parts): parts.contains(where: \.usesTheLanguage)
        }
    }

    /// Whether a day it names counts weeks (`due<=sun`, `start>"next week"`), so the settings file's first
    /// weekday matters to it.
    public var dependsOnFirstWeekday: Bool {
        terms.contains { term in
            switch term {
            case .due(_, .day(let words)), .start(_, .day(let words)):
                DeadlineParser.dependsOnFirstWeekday(words)
            case .text, .tag, .flag, .quadrant, .has, .due, .start, .parent, .plain: false
            }
        }
    }

    /// Every term, in the order written.
    public var terms: [FilterTerm] {
        switch self {
        case .term(let term): [term]
        case .not(let inner): inner.terms
        case .and(let parts), .or(let parts): parts.flatMap(\.terms)
        }
    }

    /// `parts` joined by and, flattened; one part stands alone.
    public static func all(_ parts: [FilterExpression]) -> FilterExpression {
        let flat = parts.flatMap { part -> [FilterExpression] in
            if case .and(let inner) = part { return inner }
            return [part]
        }
        return flat.count == 1 ? flat[0] : .and(flat)
    }

    /// This filter and `other` both (a search or a window narrowing a view); itself without one.
    public func narrowed(by other: FilterExpression?) -> FilterExpression {
        .all([self] + (other.map { [$0] } ?? []))
    }

    /// `parts` joined by or, flattened; one part stands alone.
    public static func any(_ parts: [FilterExpression]) -> FilterExpression {
        let flat = parts.flatMap { part -> [FilterExpression] in
            if case .or(let inner) = part { return inner }
            return [part]
        }
        return flat.count == 1 ? flat[0] : .or(flat)
    }
}
