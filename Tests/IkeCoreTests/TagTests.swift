import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// What a tag is: the normalisation every way in shares (command line, ike JSON, titles) and what it
/// refuses, with the message a person sees.
@Suite("Tags")
struct TagTests {
    @Test func namesAreNFCAndComparedWithoutCase() throws {
        let decomposed = try Tag("Cafe\u{301}")
        #expect(decomposed.name == "Café")
        #expect(decomposed == (try Tag("CAFÉ")))
        #expect(try Tag("Straße") == (try Tag("STRASSE")))
        #expect(try Tag("Work").key == "work")
        #expect(try Tag("할일").key == "할일")
        #expect(try Tag("Work") != (try Tag("Works")))
    }

    @Test func spacesAroundAndTheProjectAndHashtagMarkersAreDropped() throws {
        #expect(try Tag("  work ").name == "work")
        #expect(try Tag("+work").name == "work")
        #expect(try Tag("#work").name == "work")
        #expect(try Tag("#+work").name == "work")
        #expect(try Tag("c++").name == "c++")
        #expect(try Tag("C#").name == "C#")
        // The ASCII path and the full one agree on what a marker leaves.
        #expect(try Tag("+Work").key == "work")
        #expect(try Tag("+Work").name == "Work")
        #expect(try Tag("+@home").name == "@home")
        #expect(throws: TagError.empty("+@")) { try Tag("+@") }
        #expect(throws: TagError.empty("++")) { try Tag("++") }
        #expect(try Tag("+" + String(repeating: "a", count: 64)).name.count == 64)
        #expect(throws: TagError.tooLong(String(repeating: "a", count: 65))) {
            try Tag("#" + String(repeating: "a", count: 65))
        }
    }

    @Test func aContextKeepsItsAt() throws {
        let context = try Tag("@phone")
        #expect(context.name == "@phone")
        #expect(context != (try Tag("phone")))
        #expect(throws: TagError.empty("@")) { try Tag("@") }
    }

    @Test func emojiSequencesAndJoinersAreNames() throws {
        #expect(try Tag("👩‍💻").name == "👩‍💻")
        #expect(
            try Tag("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}").name.unicodeScalars.count == 7)
        #expect(try Tag("می\u{200C}خواهم").name == "می\u{200C}خواهم")
    }

    @Test func whatIsNotATagIsRefusedWithAMessage() throws {
        #expect(throws: TagError.empty("")) { try Tag("") }
        #expect(throws: TagError.empty(" + ")) { try Tag(" + ") }
        #expect(throws: TagError.space("home office")) { try Tag("home office") }
        #expect(throws: TagError.space("a\u{A0}b")) { try Tag("a\u{A0}b") }
        #expect(throws: TagError.space("a\nb")) { try Tag("a\nb") }
        #expect(throws: TagError.control("\u{1B}[31mred", "\u{1B}")) { try Tag("\u{1B}[31mred") }
        #expect(throws: TagError.control("a\u{7F}", "\u{7F}")) { try Tag("a\u{7F}") }
        #expect(throws: TagError.control("a\u{9B}b", "\u{9B}")) { try Tag("a\u{9B}b") }
        #expect(throws: TagError.control("\u{202E}krow", "\u{202E}")) { try Tag("\u{202E}krow") }
        #expect(throws: TagError.control("soft\u{AD}hyphen", "\u{AD}")) { try Tag("soft\u{AD}hyphen") }
        let long = String(repeating: "a", count: 500)
        #expect(throws: TagError.tooLong(long)) { try Tag(long) }
        #expect(try Tag(String(repeating: "가", count: Tag.maximumLength)).name.count == 64)
        // Plain ASCII takes a shorter way; it must draw the same lines.
        #expect(try Tag(String(repeating: "a", count: 64)).key.count == 64)
        #expect(throws: TagError.tooLong(String(repeating: "A", count: 65))) {
            try Tag(String(repeating: "A", count: 65))
        }
        #expect(try Tag("Work-Items_2").key == "work-items_2")
        #expect(try Tag("@Home").key == "@home")
    }

    @Test func messagesNeverCarryTerminalControls() throws {
        let message = TagError.control("\u{1B}[31mred", "\u{1B}").description
        #expect(
            message == "a tag cannot hold control or invisible characters: “<U+001B>[31mred” holds U+001B")
        let long = TagError.tooLong(String(repeating: "a", count: 500)).description
        #expect(long == "a tag is at most 64 characters: “\(String(repeating: "a", count: 64))…”")
        #expect(TagError.space("home office").description.contains("join the words with - or _"))
    }

    @Test func aSetKeepsTheFirstSpellingInKeyOrder() throws {
        var tags = try TagSet(parsing: ["work", "Home", "WORK", "#home", "@phone"])
        #expect(tags.names == ["@phone", "Home", "work"])
        #expect(tags.contains(try Tag("HOME")))
        #expect(!tags.insert(try Tag("Work")))
        #expect(tags.member(try Tag("WORK"))?.name == "work")
        #expect(tags.remove(try Tag("home"))?.name == "Home")
        #expect(tags.remove(try Tag("home")) == nil)
        #expect(tags == TagSet([try Tag("WORK"), try Tag("@Phone")]))
    }

    @Test func aTaskCarriesAtMostAHundredTags() throws {
        let many = (0..<1_000).map { "t\($0)" }
        #expect(throws: TagError.tooMany(1_000)) { try TagSet(parsing: many) }
        #expect(try TagSet(parsing: Array(many.prefix(100))).count == 100)
        // Repeats are one tag, so they do not count against the limit.
        #expect(try TagSet(parsing: Array(repeating: "same", count: 1_000)).count == 1)
    }
}
