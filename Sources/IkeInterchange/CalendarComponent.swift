/// An iCalendar component (VCALENDAR, VTODO, VALARM, VTIMEZONE …) kept property by property as written, so
/// that changing a few properties and writing it back keeps everything ike does not read: other apps'
/// X- properties, parameters, alarms, time zones, recurrence (Docs/Sync.md, "Editing the server's text").
public struct CalendarComponent: Hashable, Sendable {
    public var name: String
    public var properties: [CalendarProperty]
    public var components: [CalendarComponent]

    /// A component from its parts.
    public init(name: String, properties: [CalendarProperty] = [], components: [CalendarComponent] = []) {
        self.name = name
        self.properties = properties
        self.components = components
    }

    /// What makes a text not one iCalendar component.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }

        /// A problem at `line`.
        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    /// The outermost component of `text` (folded lines joined; CRLF or LF line ends).
    public static func parse(_ text: String) throws(ParseError) -> CalendarComponent {
        try parse(bytes: Array(text.utf8))
    }

    /// The outermost component of UTF-8 `bytes` as a server sent them: a fold inside a character is joined
    /// before the text is decoded.
    public static func parse(bytes: [UInt8]) throws(ParseError) -> CalendarComponent {
        var stack: [CalendarComponent] = []
        var finished: CalendarComponent?
        for (line, content) in unfoldedLines(bytes) {
            guard finished == nil else {
                throw ParseError(line: line, message: "text after the END of the calendar")
            }
            let property = try CalendarProperty.parse(content, line: line)
            switch property.name {
            case "BEGIN":
                stack.append(CalendarComponent(name: property.value.uppercased()))
            case "END":
                guard let open = stack.popLast(), open.name == property.value.uppercased() else {
                    throw ParseError(
                        line: line, message: "END:\(property.value) does not close an open component")
                }
                if stack.isEmpty {
                    finished = open
                } else {
                    stack[stack.count - 1].components.append(open)
                }
            default:
                guard !stack.isEmpty else {
                    throw ParseError(line: line, message: "\(property.name) outside BEGIN and END")
                }
                stack[stack.count - 1].properties.append(property)
            }
        }
        guard let finished else {
            throw ParseError(line: 0, message: stack.isEmpty ? "no BEGIN line" : "no END:\(stack.last!.name)")
        }
        return finished
    }

    /// The component as iCalendar text: CRLF line ends, lines folded at 75 octets.
    public var text: String {
        var lines: [String] = []
        append(to: &lines)
        return lines.map(Self.folded).joined()
    }

    private func append(to lines: inout [String]) {
        lines.append("BEGIN:" + name)
        for property in properties { lines.append(property.line) }
        for component in components { component.append(to: &lines) }
        lines.append("END:" + name)
    }

    /// The first property called `name`.
    public func property(_ name: String) -> CalendarProperty? {
        properties.first { $0.name == name }
    }

    /// Every property called `name`.
    public func properties(_ name: String) -> [CalendarProperty] {
        properties.filter { $0.name == name }
    }

    /// Sets `name` to one property: the first one is replaced in place (so the order of the others is
    /// kept), any others of that name are removed; appended when there was none.
    public mutating func set(_ property: CalendarProperty) {
        if let index = properties.firstIndex(where: { $0.name == property.name }) {
            properties[index] = property
            var seen = false
            properties.removeAll { candidate in
                guard candidate.name == property.name else { return false }
                defer { seen = true }
                return seen
            }
        } else {
            properties.append(property)
        }
    }

    /// Removes every property called `name`.
    public mutating func remove(_ name: String) {
        properties.removeAll { $0.name == name }
    }

    /// The logical lines of `text` with the line each starts on; a line starting with a space or tab
    /// continues the one before (RFC 5545 §3.1).
    static func unfoldedLines(_ bytes: [UInt8]) -> [(Int, String)] {
        var result: [(Int, [UInt8])] = []
        var number = 0
        // Bytes, not Characters: "\r\n" is one Character, so splitting a String at "\n" would miss it; and
        // a server that folds inside a UTF-8 sequence is joined before decoding.
        for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            number += 1
            var line = raw[...]
            if line.last == 0x0D { line = line.dropLast() }
            if let first = line.first, first == 0x20 || first == 0x09, !result.isEmpty {
                result[result.count - 1].1 += line.dropFirst()
            } else if !line.isEmpty {
                result.append((number, Array(line)))
            }
        }
        return result.map { ($0.0, String(decoding: $0.1, as: UTF8.self)) }
    }

    /// `line` with CRLF, folded into lines of at most 75 octets without splitting a UTF-8 sequence.
    static func folded(_ line: String) -> String {
        let bytes = Array(line.utf8)
        guard bytes.count > 75 else { return line + "\r\n" }
        var out: [UInt8] = []
        var start = 0
        var limit = 75
        while start < bytes.count {
            var end = min(start + limit, bytes.count)
            // Back off to the start of a UTF-8 sequence (continuation bytes are 10xxxxxx).
            while end < bytes.count, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            if start > 0 { out += [0x0D, 0x0A, 0x20] }
            out += bytes[start..<end]
            start = end
            limit = 74
        }
        out += [0x0D, 0x0A]
        return String(decoding: out, as: UTF8.self)
    }
}

/// One content line: its name, its parameters as written (`;VALUE=DATE`) and its value as written
/// (escaped); `text` reads the value of a TEXT property.
public struct CalendarProperty: Hashable, Sendable {
    /// The name, upper-cased.
    public var name: String
    /// The parameters exactly as written, each with its leading `;` (empty when there are none).
    public var parameters: String
    /// The value as written, escapes and all.
    public var value: String

    /// A property from its parts; `parameters` as written (`;VALUE=DATE`).
    public init(name: String, parameters: String = "", value: String) {
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = value
    }

    /// A TEXT property holding `text`, escaped.
    public static func text(_ name: String, _ text: String) -> CalendarProperty {
        var bytes: [UInt8] = []
        ICalendarText.appendEscaped(text, to: &bytes)
        return CalendarProperty(name: name, value: String(decoding: bytes, as: UTF8.self))
    }

    /// A list property (CATEGORIES) of `items`, each escaped as TEXT and joined by commas.
    public static func list(_ name: String, _ items: [String]) -> CalendarProperty {
        var bytes: [UInt8] = []
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            ICalendarText.appendEscaped(item, to: &bytes)
        }
        return CalendarProperty(name: name, value: String(decoding: bytes, as: UTF8.self))
    }

    /// The value of a TEXT property, unescaped.
    public var text: String { ICalendarText.unescape(value) }

    /// The items of a list value such as CATEGORIES, unescaped.
    public var listItems: [String] { ICalendarText.splitList(value) }

    /// The value of parameter `name` (without quotes), if written.
    public func parameter(_ name: String) -> String? {
        let wanted = name.uppercased()
        for part in parameters.split(separator: ";") {
            guard let equals = part.firstIndex(of: "=") else { continue }
            if part[..<equals].uppercased() == wanted {
                return String(part[part.index(after: equals)...]).trimmingQuotes()
            }
        }
        return nil
    }

    /// The content line as written.
    var line: String { name + parameters + ":" + value }

    static func parse(_ text: String, line: Int) throws(CalendarComponent.ParseError) -> CalendarProperty {
        var quoted = false
        var nameEnd: String.Index?
        for index in text.indices {
            let character = text[index]
            if character == "\"" { quoted.toggle() }
            if nameEnd == nil && (character == ";" || character == ":") { nameEnd = index }
            if character == ":" && !quoted {
                guard let nameEnd, nameEnd > text.startIndex else { break }
                return CalendarProperty(
                    name: String(text[..<nameEnd]), parameters: String(text[nameEnd..<index]),
                    value: String(text[text.index(after: index)...]))
            }
        }
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        throw CalendarComponent.ParseError(
            line: line, message: "“\(shown)” is not an iCalendar line (NAME:value)")
    }
}

extension String {
    fileprivate func trimmingQuotes() -> String {
        guard count >= 2, hasPrefix("\""), hasSuffix("\"") else { return self }
        return String(dropFirst().dropLast())
    }
}
