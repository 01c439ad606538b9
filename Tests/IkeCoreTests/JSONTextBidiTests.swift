import Foundation
import IkeCore
import Testing

/// `JSONText` for the command line escapes bidi controls (issue 32, "Safe output"): the JSON a terminal
/// shows cannot be reordered by them, and still reads back to the exact text.
@Suite("JSON text: bidi controls")
struct JSONTextBidiTests {
    static let bidi: [Unicode.Scalar] =
        ([0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069)).map {
            Unicode.Scalar($0)!
        }

    @Test func theCommandLinesJSONEscapesEachBidiControlAndReadsBack() throws {
        for scalar in Self.bidi {
            let text = "a" + String(scalar) + "b\u{2028}é"
            var json = JSONText(escapingBidiControls: true)
            json.string(text)
            let written = String(decoding: json.bytes, as: UTF8.self)
            let hex = String(scalar.value, radix: 16)
            #expect(written == "\"a\\u" + String(repeating: "0", count: 4 - hex.count) + hex + "b\\u2028é\"")
            let read = try JSONSerialization.jsonObject(with: Data(json.bytes), options: .fragmentsAllowed)
            #expect(read as? String == text)
        }
    }

    @Test func exportsKeepThemAsTheyAre() {
        var json = JSONText()
        json.string("a\u{202E}b\u{061C}")
        #expect(json.bytes == Array("\"a\u{202E}b\u{061C}\"".utf8))
        // Neighbours of their UTF-8 forms stay as they are in both.
        var command = JSONText(escapingBidiControls: true)
        command.string("\u{061B}\u{200D}\u{2010}\u{202F}\u{2065}\u{206A}")
        #expect(command.bytes == Array("\"\u{061B}\u{200D}\u{2010}\u{202F}\u{2065}\u{206A}\"".utf8))
    }
}
