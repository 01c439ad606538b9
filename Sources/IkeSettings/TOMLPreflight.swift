/// Finds the two shapes of text on which the TOML parser under TOMLKit (toml++ 3) stops the process on an
/// internal assertion instead of reporting a syntax error, so that ike reports them, with their line, like
/// any other mistake in the settings file (Docs/Decisions.md, 2026-11-28 · A settings file cannot crash ike).
///
/// - A table header whose name starts with a character a key cannot start with: `[!]`, `[é]`, `[=]`,
///   `[[!]]`, `[` at the end of the file or of its line, a control character. toml++ checks only the
///   characters after the first.
/// - A closing `}` (or a Unicode line break, U+0085, U+2028, U+2029) where an array expects a value:
///   `a = [}]`, `a = [1, }`.
/// - A date followed by `T` and no time, in a value that has a colon further on: `a = 1979-05-27Tx:`.
///
/// Fuzzing toml++ on its own over 500,000 random TOML-like texts found no other assertion; `make
/// fuzz` keeps looking (target `settings`). The scan skips strings and comments and keeps only the nesting
/// of values, so a valid file is never refused here: everything else is left to the parser.
struct TOMLPreflight {
    /// A problem found: its 1-based line and what to say.
    struct Finding: Equatable {
        let line: Int
        let message: String
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    /// The values being read, innermost last: true for an array, false for an inline table.
    private var openValues: [Bool] = []

    /// The first problem in `text`, or nil when the parser can be given it.
    static func check(_ text: String) -> Finding? {
        var scan = TOMLPreflight(scalars: Array(text.unicodeScalars))
        return scan.run()
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func run() -> Finding? {
        var atStatementStart = true
        while let scalar = current {
            if openValues.isEmpty && atStatementStart && scalar == "[" {
                if let finding = checkHeader() { return finding }
                skipRestOfLine()
                continue
            }
            switch scalar {
            case "\n":
                line += 1
                index += 1
                if openValues.isEmpty { atStatementStart = true }
                continue
            case " ", "\t", "\r":
                index += 1
                continue
            case "#":
                skipRestOfLine()
                continue
            case "\"", "'":
                skipString(quote: scalar)
            case "[":
                index += 1
                openValues.append(true)
                if let finding = checkArrayValue() { return finding }
            case "{":
                index += 1
                openValues.append(false)
            case "]", "}":
                index += 1
                if !openValues.isEmpty { openValues.removeLast() }
            case ",":
                index += 1
                if openValues.last == true, let finding = checkArrayValue() { return finding }
            case "0"..."9":
                if let finding = checkDate() { return finding }
                index += 1
            default:
                index += 1
            }
            atStatementStart = false
        }
        return nil
    }

    /// At a header's `[`: the first character of its name must be one a key can start with.
    private mutating func checkHeader() -> Finding? {
        index += 1
        if current == "[" { index += 1 }
        while current == " " || current == "\t" { index += 1 }
        guard let first = current, first != "\n", first != "\r" else {
            return Finding(line: line, message: "a section header ([…]) without a name or closing ]")
        }
        if Self.startsKey(first) || first == "]" { return nil }
        return Finding(
            line: line,
            message: "a section name starting with \(Self.shown(first)); a name is letters, digits, - and _, "
                + "or text in quotes")
    }

    /// After an array's `[` or `,`: what comes next, past white space, line breaks and comments, must not be a
    /// `}` or a Unicode line break.
    private mutating func checkArrayValue() -> Finding? {
        while let scalar = current {
            switch scalar {
            case " ", "\t", "\r":
                index += 1
            case "\n":
                line += 1
                index += 1
            case "#":
                skipRestOfLine()
            case "}":
                return Finding(line: line, message: "a } where the list ([…]) expects a value or ]")
            case "\u{85}", "\u{2028}", "\u{2029}":
                return Finding(
                    line: line, message: "a Unicode line break (\(Self.shown(scalar))) inside a list")
            default:
                return nil
            }
        }
        return nil
    }

    /// At a digit: `YYYY-MM-DD` then `T` or `t` must be followed by the time's first digit. Only at the
    /// start of a word, so a key or number that merely contains such text is the parser's to judge.
    private func checkDate() -> Finding? {
        if index > 0, Self.continuesWord(scalars[index - 1]) { return nil }
        let pattern = Array("dddd-dd-ddT".unicodeScalars)
        guard index + pattern.count <= scalars.count else { return nil }
        for (offset, expected) in pattern.enumerated() {
            let scalar = scalars[index + offset]
            switch expected {
            case "d": guard ("0"..."9").contains(scalar) else { return nil }
            case "T": guard scalar == "T" || scalar == "t" else { return nil }
            default: guard scalar == expected else { return nil }
            }
        }
        let next = index + pattern.count
        if next < scalars.count, ("0"..."9").contains(scalars[next]) { return nil }
        return Finding(
            line: line, message: "a date and time without a time after its T (1979-05-27T07:32:00)")
    }

    private static func continuesWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", "+", ".", ":": true
        default: false
        }
    }

    /// Past a string of either kind, one line or three-quoted; a string left open runs to the end of its
    /// line (one-line) or of the text (three-quoted), where the parser reports it.
    private mutating func skipString(quote: Unicode.Scalar) {
        let multiline =
            index + 2 < scalars.count && scalars[index + 1] == quote && scalars[index + 2] == quote
        index += multiline ? 3 : 1
        while let scalar = current {
            if scalar == "\\" && quote == "\"" {
                // An escaped line break (a line-ending backslash in a three-quoted string) is still a line.
                if index + 1 < scalars.count && scalars[index + 1] == "\n" { line += 1 }
                index += 2
                continue
            }
            if scalar == "\n" {
                if !multiline { return }
                line += 1
            }
            if scalar == quote {
                if !multiline {
                    index += 1
                    return
                }
                if index + 2 < scalars.count && scalars[index + 1] == quote && scalars[index + 2] == quote {
                    index += 3
                    // Up to two more quotes may end the string's text (`""""a"""""`).
                    while current == quote { index += 1 }
                    return
                }
            }
            index += 1
        }
    }

    private mutating func skipRestOfLine() {
        while let scalar = current, scalar != "\n" { index += 1 }
    }

    /// Whether a TOML key can start with `scalar`: an ASCII letter or digit, `-`, `_`, or a quote.
    private static func startsKey(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", "\"", "'": true
        default: false
        }
    }

    /// A character as a message shows it: printable ones quoted, others as U+XXXX, so no control character
    /// reaches the terminal.
    private static func shown(_ scalar: Unicode.Scalar) -> String {
        if scalar.properties.generalCategory.isPrintable { return "'\(Character(scalar))'" }
        return "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    }
}

extension Unicode.GeneralCategory {
    /// Letters, marks, numbers, punctuation and symbols: what a terminal shows as it is.
    fileprivate var isPrintable: Bool {
        switch self {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
            .spaceSeparator:
            false
        default: true
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
