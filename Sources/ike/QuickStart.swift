import IkeApp

/// The command lines that start the app (`ike`, `ike --db PATH --no-color …`) or print the version, read
/// without swift-argument-parser.
///
/// Why: the parser's set-up costs about half of ike's own work before the first frame, even with no
/// arguments (it looks types up by mangled name and walks its property wrappers with `Mirror`), and a
/// start should do only what the first frame needs (issue 23). Anything this does not recognise exactly
/// (a subcommand, `--help`, a repeated or malformed option, an out-of-range value) returns nil and goes to
/// the parser, so errors, help and every other command read as they always have.
enum QuickStart {
    /// What a recognised command line asks for.
    enum Request: Equatable {
        case app(StoreLocation, AppOptions)
        case version
    }

    static func parse(_ arguments: [String]) -> Request? {
        if arguments == ["--version"] { return .version }
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
                var value = attached
                if value == nil, index < arguments.endIndex {
                    value = arguments[index]
                    index += 1
                }
                // An empty value or one that looks like an option: let the parser say what it makes of it.
                guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
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

    /// `--name=value` into its name and value; any other word is a name alone.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
