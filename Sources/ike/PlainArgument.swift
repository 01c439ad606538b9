import ArgumentParser
import IkeCore

/// Reads a plain field's option (`--estimate 1h30m`) as the form and quick add read its value
/// (`PlainKind.value`); one that does not read is a usage error naming the option and what it takes.
enum PlainArgument {
    /// The value `text` gives `field`; empty is none (`nil`) when `allowsNone` (an edit clears the field),
    /// and an error otherwise.
    /// A day reads as `--due` does, against `today` (`fri`, `+3d`), when it is given.
    static func value(
        _ text: String, for field: PlainField, allowsNone: Bool, today: LocalDate? = nil
    ) throws -> PlainValue? {
        if allowsNone && text.allSatisfy(\.isWhitespace) { return nil }
        guard let value = field.kind.value(text, today: today) else {
            throw ValidationError("--\(field.name) “\(text)” is not \(field.kind.example)")
        }
        return value
    }
}
