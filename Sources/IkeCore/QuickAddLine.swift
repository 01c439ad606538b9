/// A line typed into quick add, read for the few markers quick add understands: `due:PHRASE` (any
/// deadline phrase, e.g. `due:fri`, `due:next fri 15:00`, `due:2026-12-01`), `repeat:PHRASE` (a repeat phrase,
/// `repeat:every 2 weeks`, `every` optional: `repeat:weekday`), `start:PHRASE` (the start, read as a
/// deadline is: `start:mon`; todo.txt's `t:2026-12-01` too, but only when it reads), `#word` (a tag) and the words `!`
/// (urgent), `!!` (important) and `!!!` (both), and a title ending in a repeat phrase that starts with
/// "every" ("Water plants every 3 days"), and each plain field's marker before its value
/// (`PlainField.quickAddMarker`). Everything else is the title, word for word: a title that merely
/// contains a date word ("Buy milk tomorrow") or a `!` inside a word ("Help!") is left alone.
public struct QuickAddLine: Hashable, Sendable {
    /// The title without the markers (spaces between the remaining words as typed, trimmed).
    public var title: String
    /// The deadline `due:` named, if any.
    public var deadline: LocalDate?
    /// The time of day `due:` named after its date (`due:fri 15:00`), if any.
    public var deadlineTime: TimeOfDay?
    public var isImportant = false
    public var isUrgent = false
    /// The tags `#word`s named (a `#` followed by a letter; "#1" stays title text).
    public var tags: TagSet = []
    /// Why what `due:` held could not be read (the deadline parser's message).
    public var deadlineError: String?
    /// The start `start:` or `t:` named, if any, with its time.
    public var start: Deadline?
    /// Why what `start:` held could not be read, or that it falls after the deadline.
    public var startError: String?
    /// The rule `repeat:` named, if any.
    public var repeats: RecurrenceRule?
    /// The plain fields' values their markers named (`~30m`).
    public var plain: [PlainField: PlainValue] = [:]
    /// Why what `repeat:` held could not be read.
    public var repeatError: String?

    /// The first marker that could not be read, in words.
    public var markerError: String? { deadlineError ?? startError ?? repeatError }

    /// Reads `text` against `today`, weeks starting on `firstWeekday` (the settings file's).
    public init(_ text: String, today: LocalDate, firstWeekday: Weekday = .monday) {
        title = ""
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var kept: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            switch word {
            case "!": isUrgent = true
            case "!!": isImportant = true
            case "!!!":
                isImportant = true
                isUrgent = true
            case _ where Self.tag(word) != nil:
                if let tag = Self.tag(word), tags.count < Tag.maximumPerTask { tags.insert(tag) }
            case _ where Self.plainValue(word) != nil:
                if let (field, value) = Self.plainValue(word) { plain[field] = value }
            case _ where word.lowercased().hasPrefix("repeat:") && word.count > 7 && repeats == nil:
                index += consumeRepeat(Array(words[index...]), today: today, firstWeekday: firstWeekday) - 1
            case _ where Self.startMarker(word) != nil && start == nil && startError == nil:
                let parser = DeadlineParser(today: today, firstWeekday: firstWeekday)
                let marker = Self.startMarker(word) ?? ""
                let read =
                    marker == "start:" && Deadline.isSomeday(String(word.dropFirst(marker.count)))
                    ? (date: Deadline(date: .someday), error: nil, words: 1)
                    : Self.readDate(Array(words[index...]), after: marker.count, parser: parser)
                if marker == "t:" && read.error != nil {
                    // todo.txt's threshold only when it reads: "t:shirt" is a title word.
                    kept.append(word)
                } else {
                    (start, startError) = (read.date, read.error)
                    index += read.words - 1
                }
            default:
                guard word.lowercased().hasPrefix("due:"), word.count > 4, deadline == nil,
                    deadlineError == nil
                else {
                    kept.append(word)
                    break
                }
                let read = Self.readDate(
                    Array(words[index...]), after: 4,
                    parser: DeadlineParser(today: today, firstWeekday: firstWeekday))
                (deadline, deadlineTime, deadlineError) = (read.date?.date, read.date?.time, read.error)
                index += read.words - 1
            }
            index += 1
        }
        if startError == nil, let start, let deadline,
            Deadline(date: deadline, time: deadlineTime).comesBefore(start: start)
        {
            startError = "the start (\(start)) is after the deadline"
        }
        if repeats == nil && repeatError == nil {
            takeTrailingRepeat(&kept, today: today, firstWeekday: firstWeekday)
        }
        title = kept.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    /// A title ending in a repeat phrase that starts with "every" ("Water plants every 3 days", "Call mum
    /// every sunday") repeats so, as `repeat:` would, and the phrase leaves the title: the longest such
    /// ending that reads, and only when a word of title is left. "Read every book" stays a title.
    private mutating func takeTrailingRepeat(_ kept: inout [String], today: LocalDate, firstWeekday: Weekday)
    {
        let last = kept.lastIndex { !$0.isEmpty } ?? -1
        for start in kept.indices
        where kept[start].lowercased() == "every" && last - start < Self.longestRepeatPhrase {
            guard kept[..<start].contains(where: { !$0.isEmpty }) else { continue }
            let phrase = kept[start...last].joined(separator: " ")
            if let rule = try? RecurrencePhrase.parse(phrase, today: today, firstWeekday: firstWeekday) {
                repeats = rule
                kept.removeSubrange(start...)
                return
            }
        }
    }

    /// Whether the line sets anything besides the title (so a preview is worth showing).
    public var hasMarkers: Bool {
        deadline != nil || markerError != nil || repeats != nil || isImportant || isUrgent || !tags.isEmpty
            || !plain.isEmpty || start != nil
    }

    /// The plain field and value `word` names: its marker followed by a value that reads (`~30m`); a word
    /// whose rest does not read stays title text.
    static func plainValue(_ word: String) -> (PlainField, PlainValue)? {
        // Every word of the line is asked, at every key while the line is typed: one look at its first
        // character settles almost all of them.
        guard let first = word.first, markerStarts.contains(first) else { return nil }
        for (field, marker) in markers {
            guard word.hasPrefix(marker), word.count > marker.count,
                let value = field.kind.value(String(word.dropFirst(marker.count)))
            else { continue }
            return (field, value)
        }
        return nil
    }

    /// The plain fields that have a quick-add marker, with it.
    private static let markers: [(PlainField, String)] = PlainField.allCases.compactMap { field in
        field.quickAddMarker.map { (field, $0) }
    }
    /// The first characters of the markers.
    private static let markerStarts = Set(markers.compactMap(\.1.first))

    /// The tag `word` names when it is `#` followed by a letter and a valid tag.
    static func tag(_ word: String) -> Tag? {
        guard word.hasPrefix("#"), word.dropFirst().first?.isLetter == true else { return nil }
        return try? Tag(word)
    }

    /// The most words after `due:`'s own that one deadline takes ("due:fri 27 nov 2026 at 9 am").
    static let longestDeadlinePhrase = 5

    /// The start marker `word` begins with (`start:` or `t:`, any case) when a phrase follows it.
    static func startMarker(_ word: String) -> String? {
        let lowered = word.lowercased()
        for marker in ["start:", "t:"] where lowered.hasPrefix(marker) && word.count > marker.count {
            return marker
        }
        return nil
    }

    /// Reads the date phrase after a marker `markerLength` long in `words[0]`, taking following words
    /// while they make a longer phrase that still reads ("due:next fri", "due:fri 15:00"): the date, or
    /// why it cannot be read, and how many words it used.
    private static func readDate(
        _ words: [String], after markerLength: Int, parser: DeadlineParser
    ) -> (date: Deadline?, error: String?, words: Int) {
        let first = String(words[0].dropFirst(markerLength))
        for extra in stride(from: min(longestDeadlinePhrase, words.count - 1), through: 0, by: -1) {
            let phrase = ([first] + words[1..<(1 + extra)]).joined(separator: " ")
            do {
                return (try parser.parseDeadline(phrase), nil, 1 + extra)
            } catch  where extra > 0 && isBadTime(words[extra]) {
                // "due:fri 25:00" is a wrong time, not Friday and a title starting "25:00".
                return (nil, error.message, 1 + extra)
            } catch {}
        }
        do {
            return (try parser.parseDeadline(first), nil, 1)
        } catch {
            return (nil, error.message, 1)
        }
    }

    /// Whether `word` is written like a time of day but is none ("25:00", "13pm").
    private static func isBadTime(_ word: String) -> Bool {
        let text = word.lowercased()
        return TimeOfDayPhrase.looksLikeTime(text) && (try? TimeOfDayPhrase.read(text, input: text)) == nil
    }

    /// The most words after `repeat:` that one phrase takes ("every 2 weeks on mon, thu until 31 dec").
    static let longestRepeatPhrase = 9

    /// Reads the phrase after `repeat:` in `words[0]` with as many following words as still make a
    /// phrase (the longest wins, so `repeat:every 2 weeks Water` stops before "Water"); returns how many
    /// words it used.
    private mutating func consumeRepeat(_ words: [String], today: LocalDate, firstWeekday: Weekday) -> Int {
        let first = String(words[0].dropFirst(7))
        // The longest attempt's error says most ("every 0 days", not "every").
        var longestError: RecurrencePhraseError?
        for extra in stride(from: min(Self.longestRepeatPhrase, words.count - 1), through: 0, by: -1) {
            let phrase = ([first] + words[1..<(1 + extra)]).joined(separator: " ")
            do {
                repeats = try RecurrencePhrase.parse(phrase, today: today, firstWeekday: firstWeekday)
                return 1 + extra
            } catch {
                if longestError == nil { longestError = error }
            }
        }
        repeatError = longestError?.message
        return 1
    }
}
