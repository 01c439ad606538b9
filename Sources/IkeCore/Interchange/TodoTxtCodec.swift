import Foundation

/// todo.txt (github.com/todotxt/todo.txt): one task a line, `x` and a completion date for done tasks,
/// `(A)`–`(D)` for the quadrants, creation dates, `due:` dates; `+project`, `@context` and other `key:value`
/// words stay in the title. ike adds `uid:` so a file it wrote re-imports onto the same tasks, and `pri:`
/// on done tasks, whose priority the format otherwise drops.
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

    /// Every non-blank line as a task.
    static func tasks(from text: ImportText, timeZone: TimeZone) throws(ImportError) -> [ImportedTask] {
        var derived = StableID.Deriver(prefix: "todotxt")
        var tasks: [ImportedTask] = []
        for (index, line) in text.lines().enumerated() {
            let words = line.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
            if words.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) { continue }
            let number = index + 1
            let record = tasks.count + 1
            var task = try parse(words, line: number, record: record, timeZone: timeZone)
            if task.uid.isEmpty { task.uid = derived.next(for: TextNormalizer.title(task.title) ?? "") }
            tasks.append(task)
        }
        return tasks
    }

    private static func parse(
        _ words: [Substring], line: Int, record: Int, timeZone: TimeZone
    ) throws(ImportError) -> ImportedTask {
        var rest = words[...]
        var task = ImportedTask(uid: "", title: "", line: line, record: record)
        func date(_ word: Substring?) -> LocalDate? {
            guard let word, word.utf8.count == 10 else { return nil }
            return LocalDate(iso: String(word))
        }
        if rest.first == "x" {
            task.isDone = true
            rest = rest.dropFirst()
            if let done = date(rest.first) {
                task.doneAt = DateTimeText.midnight(of: done, in: timeZone)
                rest = rest.dropFirst()
            }
        } else if let first = rest.first, first.utf8.count == 3, first.first == "(", first.last == ")",
            let letter = first.dropFirst().first, letter.isASCII, letter.isUppercase
        {
            task.quadrant = quadrant(priority: letter)
            rest = rest.dropFirst()
        }
        if let created = date(rest.first) {
            task.createdAt = DateTimeText.midnight(of: created, in: timeZone)
            rest = rest.dropFirst()
        }
        var titleWords: [Substring] = []
        var extractedAfterTitle = false
        var extractedInside = false
        for word in rest {
            if word.hasPrefix("due:") {
                guard let due = date(word.dropFirst(4)) else {
                    throw ImportError(
                        line: line, record: record, "“\(word)” is not a date such as due:2026-12-01")
                }
                task.deadline = due
            } else if word.hasPrefix("uid:") && word.count > 4 {
                task.uid = String(word.dropFirst(4))
                task.writtenID = task.uid
            } else if word.hasPrefix("pri:"), word.count == 5, let letter = word.last, letter.isUppercase {
                task.quadrant = quadrant(priority: letter)
            } else {
                extractedInside = extractedInside || extractedAfterTitle
                titleWords.append(word)
                continue
            }
            extractedAfterTitle = !titleWords.isEmpty
        }
        if let first = titleWords.first, let last = titleWords.last, !extractedInside {
            // Keep the title's own spacing: it is one stretch of the line.
            task.title = String(first.base[first.startIndex..<last.endIndex])
        } else {
            task.title = titleWords.joined(separator: " ")
        }
        return task
    }

    /// One line a task: `x DONE CREATED title due:D pri:P uid:U` or `(P) CREATED title due:D uid:U`.
    public static func encode(_ items: [TodoItem], timeZone: TimeZone) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(items.count * 90)
        for item in items {
            var line = ""
            let created = LocalDate.today(now: item.createdAt, timeZone: timeZone).iso
            if item.isDone {
                let done = LocalDate.today(now: item.doneAt ?? item.updatedAt, timeZone: timeZone).iso
                line = "x " + done + " " + created + " " + item.title
            } else {
                // The creation date always comes first, so a title starting with "x " or "(A) " stays a title.
                line = priority(item.quadrant).map { "(\($0)) " } ?? ""
                line += created + " " + item.title
            }
            if let deadline = item.deadline { line += " due:" + deadline.iso }
            if item.isDone, let letter = priority(item.quadrant) { line += " pri:" + letter }
            line += " uid:" + item.uid + "\n"
            out.append(contentsOf: line.utf8)
        }
        return out
    }
}
