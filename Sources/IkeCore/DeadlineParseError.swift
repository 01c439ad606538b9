/// Why a typed deadline could not be read, with a message meant for the person at the keyboard.
public struct DeadlineParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was typed, trimmed and with runs of spaces collapsed.
    public let input: String
    /// The whole sentence to show, quoting `input` (“could not read “xyz” as a date …”).
    public let message: String

    /// An error with a ready-made message.
    public init(input: String, message: String) {
        self.input = input
        self.message = message
    }

    public var description: String { message }

    /// Input that matches no form at all: list the forms that work instead.
    static func unreadable(_ input: String) -> DeadlineParseError {
        DeadlineParseError(
            input: input,
            message: "could not read “\(input)” as a date "
                + "(try 2026-12-01, today, tomorrow, fri, next fri, +3d, in 2 weeks, 27 nov)")
    }

    /// Input that looks like one form but is wrong in a specific way.
    static func invalid(_ input: String, _ reason: String) -> DeadlineParseError {
        DeadlineParseError(input: input, message: "could not read “\(input)” as a date: \(reason)")
    }

    /// An offset with a unit that is not one of the accepted ones.
    static func unknownUnit(_ input: String, _ unit: String, accepted: String) -> DeadlineParseError {
        let message = "could not read “\(input)”: unknown unit “\(unit)” (use \(accepted))"
        return DeadlineParseError(input: input, message: message)
    }

    /// A time of day that is written like one but is not one ("25:00", "13pm").
    static func badTime(_ input: String, _ reason: String) -> DeadlineParseError {
        DeadlineParseError(input: input, message: "could not read “\(input)” as a time: \(reason)")
    }

    /// A result outside the years a date can have.
    static func tooFar(_ input: String) -> DeadlineParseError {
        invalid(input, "that is too far away (dates must be in the years 1 to 9999)")
    }
}
