import Foundation
import IkeCore

/// Markdown task lists: `- [ ] title`, `- [x] title` and, cancelled, `- [-] title` (also `*`, `+` and `1.`
/// items, at any indent); other lines are left out. Deadlines and completion dates use the Obsidian Tasks
/// signs (`📅 2026-12-01`, `✅ 2026-11-22`, `❌ 2026-11-22` for the day it was cancelled, `🔁 every week`), tags are `#tag` words (`TagWords`); ike adds `<!-- uid:… -->`, which Markdown does not
/// show, so re-import matches. A step is nested under its parent (two spaces a level), and ike's comment
/// names its parent too (`parent:…`), so a link to a task not in the file reads back.
public enum MarkdownCodec {
    static let dueSign = "📅"
    static let doneSign = "✅"
    static let cancelledSign = "❌"
    static let repeatSign = "🔁"
    /// The Obsidian Tasks signs that end a `🔁` rule's words.
    static let signs: Set<Substring> = ["📅", "✅", "🔁", "⏳", "🛫", "➕", "⏫", "🔼", "🔽", "🔺", "⏬", "❌", "🆔", "⛔"]

    /// One task item split into its parts; `nil` for lines that are not task items.
    struct Item {
        var mark: Character
        var text: Substring
    }

    /// The checkbox and text of a task-list line (after the list marker and `[?]`).
    static func item(_ line: Substring) -> Item? {
        var rest = line.drop(while: { $0 == " " || $0 == "\t" })
        if let first = rest.first, first == "-" || first == "*" || first == "+" {
            rest = rest.dropFirst()
        } else {
            let digits = rest.prefix(while: \.isASCII).prefix(while: \.isNumber)
            guard !digits.isEmpty, digits.count < 10 else { return nil }
            rest = rest.dropFirst(digits.count)
            guard let marker = rest.first, marker == "." || marker == ")" else { return nil }
            rest = rest.dropFirst()
        }
        guard rest.first == " " else { return nil }
        rest = rest.drop(while: { $0 == " " })
        guard rest.count >= 3, rest.first == "[", rest.dropFirst(2).first == "]" else { return nil }
        let mark = rest.dropFirst().first!
        rest = rest.dropFirst(3)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return Item(mark: mark, text: rest.drop(while: { $0 == " " || $0 == "\t" }))
    }

    /// Whether `text` has a task-list line (used to recognise the format).
    static func looksLikeMarkdown(_ lines: ArraySlice<Substring>) -> Bool {
        lines.contains { item($0) != nil }
    }

    /// Every task item, in order.
    static func tasks(from text: ImportText, timeZone: TimeZone) throws(ImportError) -> [ImportedTask] {
        var uids = DoneOccurrences(prefix: "md")
        let today = LocalDate.today(now: Date(), timeZone: timeZone)
        var tasks: [ImportedTask] = []
        // The items a nested one may be a step of: each with its indent, innermost last.
        var enclosing: [(indent: Int, task: Int)] = []
        for (index, line) in text.lines().enumerated() {
            guard let item = item(line) else { continue }
            var task = ImportedTask(uid: "", title: "", line: index + 1, record: tasks.count + 1)
            let indent = Self.indent(of: line)
            while let last = enclosing.last, last.indent >= indent { enclosing.removeLast() }
            let nestedUnder = enclosing.last?.task
            enclosing.append((indent, tasks.count))
            switch item.mark {
            case " ": task.isCancelled = false
            case "x", "X":
                task.isDone = true
                task.isCancelled = false
            case "-":
                task.isDone = true
                task.isCancelled = true
            default:
                throw ImportError(
                    line: task.line, record: task.record,
                    "unknown checkbox “[\(item.mark)]”; use “[ ]”, “[x]” or “[-]” (cancelled)")
            }
            var words: [Substring] = []
            var doneDay = "undated"
            var text = item.text
            var commentParent: String?
            if let comment = text.range(of: "<!-- uid:", options: .backwards), text.hasSuffix("-->") {
                var inside = text[comment.upperBound..<text.index(text.endIndex, offsetBy: -3)]
                if let parent = inside.range(of: " parent:") {
                    commentParent = inside[parent.upperBound...].trimmingCharacters(in: .whitespaces)
                    inside = inside[..<parent.lowerBound]
                }
                let uid = inside.trimmingCharacters(in: .whitespaces)
                if !uid.isEmpty {
                    task.uid = uid
                    task.writtenID = uid
                }
                text = text[..<comment.lowerBound]
            }
            // At the scalar U+0020, as `TagWords` splits a title it writes.
            let split = text.unicodeScalars.split(separator: " ", omittingEmptySubsequences: false).map(
                Substring.init)
            let tagWords = TagWords.markdown
            var tags = TagSet()
            // The words as an ike before tags had formats of their own read them, when that differs.
            var legacyWords: [Substring]?
            var index = 0
            while index < split.count {
                let word = split[index]
                index += 1
                // Only a sign followed by something starting with a digit is a date (`📅 later` is text).
                if word == dueSign || word == doneSign || word == cancelledSign, index < split.count,
                    split[index].unicodeScalars.first.map({ ("0"..."9").contains($0) }) == true
                {
                    let next = split[index]
                    index += 1
                    guard let date = LocalDate(iso: String(next)) else {
                        throw ImportError(
                            line: task.line, record: task.record,
                            "“\(word) \(next)” is not a date such as 2026-12-01")
                    }
                    if word == dueSign {
                        task.deadline = date
                    } else {
                        task.doneAt = DateTimeText.midnight(of: date, in: timeZone)
                        doneDay = date.iso
                    }
                } else if word == repeatSign, task.repeats == nil,
                    let (repeats, count) = repeatRule(split[index...], today: today)
                {
                    task.repeats = repeats
                    index += count
                } else if let first = word.utf8.first, tagWords.mayMatter(first) {
                    if legacyWords == nil { legacyWords = words }
                    legacyWords?.append(word)
                    if tagWords.isEscaped(word) {
                        words.append(word.dropFirst())
                    } else if let (tag, trailing) = tagWords.split(word) {
                        tags.insert(tag)
                        // `#home,`: the comma is title text, joined to the word before it (left out before
                        // any, where it would start the title).
                        if trailing > 0, let last = words.last {
                            words[words.count - 1] = Substring(
                                String(last) + String(word.utf8.suffix(trailing))!)
                        }
                    } else {
                        words.append(word)
                    }
                } else {
                    words.append(word)
                    legacyWords?.append(word)
                }
            }
            task.legacyTitle = legacyWords?.joined(separator: " ")
            if words.allSatisfy(\.isEmpty), let legacy = task.legacyTitle {
                // Nothing but tag words: there is no telling which words are the title, so they all are.
                task.title = legacy
                task.tags = []
            } else {
                try ForeignTags.checkCount(tags, field: "tags", line: task.line, record: task.record)
                task.title = words.joined(separator: " ")
                task.tags = tags
            }
            if task.uid.isEmpty {
                let text = TextNormalizer.title(task.legacyTitle ?? task.title) ?? ""
                task.uid = uids.derivedUID(for: text, isDone: task.isDone)
                if task.isDone { uids.mark(&task, doneOn: doneDay, rule: .besideOpenRecord) }
            }
            // ike's comment names the parent exactly; otherwise the item it is nested under.
            task.parentUID =
                commentParent.flatMap { $0.isEmpty ? nil : $0 } ?? nestedUnder.map { tasks[$0].uid }
            tasks.append(task)
        }
        return tasks
    }

    /// How far a line is indented: spaces, a tab counting four (CommonMark's tab stop).
    static func indent(of line: Substring) -> Int {
        var width = 0
        for character in line {
            if character == " " {
                width += 1
            } else if character == "\t" {
                width += 4 - width % 4
            } else {
                break
            }
        }
        return width
    }

    /// The rule a `🔁` is followed by (Obsidian Tasks: `🔁 every week on Monday when done`): its words up
    /// to the next sign, tag or the end, and how many they are; `nil` when they are not a rule ike reads,
    /// and then they stay in the title as written.
    private static func repeatRule(
        _ words: ArraySlice<Substring>, today: LocalDate
    ) -> (TaskRepeat, Int)? {
        let phrase = words.prefix {
            !$0.isEmpty && !signs.contains($0) && $0.first != "#" && !$0.hasPrefix("<!--")
        }
        guard !phrase.isEmpty,
            let repeats = try? RepeatWords.parse(phrase.joined(separator: " "), today: today)
        else { return nil }
        return (repeats, phrase.count)
    }

    /// `- [ ] title #tag 🔁 every week 📅 D <!-- uid:U -->` a line, a step nested under its parent (and
    /// `parent:P` in the comment); done tasks get `[x]` and `✅ D`, cancelled ones `[-]` and `❌ D`. Title words that would read as tags are escaped as Markdown escapes them (`\#1`
    /// shows as `#1`).
    public static func encode(_ items: [TodoItem], timeZone: TimeZone) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(items.count * 80)
        for (item, depth) in TaskTree.rows(items) {
            let box =
                switch item.status {
                case .open: "- [ ] "
                case .done: "- [x] "
                case .cancelled: "- [-] "
                }
            var line = String(repeating: "  ", count: depth) + box + TagWords.markdown.escaping(item.title)
            for tag in item.tags { line += " " + TagWords.markdown.word(for: tag) }
            if let repeats = item.repeats {
                line += " " + repeatSign + " " + RepeatWords.text(repeats, completion: .whenDone)
            }
            if let deadline = item.deadline { line += " " + dueSign + " " + deadline.iso }
            if item.isDone {
                line +=
                    " " + (item.isCancelled ? cancelledSign : doneSign) + " "
                    + LocalDate.today(now: item.doneAt ?? item.updatedAt, timeZone: timeZone).iso
            }
            line += " <!-- uid:" + item.uid + (item.parentUID.map { " parent:" + $0 } ?? "") + " -->\n"
            out.append(contentsOf: line.utf8)
        }
        return out
    }
}
