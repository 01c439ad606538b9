import IkeApp
import IkeCore

/// The command lines that start the app (`ike`, `ike --db PATH --no-color …`), print the version or print
/// the agenda (`ike agenda [--days N] [--json] [--db PATH]`), read without swift-argument-parser.
///
/// Why: the parser's set-up costs about half of ike's own work before the first frame, even with no
/// arguments (it looks types up by mangled name and walks its property wrappers with `Mirror`), and a
/// start should do only what the first frame needs (issue 23). The agenda is what a shell prompt or a
/// status bar runs again and again, where the parser was a tenth of the command's time (Docs/Benchmarks.md,
/// 2026-11-29). Anything this does not recognise exactly (another subcommand, `--help`, a repeated or
/// malformed option, an out-of-range value) returns nil and goes to the parser, so errors, help and every
/// other command read as they always have.
enum QuickStart {
    /// What a recognised command line asks for.
    enum Request: Equatable {
        case app(StoreLocation, AppOptions)
        case version
        /// `ike agenda` with its days and whether it prints JSON.
        case agenda(StoreLocation, days: Int, json: Bool)
    }

    static func parse(_ arguments: [String]) -> Request? {
        if arguments == ["--version"] { return .version }
        if arguments.first == "agenda" { return agenda(Array(arguments.dropFirst())) }
        var location = StoreLocation()
        var options = AppOptions()
        var seen: Set<String> = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            let (name, attached) = split(argument)
            // A second --db or --ascii is the parser's to judge (it may refuse or take the last one).
            guard seen.insert(name).inserted else { return nil }
            switch name {
            case "--no-color", "--ascii", "--no-mouse", "--reduce-motion":
                guard attached == nil else { return nil }
                switch name {
                case "--no-color": options.noColor = true
                case "--ascii": options.ascii = true
                case "--no-mouse": options.noMouse = true
                default: options.reduceMotion = true
                }
            case "--db", "--review-seconds", "--focus-seconds", "--config":
                guard let value = value(attached, in: arguments, at: &index) else { return nil }
                if name == "--db" {
                    location.db = value
                } else if name == "--config" {
                    options.config = value
                } else if name == "--focus-seconds" {
                    guard let seconds = Int(value), FocusSettings.secondsRange.contains(seconds) else {
                        return nil
                    }
                    options.focusSeconds = seconds
                } else {
                    guard let seconds = Int(value), AppOptions.reviewRange.contains(seconds) else {
                        return nil
                    }
                    options.reviewSeconds = seconds
                }
            default:
                return nil
            }
        }
        return .app(location, options)
    }

    /// `ike agenda`'s options (what follows the word), or nil for anything the parser should judge.
    private static func agenda(_ arguments: [String]) -> Request? {
        var location = StoreLocation()
        var days = Agenda.standardDays
        var json = false
        var seen: Set<String> = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let (name, attached) = split(arguments[index])
            index += 1
            guard seen.insert(name).inserted else { return nil }
            switch name {
            case "--json":
                guard attached == nil else { return nil }
                json = true
            case "--db":
                guard let value = value(attached, in: arguments, at: &index) else { return nil }
                location.db = value
            case "--days":
                guard let value = value(attached, in: arguments, at: &index), let number = Int(value),
                    AgendaCommand.daysRange.contains(number)
                else { return nil }
                days = number
            default:
                return nil
            }
        }
        return .agenda(location, days: days, json: json)
    }

    /// An option's value: the one attached with `=`, else the next word (then `index` moves past it). Nil
    /// for a missing or empty value or one that looks like an option: the parser says what it makes of it.
    private static func value(_ attached: String?, in arguments: [String], at index: inout Int) -> String? {
        var value = attached
        if value == nil, index < arguments.endIndex {
            value = arguments[index]
            index += 1
        }
        guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
        return value
    }

    /// `--name=value` into its name and value; any other word is a name alone.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
