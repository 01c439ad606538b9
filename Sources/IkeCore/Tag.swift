import Foundation

/// A label of a task's own (`work`, `@phone`): NFC, without spaces or control characters, compared
/// without case, so `Work` and `work` are one tag and the spelling first seen is the one kept.
public struct Tag: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The longest name, in Unicode scalars: enough for any label, short enough to show in a column.
    public static let maximumLength = 64
    /// The most tags one task may carry.
    public static let maximumPerTask = 100

    /// The name as spelled.
    public let name: String
    /// The name case-folded (`Straße` and `STRASSE` both fold to `strasse`): what tags are compared,
    /// sorted and stored uniquely by.
    public let key: String

    /// The tag `text` names. Surrounding spaces are trimmed and any leading `+` or `#` dropped: those are
    /// the markers of todo.txt projects, Taskwarrior tags and hashtags, never part of a name. A leading
    /// `@` (a todo.txt context) is kept, so `@phone` and `phone` stay two tags.
    public init(_ text: String) throws(TagError) {
        if let plain = Self.plainASCII(text) {
            self.init(stored: plain.name, key: plain.key)
            return
        }
        var name = Substring(text.precomposedStringWithCanonicalMapping)
        while let first = name.unicodeScalars.first, first.properties.isWhitespace {
            name = name.dropFirst()
        }
        while let last = name.unicodeScalars.last, last.properties.isWhitespace {
            name = name.dropLast()
        }
        while name.first == "+" || name.first == "#" { name = name.dropFirst() }
        try Self.check(name, as: text)
        self.init(stored: String(name))
    }

    /// A tag read back from the store, whose name was checked when it was written.
    init(stored name: String, key: String? = nil) {
        self.name = name
        self.key = key ?? Self.fold(name)
    }

    public var description: String { name }

    /// How a tag is written after a title, in the edit form and in the header: `#name`, or a context
    /// (`@phone`) as it is, since its `@` is part of the name.
    public var label: String { Self.label(name) }

    /// The label of the tag named `name` (see `label`).
    public static func label(_ name: String) -> String { name.hasPrefix("@") ? name : "#" + name }

    /// `text` as tags are compared (NFC, full case folding), for narrowing a list of tags by what is typed.
    public static func comparisonKey(_ text: String) -> String { fold(text) }

    public static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.key == rhs.key }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// By key, so a list of tags reads alphabetically whatever the case.
    public static func < (lhs: Tag, rhs: Tag) -> Bool { lhs.key < rhs.key }

    private static func check(_ name: Substring, as text: String) throws(TagError) {
        if name.isEmpty { throw .empty(text) }
        if name == "@" { throw .empty(text) }
        var count = 0
        for scalar in name.unicodeScalars {
            count += 1
            if scalar.properties.isWhitespace { throw .space(String(name)) }
            if !isShowable(scalar) { throw .control(String(name), scalar) }
        }
        if count > maximumLength { throw .tooLong(String(name)) }
    }

    /// Whether a name may hold `scalar`: no control characters (escape, DEL, C1) and no invisible format
    /// characters (bidirectional overrides, soft hyphens), which could make a tag show as something it is
    /// not; the joiners that emoji sequences and some scripts need, and emoji tag sequences, are allowed.
    private static func isShowable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control: false
        case .format:
            scalar.value == 0x200C || scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value)
        default: true
        }
    }

    /// The name and key of `text` when it is a tag in printable ASCII after its markers (most tags, and
    /// every `+project` of a todo.txt file); `nil` sends it the full way. Foundation's NFC mapping would
    /// otherwise be most of the time of reading 100k tagged tasks.
    private static func plainASCII(_ text: String) -> (name: String, key: String)? {
        let utf8 = text.utf8
        let markers = utf8.prefix(while: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "#") }).count
        let nameBytes = utf8.count - markers
        guard nameBytes > 0, nameBytes <= maximumLength,
            !(nameBytes == 1 && utf8.last == UInt8(ascii: "@"))
        else { return nil }
        var hasUppercase = false
        for byte in utf8.dropFirst(markers) {
            guard (0x21...0x7E).contains(byte) else { return nil }
            if (0x41...0x5A).contains(byte) { hasUppercase = true }
        }
        // Markers are one ASCII byte and one Character each.
        let name = markers == 0 ? text : String(text.dropFirst(markers))
        return (name, hasUppercase ? fold(name) : name)
    }

    /// Full case folding, with a fast path for ASCII names (most of them).
    static func fold(_ name: String) -> String {
        let utf8 = name.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            if !utf8.contains(where: { (0x41...0x5A).contains($0) }) { return name }
            return String(decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        return name.folding(options: .caseInsensitive, locale: nil).precomposedStringWithCanonicalMapping
    }
}
