import IkeCore
import IkeTerm

/// Tab in the edit form's Tags field: the word at the cursor, completed from the tags in use; further
/// Tabs cycle through the other matches and back to the word as typed.
public struct TagCompletion: Hashable, Sendable {
    /// The word as typed before the first Tab.
    public var typed: String
    /// The matching tags' labels (`#work`), most used first.
    public var candidates: [String]
    /// The candidate in the field; `candidates.count` stands for the word as typed.
    public var index: Int
    /// Where the word starts in the field, in characters.
    public var start: Int
}

extension EditFormState {
    /// The read a form asks for as it opens: every tag in use, which its Tags field completes from.
    static let tagsRead = Effect.load(.tagCounts(.all))

    /// Completes the word at the cursor of the Tags field from `known` (most used first), or goes on
    /// with `previous`, the completion the last Tab started. Returns false when there is nothing to
    /// complete (an empty word, no match), so that Tab can move on to the next field.
    mutating func completeTag(continuing previous: TagCompletion?, from known: [TagCount]) -> Bool {
        if var cycle = previous {
            let current = cycle.index < cycle.candidates.count ? cycle.candidates[cycle.index] : cycle.typed
            cycle.index = (cycle.index + 1) % (cycle.candidates.count + 1)
            let next = cycle.index < cycle.candidates.count ? cycle.candidates[cycle.index] : cycle.typed
            replaceTagWord(cycle.start..<(cycle.start + current.count), with: next)
            tagCompletion = cycle
            return true
        }
        let characters = Array(tags.text)
        var start = tags.cursor
        while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
        var end = tags.cursor
        while end < characters.count && !characters[end].isWhitespace { end += 1 }
        let word = String(characters[start..<end])
        let prefix = TagChooserState.needle(word)
        guard !prefix.isEmpty else { return false }
        // Tags already in the field are not offered again.
        let others = TagSet(
            Self.words(String(characters[..<start]) + " " + String(characters[end...])).compactMap {
                try? Tag($0)
            })
        let candidates = known.map(\.tag).filter { $0.key.hasPrefix(prefix) && !others.contains($0) }.map(
            \.label)
        guard let first = candidates.first else { return false }
        if candidates.count == 1 {
            // The one match, and a blank after it: the next word can be typed at once, and the next
            // Tab, finding nothing to complete, moves on.
            let blank = end < characters.count ? "" : " "
            replaceTagWord(start..<end, with: first + blank)
            return true
        }
        replaceTagWord(start..<end, with: first)
        tagCompletion = TagCompletion(typed: word, candidates: candidates, index: 0, start: start)
        return true
    }

    /// Puts `replacement` in place of the characters `range` of the Tags field, the cursor after it.
    private mutating func replaceTagWord(_ range: Range<Int>, with replacement: String) {
        let characters = Array(tags.text)
        tags.setText(
            String(characters[..<range.lowerBound]) + replacement + String(characters[range.upperBound...]))
        tags.cursor = range.lowerBound + replacement.count
    }
}
