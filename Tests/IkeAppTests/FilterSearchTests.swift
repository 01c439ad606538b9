import Foundation
import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The search field takes the filter language (issue 34, item 4): a search with its marks is a filter on
/// every screen; words, flags and one `#tag` search as they always have, and so does a half-typed filter.
@Suite("Searching with the filter language")
struct FilterSearchTests {
    static func filter(_ search: String) -> TaskFilter {
        var list = ListState()
        list.searchText = search
        return list.filter
    }

    @Test func aSearchWithTheLanguagesMarksIsAFilter() throws {
        #expect(Self.filter("due<7d #work").expression == (try FilterParser.parse("due<7d #work")))
        #expect(Self.filter("due<7d #work").text.isEmpty)
        #expect(Self.filter("-#work").expression != nil)
        #expect(Self.filter("rent or mom").expression != nil)
        for words in ["rent", "call mom", "#fam", "done", "e-mail", "10:30", "due<", "(a b", ")", ") a"] {
            #expect(Self.filter(words).expression == nil, "\(words)")
            #expect(Self.filter(words).text == words, "\(words)")
        }
    }

    @Test func typingAFilterNarrowsTheListAndANamedStatusPassesHideDone() throws {
        let (loop, store) = try makeLoop(["Write report", "Buy milk", "Bake bread"])
        var report = try #require(try store.items().first)
        report.estimate = 90
        let estimated = report
        try store.change { _ = try $0.update(estimated) }
        type(loop, [.down, .char(" "), .char(".")])
        #expect(loop.state.list.window.map(\.title) == ["Write report", "Bake bread"])
        type(loop, [.char("/")] + "est>30m".map { Key.char($0) })
        #expect(loop.state.list.window.map(\.title) == ["Write report"])
        type(loop, [.escape, .char("/")] + "-est>30m".map { Key.char($0) })
        #expect(loop.state.list.window.map(\.title) == ["Bake bread"])
        // Done tasks are hidden, but a filter that asks for them gets them.
        type(loop, [.escape, .char("/")] + "done or est>1h".map { Key.char($0) })
        #expect(loop.state.list.window.map(\.title) == ["Write report", "Buy milk"])
    }
}
