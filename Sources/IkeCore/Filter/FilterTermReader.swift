import Foundation

/// Reads one unquoted word of a filter as a term: `#tag`, a flag, `key` + comparison + value, or text.
enum FilterTermReader {
    /// The keys of keyed terms, for the message about one that is not.
    static var keys: [String] {
        ["due", "start", "q", "has", "parent"] + PlainField.allCases.map(\.filterKey)
    }

    /// A fixed day to check that deadline words read (what they name is worked out when the filter runs).
    private static let checkingParser = DeadlineParser(today: LocalDate(iso: "2026-01-01")!)

    static func term(_ word: String, column: Int) throws(FilterError) -> FilterTerm {
        if word.hasPrefix("#") {
            do {
                return .tag(try Tag(String(word.dropFirst())))
            } catch {
                throw FilterError(column: column, "“\(word)” is no tag: \(error)")
            }
        }
        if let flag = FilterFlag(rawValue: word.lowercased()) { return .flag(flag) }
        guard let (key, comparison, value, valueColumn) = split(word, column: column) else {
            return .text(word)
        }
        switch key.lowercased() {
        case "due": return .due(comparison, try day(value, comparison, key: "due", column: valueColumn))
        case "start": return .start(comparison, try day(value, comparison, key: "start", column: valueColumn))
        case "q":
            guard comparison == .equal else { throw onlyEquals("q", column: column) }
            guard let quadrant = Quadrant(rawValue: value.lowercased()) else {
                throw FilterError(
                    column: valueColumn,
                    "“\(value)” is no quadrant: q:do, q:schedule, q:delegate or q:eliminate")
            }
            return .quadrant(quadrant)
        case "parent":
            guard comparison == .equal else { throw onlyEquals("parent", column: column) }
            switch value.lowercased() {
            case "none": return .parent(isStep: false)
            case "any": return .parent(isStep: true)
            default:
                throw FilterError(
                    column: valueColumn,
                    "“parent:\(value)”: parent:none (the top level) or parent:any (a step)")
            }
        case "has":
            guard comparison == .equal else { throw onlyEquals("has", column: column) }
            guard let presence = FilterPresence.allCases.first(where: { $0.name == value.lowercased() })
            else {
                let names = FilterPresence.allCases.map { "has:" + $0.name }.joined(separator: ", ")
                throw FilterError(column: valueColumn, "“has:\(value)” asks about no field: \(names)")
            }
            return .has(presence)
        case let other:
            guard let field = PlainField.allCases.first(where: { $0.filterKey == other || $0.name == other })
            else {
                throw FilterError(
                    column: column,
                    "“\(key)\(comparison.rawValue)” is no term: the keys are \(keys.joined(separator: ", ")); "
                        + "put the word in quotes to search for it")
            }
            guard let parsed = field.kind.value(value) else {
                throw FilterError(column: valueColumn, "“\(value)” is not \(field.kind.example)")
            }
            return .plain(field, comparison, parsed)
        }
    }

    /// `key`, the comparison and the value of a keyed word (`due<=fri`), with the value's column; `nil`
    /// when the word is text (no comparison, or none after a key of letters).
    private static func split(
        _ word: String, column: Int
    ) -> (
        key: String, comparison: FilterComparison, value: String, valueColumn: Int
    )? {
        guard let at = word.firstIndex(where: { ":<>".contains($0) }) else { return nil }
        let key = String(word[..<at])
        guard !key.isEmpty, key.allSatisfy(\.isLetter) else { return nil }
        let rest = word[at...]
        // The longest comparison first: `<=` before `<`.
        guard let comparison = FilterComparison.allCases.first(where: { rest.hasPrefix($0.rawValue) }) else {
            return nil
        }
        let value = String(rest.dropFirst(comparison.rawValue.count))
        return (key, comparison, value, column + key.count + comparison.rawValue.count)
    }

    private static func onlyEquals(_ key: String, column: Int) -> FilterError {
        FilterError(column: column, "“\(key)” takes “:” only, as in \(key == "q" ? "q:do" : "has:notes")")
    }

    /// The day after `due` and its comparison: none and any with `:` alone, else deadline words.
    private static func day(
        _ value: String, _ comparison: FilterComparison, key: String, column: Int
    ) throws(FilterError) -> FilterDay {
        let lower = value.lowercased()
        guard !lower.isEmpty else {
            throw FilterError(
                column: column,
                "\(key)\(comparison.rawValue) needs a day after it, as in \(key)<7d or \(key):today")
        }
        if lower == "none" || lower == "any" {
            guard comparison == .equal else {
                throw FilterError(column: column, "“\(lower)” goes with “\(key):” only (\(key):\(lower))")
            }
            return lower == "none" ? .none : .any
        }
        let day = FilterDay.day(lower)
        do {
            _ = try checkingParser.parse(day.deadlineWords ?? lower)
        } catch {
            throw FilterError(column: column, "“\(value)” is no day: \(error)")
        }
        return day
    }
}
