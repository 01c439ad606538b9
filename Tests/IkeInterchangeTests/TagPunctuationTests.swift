import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Issue 20, item 4: `, . ; : ! ? )` at the end of a tag word end the sentence, not the tag (`+home,` is
/// the tag `home`); the punctuation stays in the title, joined to the word before the tag.
@Suite("Punctuation after tag words")
struct TagPunctuationTests {
    @Test(arguments: [
        ("Pay rent +home, then file the receipt", "Pay rent, then file the receipt", ["home"]),
        ("Call +mom. Then +dad!", "Call. Then!", ["dad", "mom"]),
        ("Water the plants (for +mom)", "Water the plants (for)", ["mom"]),
        ("Done yet +work?", "Done yet?", ["work"]),
        ("+home: water the plants", "water the plants", ["home"]),
        ("Release +v1.0. now", "Release. now", ["v1.0"]),
        ("Split +a,b here", "Split here", ["a,b"]),
        ("Only punctuation +!?", "Only punctuation +!?", []),
    ])
    func todoTxt(line: String, title: String, tagNames: [String]) throws {
        let store = try makeStore()
        try importText(store, line + "\n", format: .todoTxt)
        let item = try #require(try store.items().first)
        #expect(item.title == title)
        #expect(item.tags.names.sorted() == tagNames)
    }

    @Test(arguments: [
        ("- [ ] Pay rent #home, then file the receipt", "Pay rent, then file the receipt", ["home"]),
        ("- [ ] Is it #urgent?", "Is it?", ["urgent"]),
        ("- [ ] #home: water the plants", "water the plants", ["home"]),
    ])
    func markdown(line: String, title: String, tagNames: [String]) throws {
        let store = try makeStore()
        try importText(store, line + "\n", format: .markdown)
        let item = try #require(try store.items().first)
        #expect(item.title == title)
        #expect(item.tags.names.sorted() == tagNames)
    }

    @Test func aTitleWordEndingInPunctuationIsEscapedAndReadsBack() throws {
        let store = try storeHolding([TodoItem(uid: "u", title: "Reply to +home, today", createdAt: testNow)])
        for format in [InterchangeFormat.todoTxt, .markdown] {
            let (text, items) = try roundTrip(store, format)
            #expect(items.map(\.title) == ["Reply to +home, today"], "\(format): \(text)")
            #expect(items.map(\.tags) == [[]])
        }
    }

    @Test func theUidOfALineDoesNotChangeWithTheRule() throws {
        // Derived uids come from the line as an ike before tags read it, punctuation and all, so files
        // imported before this rule still match the same tasks.
        let store = try makeStore()
        try importText(store, "Pay rent +home, then file it\n")
        #expect(
            try store.items().map(\.uid) == [StableID.derive("todotxt", from: "Pay rent +home, then file it")]
        )
    }
}
