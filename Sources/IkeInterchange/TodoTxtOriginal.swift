import Foundation
import IkeCore

/// A todo.txt line written back from its original (`OriginalRecord`): the line as its app wrote it when
/// nothing ike owns changed, else the same words in place with only ike's changed ones rewritten.
///
/// ike owns `x` and the completion date, the priority (`(A)`–`(C)`, and `pri:` on done lines), the
/// creation date, the title's words, `+project` and `@context` tags, `due:`, and the repeat (the last `rec:`
/// and `rrule:` words, rewritten only when the rule changed, so topydo's spelling of an unchanged one
/// stays; a done occurrence's `rec:` is the copy its app made, never touched). Every other word stays
/// where it was: `h:` and other `key:value` words (title text to ike), a priority letter ike reads as no
/// quadrant (`(D)`–`(Z)`), a missing creation or completion date, the order of tags among title words.
/// topydo's `id:` and `p:` words (`TodoTxtParentWords`) stay as written while they name the id and parent
/// the export gives the task (`TodoTxtLinkIDs`); else the first of each is rewritten in place (or added
/// at the end), and a parent removed in ike takes every `p:` word with it, since ike's task has none.
/// A line that changed gets ike's `uid:` when it had none, as the words its uid is derived from may have
/// changed.
enum TodoTxtOriginal {
    /// The line to write for `item` from its `original`, or nil when the original does not read as one
    /// task or is only tags (then ike writes the task).
    static func line(
        for item: TodoItem, original: String, timeZone: TimeZone, record: TaskOriginal? = nil,
        links: TodoTxtLinkIDs = TodoTxtLinkIDs([], originals: [:])
    ) -> String? {
        guard let text = try? ImportText(Array(original.utf8)),
            let read = try? TodoTxtCodec.tasks(from: text, timeZone: timeZone).first
        else { return nil }
        // A `t:` no ike read before starts existed stays (`TaskOriginal.startNeverHeld`).
        let item = record?.comparable(item, readStart: read.start, time: read.startTime) ?? item
        func day(_ instant: Date) -> LocalDate { LocalDate.today(now: instant, timeZone: timeZone) }
        let words = Words(original)
        let written = TodoTxtParentWords.firstValues(in: words.all[words.bodyStart...])
        let link = (id: links.id(of: item.uid), parent: item.parentUID.map(links.parentWord(for:)))
        let change = Change(
            title: item.title != read.title, tags: item.tags.names != (read.tags ?? []).names,
            due: item.deadline != read.deadline, start: item.start != read.start,
            done: item.isDone != read.isDone,
            doneDay: item.isDone && read.isDone
                && read.doneAt.map { day($0) != day(item.doneAt ?? item.updatedAt) } == true,
            created: read.createdAt.map(day).map { $0 != day(item.createdAt) } ?? false,
            quadrant: item.quadrant != read.quadrant,
            repeats: item.seriesUID == nil && item.repeats != read.repeats,
            id: link.id.map { Substring($0) != written.id } ?? false,
            parent: link.parent.map { Substring($0) != written.parent }
                ?? (written.parent != nil))
        guard change.any else { return original }
        // A line of tag words only reads as a title of them and no tags: no telling which words are which.
        if read.tags == [] && read.legacyTitle != nil && read.legacyTitle == read.title { return nil }
        var line = words.prefix(for: item, change: change, day: day)
        line += words.body(for: item, change: change, link: link)
        return line.joined(separator: " ")
    }

    /// Which of ike's fields differ from what the line says.
    struct Change {
        var title, tags, due, start, done, doneDay, created, quadrant, repeats: Bool
        /// The `id:` and `p:` words differ from the export's (`TodoTxtLinkIDs`).
        var id, parent: Bool
        var any: Bool {
            title || tags || due || start || done || doneDay || created || quadrant || repeats || id || parent
        }
    }

    /// The words of the original line, read as `TodoTxtCodec` reads them.
    struct Words {
        var all: [Substring]
        var wasDone = false
        var doneDate: Substring?
        var priority: Substring?
        var created: Substring?
        var bodyStart = 0

        init(_ line: String) {
            all = line.split(separator: " ")
            var index = 0
            if all.first == "x" {
                wasDone = true
                index = 1
                if index < all.count, Self.isDate(all[index]) {
                    doneDate = all[index]
                    index += 1
                }
            } else if let first = all.first, Self.isPriority(first) {
                priority = first
                index = 1
            }
            if index < all.count, Self.isDate(all[index]) {
                created = all[index]
                index += 1
            }
            bodyStart = index
        }

        static func isDate(_ word: Substring) -> Bool {
            word.utf8.count == 10 && word.utf8.first.map { (0x30...0x39).contains($0) } == true
                && LocalDate(iso: String(word)) != nil
        }

        static func isPriority(_ word: Substring) -> Bool {
            let bytes = Array(word.utf8)
            return bytes.count == 3 && bytes[0] == UInt8(ascii: "(") && bytes[2] == UInt8(ascii: ")")
                && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[1])
        }

        /// `x`, the completion date, the priority and the creation date: each as written unless it changed.
        func prefix(for item: TodoItem, change: Change, day: (Date) -> LocalDate) -> [String] {
            var words: [String] = []
            if item.isDone {
                words.append("x")
                if change.done || change.doneDay {
                    words.append(day(item.doneAt ?? item.updatedAt).iso)
                } else if let doneDate {
                    words.append(String(doneDate))
                }
            } else if !change.quadrant && !change.done {
                if let priority { words.append(String(priority)) }
            } else if let letter = TodoTxtCodec.priority(item.quadrant) {
                words.append("(\(letter))")
            }
            if let created { words.append(change.created ? day(item.createdAt).iso : String(created)) }
            return words
        }

        /// The words after the prefix: ike's changed ones rewritten in place, new ones at the end; `link` the
        /// `id:` and `p:` values the export gives the task.
        func body(for item: TodoItem, change: Change, link: (id: String?, parent: String?)) -> [String] {
            let rest = all[bodyStart...]
            let uidWord = rest.lastIndex { $0.hasPrefix("uid:") && $0.utf8.count > 4 }
            let priorityWord =
                wasDone
                ? rest.lastIndex(where: {
                    $0.hasPrefix("pri:") && $0.utf8.count == 5
                        && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0.utf8.last!)
                }) : nil
            // The repeat words as `TodoTxtCodec` reads them (an earlier `rec:` is title text).
            let recWord = rest.lastIndex { $0.hasPrefix("rec:") && $0.utf8.count > 4 }
            let rruleWord = rest.lastIndex { $0.hasPrefix("rrule:") && $0.utf8.count > 6 }
            let repeatWord = change.repeats ? item.repeats.flatMap(TodoTxtRepeat.word) : nil
            var repeatWritten = false
            var words: [String] = []
            var titlePlaced = false
            var dueWritten = false
            var startWritten = false
            var idSeen = false
            var parentSeen = false
            var tagsWritten = TagSet()
            let title = TodoTxtKeyWords.escaping(item.title, keeping: Set(rest))
            for (index, word) in zip(rest.indices, rest) {
                if word.hasPrefix("due:") && word.utf8.count > 4
                    && word.utf8.dropFirst(4).first.map({ (0x30...0x39).contains($0) }) == true
                {
                    if !change.due {
                        words.append(String(word))
                    } else if !dueWritten, let deadline = item.deadline {
                        words.append("due:" + deadline.iso)
                    }
                    dueWritten = true
                } else if word.hasPrefix("t:") && word.utf8.count > 2
                    && word.utf8.dropFirst(2).first.map({ (0x30...0x39).contains($0) }) == true
                {
                    if !change.start {
                        words.append(String(word))
                    } else if !startWritten, let start = item.start {
                        words.append("t:" + start.iso)
                    }
                    startWritten = true
                } else if TodoTxtParentWords.isID(word) {
                    if change.id && !idSeen, let id = link.id {
                        words.append("id:" + id)
                    } else {
                        words.append(String(word))
                    }
                    idSeen = true
                } else if TodoTxtParentWords.isParent(word) {
                    if !change.parent || (parentSeen && link.parent != nil) {
                        words.append(String(word))
                    } else if let parent = link.parent {
                        words.append("p:" + parent)
                    }
                    parentSeen = true
                } else if index == uidWord {
                    words.append(String(word))
                } else if index == recWord || index == rruleWord {
                    if !change.repeats {
                        words.append(String(word))
                    } else if !repeatWritten, let repeatWord {
                        words.append(repeatWord)
                    }
                    repeatWritten = true
                } else if index == priorityWord {
                    guard item.isDone else { continue }
                    if !change.quadrant {
                        words.append(String(word))
                    } else if let letter = TodoTxtCodec.priority(item.quadrant) {
                        words.append("pri:" + letter)
                    }
                } else if let first = word.utf8.first, TagWords.todoTxt.mayMatter(first),
                    !TagWords.todoTxt.isEscaped(word), let (tag, trailing) = TagWords.todoTxt.split(word)
                {
                    if !change.tags {
                        words.append(String(word))
                    } else if let kept = item.tags.member(tag), tagsWritten.insert(kept) {
                        // Punctuation after a tag belonged to the old title's sentence.
                        words.append(
                            change.title
                                ? String(decoding: word.utf8.dropLast(trailing), as: UTF8.self) : String(word)
                        )
                    }
                } else if !change.title {
                    words.append(String(word))
                } else if !titlePlaced {
                    if !title.isEmpty { words.append(title) }
                    titlePlaced = true
                }
            }
            if change.title && !titlePlaced && !title.isEmpty { words.insert(title, at: 0) }
            if change.tags {
                for tag in item.tags where !tagsWritten.contains(tag) {
                    words.append(TagWords.todoTxt.word(for: tag))
                }
            }
            if change.due && !dueWritten, let deadline = item.deadline { words.append("due:" + deadline.iso) }
            if change.start && !startWritten, let start = item.start { words.append("t:" + start.iso) }
            if change.repeats && !repeatWritten, let repeatWord { words.append(repeatWord) }
            if change.id && !idSeen, let id = link.id { words.append("id:" + id) }
            if change.parent && !parentSeen, let parent = link.parent { words.append("p:" + parent) }
            if item.isDone && priorityWord == nil && (change.done || change.quadrant),
                let letter = TodoTxtCodec.priority(item.quadrant)
            {
                words.append("pri:" + letter)
            }
            if uidWord == nil { words.append("uid:" + TodoTxtUID.encoded(item.uid)) }
            return words
        }
    }
}
