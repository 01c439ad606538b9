import Testing

@testable import IkeTerm

@Suite("Key")
struct KeyTests {
    @Test func displayNamesForHelp() {
        #expect(Key.char(" ").displayName == "Space")
        #expect(Key.char("a").displayName == "a")
        #expect(Key.char("할").displayName == "할")
        #expect(Key.shiftUp.displayName == "S-↑")
        #expect(Key.down.displayName == "↓")
        #expect(Key.ctrl("r").displayName == "Ctrl-R")
        #expect(Key.ctrl(" ").displayName == "Ctrl-Space")
        #expect(Key.enter.displayName == "Enter")
        #expect(Key.escape.displayName == "Esc")
        #expect(Key.pageUp.displayName == "PgUp")
        #expect(Key.pageDown.displayName == "PgDn")
        #expect(Key.backTab.displayName == "S-Tab")
        #expect(Key.delete.displayName == "Del")
        #expect(Key.function(5).displayName == "F5")
        #expect(Key.paste("x").displayName == "Paste")
        #expect(Key.unknown("\u{1B}[99~").displayName == "\u{241B}[99~")
        #expect("\(Key.home)" == "Home")
    }

    @Test func mouseDisplayNames() {
        let click = MouseEvent(kind: .click, x: 3, y: 4)
        #expect(Key.mouse(click).displayName == "Click")
        #expect(click.description == "Click at 3,4")
        let wheel = MouseEvent(kind: .wheelDown, x: 0, y: 0, modifiers: [.shift, .control])
        #expect(wheel.displayName == "Ctrl-S-Wheel-Down")
        #expect(MouseEvent(kind: .doubleClick, x: 0, y: 0).displayName == "Double-Click")
    }

    @Test func typedControlCharactersDecodeToKeys() {
        #expect(Key(typed: "\u{12}") == .ctrl("r"))
        #expect(Key(typed: "\u{01}") == .ctrl("a"))
        #expect(Key(typed: "\u{1A}") == .ctrl("z"))
        #expect(Key(typed: "\u{09}") == .tab)
        #expect(Key(typed: "\u{0D}") == .enter)
        #expect(Key(typed: "\u{0A}") == .enter)
        #expect(Key(typed: "\u{1B}") == .escape)
        #expect(Key(typed: "\u{7F}") == .backspace)
        #expect(Key(typed: "\u{08}") == .backspace)
        #expect(Key(typed: "\u{00}") == .ctrl(" "))
        #expect(Key(typed: "\u{1D}") == .unknown("^]"))
        #expect(Key(typed: " ") == .char(" "))
        #expect(Key(typed: "\u{D560}") == .char("할"))
    }

    @Test func keysAreHashableForBindingTables() {
        let table: [Key: String] = [.ctrl("r"): "redo", .char(" "): "toggle", .shiftUp: "move up"]
        #expect(table[.ctrl("r")] == "redo")
        #expect(table[.char(" ")] == "toggle")
        #expect(table[.shiftDown] == nil)
        let click = MouseEvent(kind: .click, x: 1, y: 2)
        #expect(Key.mouse(click) != .mouse(MouseEvent(kind: .click, x: 1, y: 3)))
    }
}
