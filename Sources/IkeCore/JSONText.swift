import Foundation

/// Minimal JSON writing for ike's own output (`ike list --json`), straight into UTF-8 bytes: building
/// 100k objects through `String` concatenation took seconds.
public struct JSONText {
    /// The UTF-8 text written so far.
    public private(set) var bytes: [UInt8] = []

    /// Whether bidi controls (U+202E and the rest of Unicode's Bidi_Control set) are written as `\u`
    /// escapes: in what the command line prints (`ike list --json`), where a terminal would otherwise let
    /// them reorder a title as it is read; exports keep them as they are.
    public let escapesBidiControls: Bool

    /// An empty buffer with room for `capacity` bytes.
    public init(capacity: Int = 0, escapingBidiControls: Bool = false) {
        bytes.reserveCapacity(capacity)
        escapesBidiControls = escapingBidiControls
    }

    /// Appends raw JSON syntax (punctuation, numbers, literals).
    public mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` as a JSON string literal; every control character (C0, DEL, C1) and U+2028/2029
    /// is escaped, and bidi controls when `escapesBidiControls`.
    public mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Copy runs of bytes that need no escaping in one go; most text is all such bytes.
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let needsEscape: Bool
                switch byte {
                case 0..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x7F: needsEscape = true
                case 0xC2: needsEscape = index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1])
                case 0xE2:
                    needsEscape =
                        index + 2 < utf8.count && utf8[index + 1] == 0x80
                        && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9)
                        || escapesBidiControls && Self.isBidiControl(utf8, at: index)
                case 0xD8: needsEscape = escapesBidiControls && Self.isBidiControl(utf8, at: index)
                default: needsEscape = false
                }
                guard needsEscape else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case UInt8(ascii: "\n"): raw("\\n")
                case UInt8(ascii: "\r"): raw("\\r")
                case UInt8(ascii: "\t"): raw("\\t")
                case 0xC2:
                    escape(UInt32(utf8[index + 1]))
                    index += 1
                case 0xD8:
                    escape(0x0600 + UInt32(utf8[index + 1] & 0x3F))
                    index += 1
                case 0xE2:
                    escape(0x2000 + UInt32(utf8[index + 1] & 0x3F) << 6 + UInt32(utf8[index + 2] & 0x3F))
                    index += 2
                default: escape(UInt32(byte))
                }
                index += 1
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends JSON text that is already valid JSON (a number as a file wrote it).
    public mutating func verbatim(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a decimal integer.
    public mutating func number(_ value: Int64) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Appends `true` or `false`.
    public mutating func bool(_ value: Bool) {
        value ? raw("true") : raw("false")
    }

    /// Appends a date as the string "YYYY-MM-DD".
    public mutating func date(_ date: LocalDate) {
        bytes.append(UInt8(ascii: "\""))
        digits(date.year, 4)
        bytes.append(UInt8(ascii: "-"))
        digits(date.month, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(date.day, 2)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends an instant as the string "2026-11-22T09:30:00.123Z" (the same text as `Timestamp.iso8601`,
    /// written without intermediate strings: formatting was most of the time of `ike list --json`).
    public mutating func timestamp(_ instant: Date) {
        let (day, hours, minutes, seconds, millis) = Timestamp.components(instant)
        bytes.append(UInt8(ascii: "\""))
        digits(day.year, 4)
        bytes.append(UInt8(ascii: "-"))
        digits(day.month, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(day.day, 2)
        bytes.append(UInt8(ascii: "T"))
        digits(hours, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(minutes, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(seconds, 2)
        bytes.append(UInt8(ascii: "."))
        digits(millis, 3)
        raw("Z\"")
    }

    /// Appends a number in 0..<10^width as exactly `width` digits (years are 1...9999, so four suffice).
    private mutating func digits(_ value: Int, _ width: Int) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// Whether the UTF-8 at `index` is a bidi control: D8 9C (U+061C), E2 80 8E/8F (U+200E/F),
    /// E2 80 AA…AE (U+202A…E) or E2 81 A6…A9 (U+2066…9).
    private static func isBidiControl(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        if utf8[index] == 0xD8 { return index + 1 < utf8.count && utf8[index + 1] == 0x9C }
        guard index + 2 < utf8.count else { return false }
        switch (utf8[index + 1], utf8[index + 2]) {
        case (0x80, 0x8E...0x8F), (0x80, 0xAA...0xAE), (0x81, 0xA6...0xA9): return true
        default: return false
        }
    }

    private mutating func escape(_ value: UInt32) {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        raw("\\u")
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(hex[Int((value >> UInt32(shift)) & 0xF)])
        }
    }

    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var json = JSONText()
        json.string(text)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// Appends one task as a JSON object with every field (the shape `ike list --json` prints).
    public mutating func object(_ item: TodoItem) {
        object(item, steps: nil)
    }

    /// `object`, with `"children"` (how many steps the task has) and `"childrenClosed"` (how many of them
    /// are done or cancelled) for a task that has steps (`ike list --json`, issue 33).
    public mutating func object(_ item: TodoItem, steps: StepCount?) {
        object(item, steps: steps, triage: nil)
    }

    /// `object`, and with `triage` (the rule and today) the matrix's view of the task (`ike list --json`,
    /// issue 35, item 5): `"urgentBy"`, `"flag"`, `"deadline"` (urgent by a near deadline alone) or
    /// null. Any object has `"inbox": true` on a task waiting in the inbox.
    public mutating func object(
        _ item: TodoItem, steps: StepCount?, triage: (rule: UrgencyRule, today: LocalDate)?
    ) {
        raw("{\"id\":")
        if let id = item.id { number(id) } else { raw("null") }
        raw(",\"uid\":")
        string(item.uid)
        raw(",\"title\":")
        string(item.title)
        raw(",\"notes\":")
        string(item.notes)
        raw(",\"tags\":[")
        for (index, tag) in item.tags.enumerated() {
            if index > 0 { raw(",") }
            string(tag.name)
        }
        raw("]")
        raw(",\"deadline\":")
        if let deadline = item.deadline { date(deadline) } else { raw("null") }
        // The time apart, so scripts that read "deadline" as a date keep working (Docs/Formats.md).
        raw(",\"deadlineTime\":")
        if let time = item.deadlineTime { string(time.description) } else { raw("null") }
        raw(",\"done\":")
        bool(item.isDone)
        // Only on a cancelled task, so every other object is as before (Docs/Formats.md, "ike JSON").
        if item.isCancelled { raw(",\"cancelled\":true") }
        raw(",\"doneAt\":")
        if let doneAt = item.doneAt { timestamp(doneAt) } else { raw("null") }
        raw(",\"important\":")
        bool(item.isImportant)
        raw(",\"urgent\":")
        bool(item.isUrgent)
        raw(",\"quadrant\":")
        string(item.quadrant.rawValue)
        raw(",\"order\":")
        string(item.orderKey)
        raw(",\"createdAt\":")
        timestamp(item.createdAt)
        raw(",\"updatedAt\":")
        timestamp(item.updatedAt)
        repeatMembers(item)
        if item.isSomeday {
            raw(",\"someday\":true")
        } else if let start = item.start {
            // Only on a task with a start, so every other object is as before.
            raw(",\"start\":")
            date(start)
            if let time = item.startTime {
                raw(",\"startTime\":")
                string(time.description)
            }
        }
        if let parent = item.parentUID {
            // The parent's uid, only on a step (issue 33).
            raw(",\"parent\":")
            string(parent)
        }
        plainMembers(item)
        if let triage {
            raw(",\"urgentBy\":")
            if let source = triage.rule.source(of: item, today: triage.today) {
                string(source.rawValue)
            } else {
                raw("null")
            }
        }
        // Only on a task waiting in the matrix's inbox: an export keeps it there, and a task without the
        // member (every task of an older file) comes back placed, as the migration placed every old task.
        if item.isInInbox { raw(",\"inbox\":true") }
        if let steps {
            raw(",\"children\":")
            number(Int64(steps.steps))
            raw(",\"childrenClosed\":")
            number(Int64(steps.closed))
        }
        raw("}")
    }

    /// A member for each plain field the task holds (`"estimate":30`, a duration in minutes;
    /// `"planned":"2026-12-01"`, a day as the deadline is written), under the field's name; nothing for one
    /// it does not hold.
    private mutating func plainMembers(_ item: TodoItem) {
        for field in PlainField.allCases {
            guard let value = field.value(in: item) else { continue }
            raw(",")
            string(field.name)
            raw(":")
            switch value {
            case .minutes(let minutes): number(Int64(minutes))
            case .day: string(field.kind.text(value))
            }
        }
    }

    /// `repeat` (an RRULE value, or `{"syntax", "text"}` for a kept custom rule) and `repeatFrom`
    /// (`schedule` or `completion`) for a repeating task, `series` for a done occurrence; nothing for
    /// other tasks, so their objects are as before (Docs/Formats.md, "ike JSON").
    private mutating func repeatMembers(_ item: TodoItem) {
        switch item.repeats {
        case .rule(let rule)?:
            raw(",\"repeat\":")
            string(rule.rrule)
            raw(
                rule.anchor == .completion ? ",\"repeatFrom\":\"completion\"" : ",\"repeatFrom\":\"schedule\""
            )
        case .custom(let custom)?:
            raw(",\"repeat\":{\"syntax\":")
            string(custom.syntax.rawValue)
            raw(",\"text\":")
            string(custom.text)
            raw("}")
        case nil: break
        }
        if let series = item.seriesUID {
            raw(",\"series\":")
            string(series)
        }
    }

    /// Hands the bytes written so far to `sink` and empties the buffer (for streaming large output).
    public mutating func flush(to sink: ([UInt8]) -> Void) {
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Tasks as a JSON array, one object per line.
    public static func array(_ items: [TodoItem]) -> [UInt8] {
        var json = JSONText(capacity: items.count * 330 + 4)
        json.raw("[")
        for (index, item) in items.enumerated() {
            json.raw(index == 0 ? "\n  " : ",\n  ")
            json.object(item)
        }
        json.raw(items.isEmpty ? "]\n" : "\n]\n")
        return json.bytes
    }
}
