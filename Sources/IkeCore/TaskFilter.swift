import Foundation
import GRDB

/// Which tasks a query returns: the list screen's "hide done", search text and, for the matrix, a quadrant.
public struct TaskFilter: Hashable, Sendable {
    public var includeDone: Bool
    public var includeOpen: Bool
    /// Case- and accent-insensitive text that the title or notes must contain; empty for all.
    public var text: String
    public var quadrant: Quadrant?

    /// A filter; the default matches every task.
    public init(
        includeDone: Bool = true, includeOpen: Bool = true, text: String = "", quadrant: Quadrant? = nil
    ) {
        self.includeDone = includeDone
        self.includeOpen = includeOpen
        self.text = text
        self.quadrant = quadrant
    }

    /// Every task.
    public static let all = TaskFilter()
    /// Open tasks only.
    public static let open = TaskFilter(includeDone: false)
    /// Done tasks only.
    public static let done = TaskFilter(includeOpen: false)

    /// The SQL condition (never empty) and its arguments.
    var sql: (condition: String, arguments: StatementArguments) {
        var conditions: [String] = []
        var arguments = StatementArguments()
        if !includeDone { conditions.append("isDone = 0") }
        if !includeOpen { conditions.append("isDone = 1") }
        let needle = text.trimmingCharacters(in: .whitespaces)
        if !needle.isEmpty {
            conditions.append("ike_contains(title || char(10) || notes, ?)")
            arguments += [needle]
        }
        if let quadrant {
            conditions.append("isImportant = ? AND isUrgent = ?")
            arguments += [quadrant.isImportant, quadrant.isUrgent]
        }
        return (conditions.isEmpty ? "1" : conditions.joined(separator: " AND "), arguments)
    }
}
