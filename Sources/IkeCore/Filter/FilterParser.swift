import Foundation

/// Reads ike's filter language (Docs/Filters.md) into a `FilterExpression`, or says where it stops
/// making sense (`FilterError`, with the column).
public enum FilterParser {
    /// The filter `text` says; a blank text is an error (no filter is `nil`, not an empty one).
    public static func parse(_ text: String) throws(FilterError) -> FilterExpression {
        var reader = Reader(tokens: try tokens(text), end: text.count + 1)
        guard !reader.atEnd else { throw FilterError(column: 1, "the filter is empty") }
        let expression = try reader.expression()
        if let token = reader.next {
            // Only a stray ")" can be left over: every other token starts a term.
            throw FilterError(column: token.column, "“)” closes nothing")
        }
        return expression
    }

    /// A piece of the filter with the column it starts at.
    struct Token {
        enum Kind: Equatable {
            case open, close, not
            /// A word as written; `quoted` words are always text.
            case word(String, quoted: Bool)
        }

        var kind: Kind
        var column: Int
    }

    /// The tokens of `text`: parentheses, `-` before a word, a parenthesis or a quote, words, quoted words.
    static func tokens(_ text: String) throws(FilterError) -> [Token] {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let column = index + 1
            if character.isWhitespace {
                index += 1
            } else if character == "(" || character == ")" {
                tokens.append(Token(kind: character == "(" ? .open : .close, column: column))
                index += 1
            } else if character == "-", index + 1 < characters.count,
                !characters[index + 1].isWhitespace, characters[index + 1] != ")"
            {
                tokens.append(Token(kind: .not, column: column))
                index += 1
            } else if character == "-" {
                throw FilterError(
                    column: column, "nothing after “-”: put the term it leaves out right after it")
            } else if character == "\"" {
                let (word, end) = try quoted(characters, from: index)
                tokens.append(Token(kind: .word(word, quoted: true), column: column))
                index = end
            } else {
                var word = ""
                var end = index
                while end < characters.count, !characters[end].isWhitespace, !"()".contains(characters[end]) {
                    if characters[end] == "\"" {
                        // A quoted value after a comparison (`due<"next week"`) is part of the word.
                        guard let last = word.last, ":<>=".contains(last) else { break }
                        let (value, after) = try quoted(characters, from: end)
                        word += value
                        end = after
                        continue
                    }
                    word.append(characters[end])
                    end += 1
                }
                tokens.append(Token(kind: .word(word, quoted: false), column: column))
                index = end
            }
        }
        return tokens
    }

    /// The text of the quoted string opening at `start` (`\"` and `\\` escaped) and the index after it.
    private static func quoted(
        _ characters: [Character], from start: Int
    ) throws(FilterError) -> (String, Int) {
        var text = ""
        var end = start + 1
        while end < characters.count, characters[end] != "\"" {
            if characters[end] == "\\", end + 1 < characters.count { end += 1 }
            text.append(characters[end])
            end += 1
        }
        guard end < characters.count else {
            throw FilterError(column: start + 1, "the quote opened here is never closed")
        }
        return (text, end + 1)
    }

    /// Recursive descent over the tokens: or of ands of (negated) terms and parenthesised filters.
    struct Reader {
        var tokens: [Token]
        var position = 0
        /// The column after the last character, where "nothing after" points.
        var end: Int

        var next: Token? { position < tokens.count ? tokens[position] : nil }
        var atEnd: Bool { next == nil }

        func isKeyword(_ token: Token?, _ keyword: String) -> Bool {
            if case .word(let word, quoted: false)? = token?.kind { return word.lowercased() == keyword }
            return false
        }

        mutating func expression() throws(FilterError) -> FilterExpression {
            if let token = next, isKeyword(token, "or") {
                throw FilterError(column: token.column, "nothing before “or”")
            }
            var parts = [try conjunction()]
            while let token = next, isKeyword(token, "or") {
                position += 1
                guard let after = next, after.kind != .close, !isKeyword(after, "or") else {
                    throw FilterError(column: next?.column ?? end, "nothing after “or”")
                }
                parts.append(try conjunction())
            }
            return .any(parts)
        }

        mutating func conjunction() throws(FilterError) -> FilterExpression {
            var parts: [FilterExpression] = []
            while let token = next, token.kind != .close, !isKeyword(token, "or") {
                if isKeyword(token, "and") {
                    position += 1
                    guard !parts.isEmpty else {
                        throw FilterError(column: token.column, "nothing before “and”")
                    }
                    guard let after = next, after.kind != .close, !isKeyword(after, "or"),
                        !isKeyword(after, "and")
                    else { throw FilterError(column: next?.column ?? end, "nothing after “and”") }
                    continue
                }
                parts.append(try unary())
            }
            // Only a ")" where a term belongs ends a conjunction before it has one (`)`, `) a`).
            guard !parts.isEmpty else {
                throw FilterError(column: next?.column ?? end, "“)” closes nothing")
            }
            return .all(parts)
        }

        mutating func unary() throws(FilterError) -> FilterExpression {
            guard let token = next else { throw FilterError(column: end, "the filter ends too soon") }
            if token.kind == .not || isKeyword(token, "not") {
                position += 1
                guard let after = next, after.kind != .close, !isKeyword(after, "or"),
                    !isKeyword(after, "and")
                else { throw FilterError(column: next?.column ?? end, "nothing after “-” or “not”") }
                return .not(try unary())
            }
            if token.kind == .open {
                position += 1
                guard let inside = next, inside.kind != .close else {
                    throw FilterError(column: token.column, "nothing between “(” and “)”")
                }
                let inner = try expression()
                guard next?.kind == .close else {
                    throw FilterError(column: token.column, "the “(” here is never closed")
                }
                position += 1
                return inner
            }
            guard case .word(let word, let quoted) = token.kind else {
                throw FilterError(column: token.column, "“)” closes nothing")
            }
            position += 1
            return .term(quoted ? .text(word) : try FilterTermReader.term(word, column: token.column))
        }
    }
}
