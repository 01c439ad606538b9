/// `ike status`'s line for a tmux status line or a shell prompt (issue 35, item 6): a template whose
/// `{name}` places are counts (`{overdue}! {today} today`), printed with the counts in, and nothing at all
/// when every count it names is zero, so a prompt stays quiet on a clear day.
public struct StatusLine: Hashable, Sendable {
    /// A count the template can name.
    public enum Count: String, CaseIterable, Hashable, Sendable {
        /// Open tasks whose deadline has passed.
        case overdue
        /// Open tasks due today, not yet overdue.
        case today
        /// Open tasks planned for today or for a day gone by (`TodoItem.planned`).
        case planned
        /// Focus periods running (a focus card counting down work in some ike; `FocusPeriod.isRunning`).
        case focus
        /// Open tasks waiting in the matrix's inbox, never placed (`TodoItem.isInInbox`), started by now.
        case inbox

        /// What it counts, for help and messages.
        public var words: String {
            switch self {
            case .overdue: "open tasks overdue"
            case .today: "open tasks due today and not yet overdue"
            case .planned: "open tasks planned for today or a day gone by"
            case .focus: "focus periods running"
            case .inbox: "open tasks in the matrix's inbox, not placed in a quadrant yet"
            }
        }
    }

    /// One piece of the template: text as written, or a count's place.
    enum Piece: Hashable, Sendable {
        case text(String)
        case count(Count)
    }

    /// The template `ike status` prints without `--format`.
    public static let standardFormat = "{overdue} overdue, {today} due today, {planned} planned"

    let pieces: [Piece]

    /// The counts the template names.
    public var counts: Set<Count> {
        Set(pieces.compactMap { if case .count(let count) = $0 { count } else { nil } })
    }

    /// The template `format`: `{name}` is a count, `{{` and `}}` are braces. Refused with the reason when
    /// a place names no count, a brace is left open, or no count is named (the line would never be quiet).
    public init(format: String) throws(StatusFormatError) {
        var pieces: [Piece] = []
        var text = ""
        var rest = Substring(format)
        while let first = rest.first {
            if rest.hasPrefix("{{") || rest.hasPrefix("}}") {
                text.append(first)
                rest = rest.dropFirst(2)
            } else if first == "{" {
                guard let close = rest.firstIndex(of: "}") else {
                    throw StatusFormatError("“{” opens a count that no “}” closes (write {{ for a brace)")
                }
                let name = String(rest[rest.index(after: rest.startIndex)..<close])
                guard let count = Count(rawValue: name.lowercased()) else {
                    throw StatusFormatError(
                        "“{\(name)}” names no count: the counts are "
                            + Count.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", "))
                }
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                pieces.append(.count(count))
                rest = rest[rest.index(after: close)...]
            } else if first == "}" {
                throw StatusFormatError("“}” closes no count (write }} for a brace)")
            } else {
                text.append(first)
                rest = rest.dropFirst()
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        guard pieces.contains(where: { if case .count = $0 { true } else { false } }) else {
            throw StatusFormatError(
                "the format names no count: put one in braces, such as {overdue}")
        }
        self.pieces = pieces
    }

    /// The line with `values` in, or `nil` when every count it names is zero.
    public func line(_ values: [Count: Int]) -> String? {
        guard counts.contains(where: { (values[$0] ?? 0) != 0 }) else { return nil }
        return pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .count(let count): String(values[count] ?? 0)
            }
        }.joined()
    }
}

/// Why a `--format` of `ike status` cannot be read.
public struct StatusFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }
}
