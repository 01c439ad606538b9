import Foundation
import Testing

@testable import IkeCore

/// The filter language reads as Docs/Filters.md says, prints back as it reads, and points at the column of
/// every mistake.
@Suite("The filter language")
struct FilterParserTests {
    static func parsed(_ text: String) throws -> FilterExpression {
        try FilterParser.parse(text)
    }

    @Test func termsReadAsTheySay() throws {
        let work = try Tag("work")
        #expect(try Self.parsed("rent") == .term(.text("rent")))
        #expect(try Self.parsed("#work") == .term(.tag(work)))
        #expect(try Self.parsed("-done") == .not(.term(.flag(.done))))
        #expect(try Self.parsed("DONE") == .term(.flag(.done)))
        #expect(try Self.parsed("\"done\"") == .term(.text("done")))
        #expect(try Self.parsed("due<7d") == .term(.due(.less, .day("7d"))))
        #expect(try Self.parsed("due<=Fri") == .term(.due(.lessOrEqual, .day("fri"))))
        #expect(try Self.parsed("due:none") == .term(.due(.equal, .none)))
        #expect(try Self.parsed("q:do") == .term(.quadrant(.doFirst)))
        #expect(try Self.parsed("has:notes") == .term(.has(.notes)))
        #expect(try Self.parsed("est>30m") == .term(.plain(.estimate, .greater, .minutes(30))))
        #expect(try Self.parsed("estimate>=1h30m") == .term(.plain(.estimate, .greaterOrEqual, .minutes(90))))
        #expect(try Self.parsed("repeat") == .term(.flag(.repeating)))
        // A colon in a word whose start is no key of letters is text: a time, a smiley.
        #expect(try Self.parsed("10:30") == .term(.text("10:30")))
        #expect(try Self.parsed("\"call mom\"") == .term(.text("call mom")))
    }

    @Test func andOrNotAndParenthesesNest() throws {
        let a = FilterExpression.term(.text("a"))
        let b = FilterExpression.term(.text("b"))
        let c = FilterExpression.term(.text("c"))
        #expect(try Self.parsed("a b c") == .and([a, b, c]))
        #expect(try Self.parsed("a and b") == .and([a, b]))
        #expect(try Self.parsed("a or b c") == .or([a, .and([b, c])]))
        #expect(try Self.parsed("(a or b) c") == .and([.or([a, b]), c]))
        #expect(try Self.parsed("-(a or b)") == .not(.or([a, b])))
        #expect(try Self.parsed("not a") == .not(a))
        #expect(try Self.parsed("((a))") == a)
        #expect(try Self.parsed("(a b) c") == .and([a, b, c]), "an and inside an and is one and")
        #expect(try Self.parsed("a OR b") == .or([a, b]))
    }

    @Test func aFilterPrintsInItsShortestForm() throws {
        for (written, printed) in [
            ("a  and   b", "a b"), ("(a or b) c", "(a or b) c"), ("((a))", "a"), ("not (a b)", "-(a b)"),
            ("\"call mom\" #Work", "\"call mom\" #Work"), ("\"done\"", "\"done\""), ("DUE<7D", "due<7d"),
            ("est>90", "est>1h30m"), ("Q:Do", "q:do"), ("\"a\\\"b\"", "\"a\\\"b\""),
        ] {
            #expect(try Self.parsed(written).description == printed, "\(written)")
        }
    }

    /// Every mistake says what and where (the column, from 1).
    @Test(arguments: [
        ("", 1, "the filter is empty"),
        ("due<", 5, "due< needs a day after it"),
        ("due:soonish", 5, "“soonish” is no day"),
        ("due:2026-02-31", 5, "is no day"),
        ("due<none", 5, "goes with “due:” only"),
        ("(a b", 1, "the “(” here is never closed"),
        ("a b)", 4, "“)” closes nothing"),
        (")", 1, "“)” closes nothing"),
        (") a", 1, "“)” closes nothing"),
        ("a or ()", 6, "nothing between “(” and “)”"),
        ("()", 1, "nothing between “(” and “)”"),
        ("or a", 1, "nothing before “or”"),
        ("a or", 5, "nothing after “or”"),
        ("a or )", 6, "nothing after “or”"),
        ("and a", 1, "nothing before “and”"),
        ("a -", 3, "nothing after “-”"),
        ("\"abc", 1, "never closed"),
        ("rent foo:bar", 6, "“foo:” is no term"),
        ("q:now", 3, "“now” is no quadrant"),
        ("q<do", 1, "takes “:” only"),
        ("has:colour", 5, "asks about no field"),
        ("est>soon", 5, "is not a duration"),
        ("#", 1, "is no tag"),
    ])
    func aMistakeSaysWhereItIs(_ text: String, _ column: Int, _ message: String) {
        do {
            let expression = try FilterParser.parse(text)
            Issue.record("“\(text)” read as \(expression)")
        } catch {
            #expect(error.column == column, "\(text): \(error)")
            #expect(error.message.contains(message), "\(text): \(error)")
        }
    }

    /// A day that counts weeks makes the settings file's first weekday matter, in a deadline or a start.
    @Test func aFilterSaysWhetherItCountsWeeks() throws {
        #expect(try Self.parsed("due<=\"next sun\"").dependsOnFirstWeekday)
        #expect(try Self.parsed("#work or start>\"next week\"").dependsOnFirstWeekday)
        #expect(try !Self.parsed("due<7d start:today est>30m").dependsOnFirstWeekday)
    }

    /// Parse → print → parse gives the same filter, for a few thousand random ones (seeded).
    @Test func printingAndReadingBackGivesTheSameFilter() throws {
        var random = SeededRandom(seed: 30_34)
        for _ in 0..<3000 {
            let expression = RandomFilter.expression(depth: 3, using: &random)
            let printed = expression.description
            let back = try FilterParser.parse(printed)
            #expect(back == expression, "\(printed)")
            #expect(back.description == printed)
        }
    }
}
