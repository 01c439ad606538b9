import Foundation
import IkeCore

/// todo.txt (github.com/todotxt/todo.txt): one task a line, `x` and a completion date for done tasks,
/// `(A)`–`(D)` for the quadrants, creation dates, `due:` dates; `+project` and `@context` words are the
/// task's tags (`TagWords`), other `key:value` words stay in the title. ike adds `uid:` so a file it wrote
/// re-imports onto the same tasks, and `pri:` on done tasks, whose priority the format otherwise drops. Only
/// a `due:` followed by a digit is a date (`due:later` is title text), and only the last `uid:` and, on
/// done tasks, the last `pri:` are read, so titles holding such words survive a round trip. The last `rec:`
/// word is the repeat (`TodoTxtRepeat`); topydo's `id:` and `p:` words link steps to their parent
/// (`TodoTxtParentWords`).
public enum TodoTxtCodec {
    /// Priority letters of the quadrants: A do first, B schedule, C delegate; none (or D–Z) eliminate.
    static func quadrant(priority: Character) -> Quadrant {
        switch priority {
        case "A": .doFirst
        case "B": .schedule
        case "C": .delegate
        default: .eliminate
        }
    }

    static func priority(_ quadrant: Quadrant) -> String? {
        switch quadrant {
        case .doFirst: "A"
        case .schedule: "B"
        case .delegate: "C"
        case .eliminate: nil
        }
    }

    /// Every non-blank line as a task. Lines are read as bytes (words are byte ranges) because going
    /// through `Substring` and `Character` took four times as long over 100k lines.
    static func tasks(from text: ImportText, timeZone: TimeZone) throws(ImportError) -> [ImportedTask] {
        // Done lines count apart, so an open line keeps the uid it had before a done copy was written.
        var uids = DoneOccurrences(prefix: "todotxt")
        var midnights = DateTimeText.MidnightCache(timeZone)
        var tasks: [ImportedTask] = []
        // One task a line at most: growing the array 17 times for 100k lines was 2 % of an import.
        tasks.reserveCapacity(text.bytes.reduce(into: 1) { count, byte in count += byte == 0x0A ? 1 : 0 })
        let result: Result<Void, ImportError> = text.bytes.withUnsafeBufferPointer { bytes in
            var reader = LineReader(bytes: bytes)
            var words: [Range<Int>] = []
            while let (line, number) = reader.next() {
                words.removeAll(keepingCapacity: true)
                var start = line.lowerBound
                for index in line where bytes[index] == UInt8(ascii: " ") {
                    if index > start { words.append(start..<index) }
                    start = index + 1
                }
                if line.upperBound > start { words.append(start..<line.upperBound) }
                let blank = words.allSatisfy { word in
                    word.allSatisfy { [0x09, 0x0B, 0x0C, 0x0D].contains(bytes[$0]) }
                }
                if blank { continue }
                do throws(ImportError) {
                    var (task, doneDay, isRepeating, derivation) = try parse(
                        bytes, words, line: number, record: tasks.count + 1, midnights: &midnights)
                    let isDerived = task.uid.isEmpty
                    if isDerived {
                        let text = TextNormalizer.title(derivation ?? task.legacyTitle ?? task.title) ?? ""
                        task.uid = uids.derivedUID(for: text, isDone: task.isDone)
                    }
                    if let doneDay, isRepeating || isDerived {
                        uids.mark(&task, doneOn: doneDay, rule: isRepeating ? .repeating : .besideOpenRecord)
                    }
                    task.original = OriginalRecord.kept(String(decoding: bytes[line], as: UTF8.self))
                    tasks.append(task)
                } catch {
                    return .failure(error)
                }
            }
            return .success(())
        }
        try result.get()
        if tasks.contains(where: { $0.todoTxtLink?.parent != nil }) { TodoTxtParentWords.link(&tasks) }
        return tasks
    }

    /// Line ranges of a buffer without their `\n` or `\r\n`, with 1-based numbers.
    struct LineReader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        var number = 0

        mutating func next() -> (Range<Int>, Int)? {
            guard position < bytes.count else { return nil }
            number += 1
            var end = position
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let next = end + 1
            if end > position && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            defer { position = next }
            return (position..<end, number)
        }
    }

    /// The task of one line; for a done line the day it was done (`undated` without a completion date),
    /// which names its occurrence; whether it is a repeating task's (a `rec:` word); and, when the line has
    /// a repeat word, the text a derived uid is made from: the title with that word, as ikes before repeats
    /// read it, so files imported then match the same tasks.
    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, _ words: [Range<Int>], line: Int, record: Int,
        midnights: inout DateTimeText.MidnightCache
    ) throws(ImportError) -> (ImportedTask, doneDay: String?, isRepeating: Bool, derivation: String?) {
        var task = ImportedTask(uid: "", title: "", line: line, record: record)
        var doneDay: String?
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func date(_ range: Range<Int>) -> LocalDate? {
            guard range.count == 10, (0x30...0x39).contains(bytes[range.lowerBound]) else { return nil }
            return LocalDate(iso: text(range))
        }
        func starts(_ range: Range<Int>, _ prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard range.count >= count else { return false }
            return prefix.withUTF8Buffer {
                bytes[range.lowerBound..<range.lowerBound + count].elementsEqual($0)
            }
        }
        func isUpperLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        var rest = words[...]
        if let first = rest.first, first.count == 1, bytes[first.lowerBound] == UInt8(ascii: "x") {
            task.isDone = true
            rest = rest.dropFirst()
            doneDay = "undated"
            if let word = rest.first, let done = date(word) {
                task.doneAt = midnights.midnight(of: done)
                doneDay = text(word)
                rest = rest.dropFirst()
            }
        } else if let first = rest.first, first.count == 3, bytes[first.lowerBound] == UInt8(ascii: "("),
            bytes[first.lowerBound + 2] == UInt8(ascii: ")"), isUpperLetter(bytes[first.lowerBound + 1])
        {
            task.quadrant = quadrant(priority: Character(Unicode.Scalar(bytes[first.lowerBound + 1])))
            rest = rest.dropFirst()
        }
        if let word = rest.first, let created = date(word) {
            task.createdAt = midnights.midnight(of: created)
            rest = rest.dropFirst()
        }
        // Only the last `uid:` word is the uid and, on a done task, only the last `pri:` word its priority:
        // ike writes both after the title, so the same words inside a title stay in it.
        let uidWord = rest.lastIndex { starts($0, "uid:") && $0.count > 4 }
        let priorityWord =
            task.isDone
            ? rest.lastIndex {
                starts($0, "pri:") && $0.count == 5 && isUpperLetter(bytes[$0.lowerBound + 4])
            }
            : nil
        // The last `rec:` (topydo, Simpletask) or `rrule:` (ike) word is the repeat; see `TodoTxtRepeat`.
        let recWord = rest.lastIndex { starts($0, "rec:") && $0.count > 4 }
        let rruleWord = rest.lastIndex { starts($0, "rrule:") && $0.count > 6 }
        var repeatWords: [Range<Int>] = []
        var titleWords: [Range<Int>] = []
        var isRepeating = false
        // Words that are not title text: markup (`due:`, `uid:`, `pri:`) and tags.
        var markup: [Range<Int>] = []
        // `t:`, `id:` and `p:` words: markup now, title text to the ikes before starts and parents, whose
        // derived uids must still match.
        var formerTitleWords: [Range<Int>] = []
        var tagWords: [Range<Int>] = []
        // Punctuation that ended a tag word (`+home,`): title text joined to the word before it.
        var punctuation: [Range<Int>] = []
        var tags = TagSet()
        // Where an escaped title word's `\` is, to be left out of the title.
        var escapes: [Int] = []
        for (index, word) in zip(rest.indices, rest) {
            if starts(word, "due:") && word.count > 4 && isDigit(bytes[word.lowerBound + 4]) {
                // A value starting with a digit was meant as a date; any other (`due:later`) is title text.
                guard let due = date(word.lowerBound + 4..<word.upperBound) else {
                    throw ImportError(
                        line: line, record: record, "“\(text(word))” is not a date such as due:2026-12-01")
                }
                task.deadline = due
            } else if starts(word, "t:") && word.count > 2 && isDigit(bytes[word.lowerBound + 2]) {
                // The threshold date (topydo, Simpletask): hidden until then, ike's start.
                guard let start = date(word.lowerBound + 2..<word.upperBound) else {
                    throw ImportError(
                        line: line, record: record, "“\(text(word))” is not a date such as t:2026-12-01")
                }
                task.start = start
                formerTitleWords.append(word)
            } else if starts(word, "id:") && word.count > 3 {
                // topydo's dependency words (`TodoTxtParentWords`): the first of each kind counts.
                if task.todoTxtLink?.id == nil {
                    task.todoTxtLink = task.todoTxtLink ?? TodoTxtParentWords.Link()
                    task.todoTxtLink?.id = text(word.lowerBound + 3..<word.upperBound)
                }
                formerTitleWords.append(word)
            } else if starts(word, "p:") && word.count > 2 {
                if task.todoTxtLink?.parent == nil {
                    task.todoTxtLink = task.todoTxtLink ?? TodoTxtParentWords.Link()
                    task.todoTxtLink?.parent = text(word.lowerBound + 2..<word.upperBound)
                }
                formerTitleWords.append(word)
            } else if index == uidWord {
                task.uid = TodoTxtUID.decoded(text(word.lowerBound + 4..<word.upperBound))
                task.writtenID = task.uid
            } else if index == recWord || index == rruleWord {
                repeatWords.append(word)
                if index == recWord {
                    isRepeating = true
                    if rruleWord == nil {
                        task.repeats = TodoTxtRepeat.read(rec: text(word.lowerBound + 4..<word.upperBound))
                    }
                } else {
                    task.repeats = TodoTxtRepeat.read(rrule: text(word.lowerBound + 6..<word.upperBound))
                }
                continue
            } else if index == priorityWord {
                task.quadrant = quadrant(priority: Character(Unicode.Scalar(bytes[word.lowerBound + 4])))
            } else if TagWords.todoTxt.mayMatter(bytes[word.lowerBound]) {
                let candidate = Substring(text(word))
                if TagWords.todoTxt.isEscaped(candidate) || TodoTxtKeyWords.isEscaped(candidate) {
                    escapes.append(word.lowerBound)
                    titleWords.append(word)
                } else if let (tag, trailing) = TagWords.todoTxt.split(candidate) {
                    tags.insert(tag)
                    tagWords.append(word)
                    // Before any title word it would start the title (`+home: buy milk`): left out.
                    if trailing > 0 && !titleWords.isEmpty {
                        punctuation.append(word.upperBound - trailing..<word.upperBound)
                    }
                } else {
                    titleWords.append(word)
                }
                continue
            } else {
                if starts(word, "rec:") && word.count > 4 { isRepeating = true }
                titleWords.append(word)
                continue
            }
            markup.append(word)
        }
        let legacyWords = (titleWords + tagWords + formerTitleWords).sorted { $0.lowerBound < $1.lowerBound }
        let otherMarkup = markup.filter { !formerTitleWords.contains($0) }
        if !tagWords.isEmpty || !escapes.isEmpty {
            // What an ike before tags had formats of their own read: tag words and escapes as title text.
            task.legacyTitle = title(
                legacyWords, apartFrom: otherMarkup + repeatWords, skipping: [], text: text)
        }
        let derivation =
            repeatWords.isEmpty && formerTitleWords.isEmpty
            ? nil
            : title(
                (legacyWords + repeatWords).sorted { $0.lowerBound < $1.lowerBound }, apartFrom: otherMarkup,
                skipping: [], text: text)
        if titleWords.isEmpty, let legacy = task.legacyTitle {
            // Nothing but tag words: there is no telling which words are the title, so they all are.
            task.title = legacy
            task.tags = []
            return (task, doneDay, isRepeating, derivation)
        }
        try ForeignTags.checkCount(tags, field: "tags", line: line, record: record)
        task.tags = tags
        let words =
            punctuation.isEmpty
            ? titleWords : (titleWords + punctuation).sorted { $0.lowerBound < $1.lowerBound }
        task.title = title(
            words, apartFrom: markup + tagWords + repeatWords, skipping: escapes, joining: punctuation,
            text: text)
        return (task, doneDay, isRepeating, derivation)
    }

    /// The title made of `words`: one stretch of the line when no word of `others` lies inside it (keeping
    /// the title's own spacing), else the words joined by spaces, those of `joining` without one; the
    /// bytes at `skipping` (escapes) left out.
    private static func title(
        _ words: [Range<Int>], apartFrom others: [Range<Int>], skipping: [Int], joining: [Range<Int>] = [],
        text: (Range<Int>) -> String
    ) -> String {
        guard let first = words.first, let last = words.last else { return "" }
        let isOneStretch = !others.contains {
            $0.lowerBound > first.lowerBound && $0.lowerBound < last.lowerBound
        }
        let pieces = isOneStretch ? [first.lowerBound..<last.upperBound] : words
        var title = ""
        for (index, piece) in pieces.enumerated() {
            if index > 0 && !joining.contains(piece) { title += " " }
            var start = piece.lowerBound
            for escape in skipping where piece.contains(escape) {
                title += text(start..<escape)
                start = escape + 1
            }
            title += text(start..<piece.upperBound)
        }
        return title
    }

    /// `D` (eliminate) when a done task's title has a `pri:` word of its own, which would otherwise be the
    /// last `pri:` of the line and be read as the priority; `nil` otherwise (eliminate writes no priority).
    private static func eliminateLetter(for title: String) -> String? {
        title.utf8.split(separator: UInt8(ascii: " ")).contains { $0.starts(with: "pri:".utf8) } ? "D" : nil
    }

    /// One line a task: `x DONE CREATED title +tag @context due:D pri:P uid:U` or `(P) CREATED title +tag
    /// due:D id:I p:P uid:U` (`id:` on a task with steps, `p:` on a step: `TodoTxtLinkIDs`); title words
    /// that would read as tags are escaped (`TagWords`), the uid is percent-encoded (`TodoTxtUID`).
    /// A task with an original (by task id) is its original line with ike's changes (`TodoTxtOriginal`).
    public static func encode(
        _ items: [TodoItem], timeZone: TimeZone, originals: [Int64: TaskOriginal] = [:]
    ) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(items.count * 90)
        let links = TodoTxtLinkIDs(items, originals: originals)
        for item in items {
            if let original = item.id.flatMap({ originals[$0] }),
                let line = original.isUntouched(by: item) && links.agree(original.text, with: item)
                    ? original.text
                    : TodoTxtOriginal.line(
                        for: item, original: original.text, timeZone: timeZone, record: original, links: links
                    )
            {
                out.append(contentsOf: line.utf8)
                out.append(UInt8(ascii: "\n"))
                continue
            }
            var line = ""
            let created = LocalDate.today(now: item.createdAt, timeZone: timeZone).iso
            if item.isDone {
                let done = LocalDate.today(now: item.doneAt ?? item.updatedAt, timeZone: timeZone).iso
                line = "x " + done + " " + created
            } else {
                // The creation date always comes first, so a title starting with "x " or "(A) " stays a title.
                line = priority(item.quadrant).map { "(\($0)) " } ?? ""
                line += created
            }
            if !item.title.isEmpty { line += " " + TodoTxtKeyWords.escaping(item.title) }
            for tag in item.tags { line += " " + TagWords.todoTxt.word(for: tag) }
            if let deadline = item.deadline { line += " due:" + deadline.iso }
            if let start = item.start { line += " t:" + start.iso }
            if let repeats = item.repeats, let word = TodoTxtRepeat.word(repeats) { line += " " + word }
            if item.isDone, let letter = priority(item.quadrant) ?? eliminateLetter(for: item.title) {
                line += " pri:" + letter
            }
            if let id = links.id(of: item.uid) { line += " id:" + id }
            if let parent = item.parentUID { line += " p:" + links.parentWord(for: parent) }
            line += " uid:" + TodoTxtUID.encoded(item.uid) + "\n"
            out.append(contentsOf: line.utf8)
        }
        return out
    }
}
