/// Why some text is not a tag, in words for the person who typed it.
public enum TagError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing is left once spaces and the `+`/`#` markers are dropped (or only `@` is).
    case empty(String)
    case space(String)
    case control(String, Unicode.Scalar)
    case tooLong(String)
    /// A task would carry more than `Tag.maximumPerTask` tags.
    case tooMany(Int)

    public var description: String {
        switch self {
        case .empty(let text):
            "“\(Self.visible(text))” is not a tag: a tag needs a name"
        case .space(let name):
            "a tag cannot hold spaces: “\(Self.visible(name))” (join the words with - or _)"
        case .control(let name, let scalar):
            "a tag cannot hold control or invisible characters: “\(Self.visible(name))” holds U+"
                + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        case .tooLong(let name):
            "a tag is at most \(Tag.maximumLength) characters: “\(Self.visible(name))”"
        case .tooMany(let count):
            "a task can have at most \(Tag.maximumPerTask) tags, not \(count)"
        }
    }

    /// `U+001B`: how a message names a character it refuses.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    }

    /// The text with control and format characters shown as `<U+XXXX>`, so a message cannot move the
    /// cursor or recolour the terminal it is printed on, and cut after `Tag.maximumLength` scalars.
    static func visible(_ text: String) -> String {
        var out = ""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index == Tag.maximumLength { return out + "…" }
            switch scalar.properties.generalCategory {
            case .control, .format:
                out += "<U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + ">"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
