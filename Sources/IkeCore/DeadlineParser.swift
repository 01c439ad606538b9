import Foundation
// Temporary stand-in until the full parser lands (being written in parallel).
public struct DeadlineParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public let input: String
    public let message: String
    public var description: String { message }
}
public struct DeadlineParser: Sendable {
    let today: LocalDate
    public init(today: LocalDate) { self.today = today }
    public func parse(_ text: String) throws(DeadlineParseError) -> LocalDate? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        if t.isEmpty { return nil }
        if t == "today" { return today }
        if let d = LocalDate(iso: t) { return d }
        throw DeadlineParseError(input: text, message: "could not read “\(text)” as a date")
    }
}
extension LocalDate {
    public var longDescription: String { iso }
}
