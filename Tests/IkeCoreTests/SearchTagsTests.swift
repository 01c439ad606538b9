import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// Search finds tags as rows show them (issue 32, friction 2): `/family` finds a task tagged `#family`, and
/// `#fam` looks in tags only, as typed before a tag's name.
@Suite("Search and tags")
struct SearchTagsTests {
    static func store() throws -> TaskStore {
        let store = try makeStore()
        _ = try store.add(
            [
                TaskEdit(title: "Call mum", tags: try TagSet(parsing: ["family"])),
                TaskEdit(title: "Family dinner"),
                TaskEdit(title: "Report", tags: try TagSet(parsing: ["work"])),
                TaskEdit(
                    title: "Plan the holidays", notes: "ask the family", tags: try TagSet(parsing: ["Fämily"])
                ),
            ], at: .bottom)
        return store
    }

    static func titles(_ store: TaskStore, _ text: String) throws -> [String] {
        try store.items(TaskFilter(text: text)).map(\.title)
    }

    @Test func aTagNameIsFoundLikeATitle() throws {
        let store = try Self.store()
        #expect(try Self.titles(store, "family") == ["Call mum", "Family dinner", "Plan the holidays"])
        #expect(try Self.titles(store, "WOR") == ["Report"])
        #expect(try Self.titles(store, "#fam") == ["Call mum", "Plan the holidays"])
        #expect(try Self.titles(store, "#work") == ["Report"])
        #expect(try Self.titles(store, "#nothing").isEmpty)
        #expect(try store.items(TaskFilter(text: "family")).count == 3)
    }
}
