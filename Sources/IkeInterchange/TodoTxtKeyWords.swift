/// Title words that a todo.txt app would read as a `key:value` pair (`rec:2d`, `due:2026-12-01`, `t:…`,
/// `pri:A`, `uid:…`, `id:4`, any `word:value`): written with a `\` before them (`\rec:2d`), so neither ike
/// nor another app (topydo, Simpletask, todo.txt-cli's add-ons) takes them for the task's repeat, dates
/// or priority; ike drops the `\` when reading. A word that already starts with `\`s before such a pair
/// gets one more, so every title reads back exactly (Docs/Formats.md, "todo.txt").
///
/// A key is an ASCII letter then letters, digits, `_` or `-`; the value is not empty and does not start
/// with `/`, so a URL (`https://…`), a time (`12:30`) or a word ending a sentence (`Note:`) stays as it is,
/// as topydo reads them as text too.
enum TodoTxtKeyWords {
    private static let backslash = UInt8(ascii: "\\")

    /// Whether `word` (no leading `\`) reads as `key:value`.
    static func isKeyValue(_ word: Substring) -> Bool {
        let utf8 = word.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")), colon != utf8.startIndex,
            isLetter(utf8[utf8.startIndex])
        else { return false }
        let key = utf8[utf8.startIndex..<colon]
        guard
            key.allSatisfy({
                isLetter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "_")
                    || $0 == UInt8(ascii: "-")
            })
        else { return false }
        let value = utf8[utf8.index(after: colon)...]
        guard let first = value.first else { return false }
        return first != UInt8(ascii: "/")
    }

    /// Whether `word` is a title word written escaped: `\`s, then a `key:value` pair. The reader drops
    /// one `\`.
    static func isEscaped(_ word: Substring) -> Bool {
        guard word.utf8.first == backslash else { return false }
        return isKeyValue(Substring(word.utf8.drop { $0 == backslash }))
    }

    /// Whether `word` needs a `\` before it in a title.
    static func needsEscape(_ word: Substring) -> Bool {
        isKeyValue(word) || isEscaped(word)
    }

    /// The keys ike itself reads from a line (`TodoTxtCodec`): always escaped in a title.
    static let ikeKeys: Set<Substring> = ["due", "uid", "pri", "rec", "rrule"]

    /// `title` with a `\` before each word that reads as a tag (`TagWords.todoTxt`) or as a `key:value`
    /// pair, or is one already escaped. A pair of a key ike does not read that stands as it is among
    /// `kept` (the words of the task's original line) is left alone: another app wrote it there, and it
    /// means to that app what it says (topydo's `t:` threshold).
    static func escaping(_ title: String, keeping kept: Set<Substring> = []) -> String {
        let tagsEscaped = TagWords.todoTxt.escaping(title)
        guard tagsEscaped.utf8.contains(UInt8(ascii: ":")) else { return tagsEscaped }
        var out = ""
        out.reserveCapacity(tagsEscaped.utf8.count + 4)
        for (index, bytes) in tagsEscaped.utf8.split(separator: 0x20, omittingEmptySubsequences: false)
            .enumerated()
        {
            if index > 0 { out += " " }
            let word = Substring(bytes)
            // A word escaped as a tag (`\+a:b`) already has its `\`.
            if needsEscape(word) && !TagWords.todoTxt.isEscaped(word) && !isForeign(word, among: kept) {
                out += "\\"
            }
            out += word
        }
        return out
    }

    /// Whether `word` is a pair of a key ike does not read, found as it is among `kept`.
    private static func isForeign(_ word: Substring, among kept: Set<Substring>) -> Bool {
        guard kept.contains(word), isKeyValue(word), let colon = word.firstIndex(of: ":") else {
            return false
        }
        return !ikeKeys.contains(word[..<colon])
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
