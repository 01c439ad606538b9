/// Why a filter does not read, and where: `column` counts characters from 1, so a message can point at
/// the mistake under the filter as typed.
public struct FilterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The character the mistake starts at, from 1.
    public let column: Int
    public let message: String

    public init(column: Int, _ message: String) {
        self.column = column
        self.message = message
    }

    public var description: String { "column \(column): \(message)" }

    /// The filter on one line and a caret under the column, for a terminal (`ike list --filter`).
    public func pointing(at text: String) -> String {
        let caret = String(repeating: " ", count: max(0, column - 1)) + "^"
        return "  " + text + "\n  " + caret
    }
}
