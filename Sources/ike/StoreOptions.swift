import ArgumentParser
import Foundation
import IkeCore

/// `--db PATH`, shared by every command; also reads `IKE_DB`, and the testing hooks `IKE_NOW` and
/// `IKE_BUSY_TIMEOUT_MS`.
struct StoreOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The database file (default: $IKE_DB, else $XDG_DATA_HOME/ike/ike.sqlite).", valueName: "path"))
    var db: String?

    /// The same as plain values, which do the work.
    var location: StoreLocation { StoreLocation(db: db) }

    var path: String { location.path }

    var environment: CoreEnvironment {
        get throws { try location.environment }
    }

    func openStore() throws -> TaskStore { try location.openStore() }

    func openExisting() throws -> TaskStore { try location.openExisting() }

    func openExistingReadOnly() throws -> TaskStore? { try location.openExistingReadOnly() }

    func openExistingIfPresent() throws -> TaskStore? { try location.openExistingIfPresent() }
}

/// A task as typed: its id (`12` or `#12`, what `ike list` shows, per machine), or its uid or the start
/// of one that no other task's uid starts with (the same on every synced machine, for scripts).
struct TaskID: ExpressibleByArgument, Hashable {
    let text: String

    init?(argument: String) {
        let trimmed = argument.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        text = trimmed
        // Digits are an id, never the start of a uid: `0` or `#x` is a typo, refused as usage.
        let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        if trimmed.hasPrefix("#") || digits.allSatisfy(\.isASCIIDigitCharacter), number == nil { return nil }
    }

    /// The id when the text is one: digits, `#` first or not.
    var number: Int64? {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigitCharacter), let value = Int64(digits),
            value > 0
        else { return nil }
        return value
    }

    /// The id of the task this names in `store`: the number itself, or the task whose uid is the text or
    /// alone starts with it.
    func resolve(in store: TaskStore) throws -> Int64 {
        if let number { return number }
        let found = try store.uidMatches(text, limit: 3)
        if let exact = found.first(where: { $0.uid == text }) { return exact.id }
        switch found.count {
        case 0:
            throw CLIError(
                description:
                    "no task has the id or uid “\(CLIOutput.visible(text))” (ike list shows ids; ike list --json uids)"
            )
        case 1: return found[0].id
        default:
            throw CLIError(
                description: "“\(CLIOutput.visible(text))” starts the uids of several tasks ("
                    + found.prefix(2).map { CLIOutput.visible($0.uid) }.joined(separator: ", ")
                    + (found.count > 2 ? ", …" : "") + "); give more of the uid")
        }
    }
}

extension Array where Element == TaskID {
    /// Each one's id in `store` (`TaskID.resolve`).
    func resolve(in store: TaskStore) throws -> [Int64] { try map { try $0.resolve(in: store) } }
}

extension Character {
    /// `0` to `9` only (`isNumber` takes other scripts' digits and fractions too).
    fileprivate var isASCIIDigitCharacter: Bool { isASCII && isWholeNumber }
}
