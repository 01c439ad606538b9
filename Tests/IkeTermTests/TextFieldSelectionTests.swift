import Testing

@testable import IkeTerm

/// A field whose whole text is selected (a deadline on entry): typing replaces it.
@Suite("Text field selection")
struct TextFieldSelectionTests {
    func selected(_ text: String) -> TextField {
        var field = TextField(text)
        field.isSelected = true
        return field
    }

    @Test func typingReplacesTheSelectedText() {
        var field = selected("2026-11-27")
        let handled = field.apply(.char("f"))
        #expect(handled)
        #expect(field.text == "f" && field.cursor == 1 && !field.isSelected)
        _ = field.apply(.char("r"))
        #expect(field.text == "fr")
    }

    @Test func pasteBackspaceAndKillsReplaceOrClear() {
        var pasted = selected("2026-11-27")
        _ = pasted.apply(.paste("next fri"))
        #expect(pasted.text == "next fri" && !pasted.isSelected)
        for key: Key in [.backspace, .delete, .ctrl("u"), .ctrl("k"), .ctrl("w")] {
            var field = selected("2026-11-27")
            _ = field.apply(key)
            #expect(field.text.isEmpty && !field.isSelected, "\(key)")
        }
    }

    @Test func movementEndsTheSelectionAtThatEnd() {
        var left = selected("2026-11-27")
        left.cursor = 5
        _ = left.apply(.left)
        #expect(left.text == "2026-11-27" && left.cursor == 0 && !left.isSelected)
        var right = selected("2026-11-27")
        right.cursor = 0
        _ = right.apply(.end)
        #expect(right.cursor == 10 && !right.isSelected)
        _ = right.apply(.char("x"))
        #expect(right.text == "2026-11-27x")
    }

    @Test func anEmptyFieldIsNeverSelected() {
        var field = TextField("")
        field.isSelected = true
        #expect(!field.isSelected)
    }
}
