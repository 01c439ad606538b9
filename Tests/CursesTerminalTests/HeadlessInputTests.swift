import IkeTerm
import IkeTestSupport
import Testing

@testable import CursesTerminal

extension HeadlessCursesTests {
    /// The keys a headless terminal reads after `bytes` are typed, until the input goes quiet.
    static func keys(
        after bytes: String, termName: String = "xterm-256color", options: CursesOptions = CursesOptions()
    ) throws -> [Key] {
        let terminal = try CursesTerminal.headless(
            width: 80, height: 24, termName: termName, options: options
        )
        defer { terminal.stop() }
        terminal.feedInput(bytes)
        var keys: [Key] = []
        while let key = terminal.nextKey(timeoutMilliseconds: 100) {
            keys.append(key)
        }
        return keys
    }

    @Test(arguments: ["xterm-256color", "tmux-256color", "screen", "linux"])
    func keysThroughNcursesUnderEachTerm(termName: String) throws {
        let typed =
            "\u{1B}[1;2A" + "\u{1B}[1;2B" + "\u{1B}[3~" + "할 일" + "\r" + "\u{3}" + "\u{13}"
            + "\u{1B}[1~" + "\u{1B}[4~" + "\u{1B}OM" + "\t" + "\u{1B}[Z" + "\u{7F}" + "\u{1B}[I" + "\u{1B}[O"
        let expected: [Key] = [
            .shiftUp, .shiftDown, .delete, .char("할"), .char(" "), .char("일"), .enter, .ctrl("c"),
            .ctrl("s"), .home, .end, .enter, .tab, .backTab, .backspace, .focusIn, .focusOut,
        ]
        #expect(try Self.keys(after: typed, termName: termName) == expected)
    }

    @Test func modifiedArrowsGetNamesWhateverTheirCode() throws {
        // xterm-256color gives Ctrl-Up a dynamic code (kUP5); screen knows nothing and the
        // fallback parser names the raw sequence. Both come out the same.
        for termName in ["xterm-256color", "tmux-256color", "screen"] {
            let keys = try Self.keys(after: "\u{1B}[1;5A\u{1B}[1;3B\u{1B}[99x", termName: termName)
            #expect(keys == [.unknown("Ctrl-Up"), .unknown("Alt-Down"), .unknown("ESC[99x")], "\(termName)")
        }
    }

    @Test func bracketedPasteArrivesAsOneKey() throws {
        let keys = try Self.keys(after: "a\u{1B}[200~line 1\rline 2 할\u{1B}[Ax\u{1B}[201~b")
        #expect(keys == [.char("a"), .paste("line 1\nline 2 할x"), .char("b")])
    }

    @Test func escapeAloneAndAltLetters() throws {
        #expect(try Self.keys(after: "\u{1B}") == [.escape])
        #expect(try Self.keys(after: "\u{1B}x") == [.unknown("Alt-x")])
        #expect(try Self.keys(after: "\u{1B}\u{1B}[A") == [.unknown("Alt-Up")])
    }

    @Test func mouseReportsBecomeMouseEvents() throws {
        // xterm-256color expects SGR reports; screen expects X10, so SGR goes through the fallback.
        for termName in ["xterm-256color", "screen"] {
            let keys = try Self.keys(after: "\u{1B}[<0;10;5M", termName: termName)
            #expect(keys == [.mouse(MouseEvent(kind: .press, x: 9, y: 4))], "\(termName)")
        }
        let wheel = try Self.keys(after: "\u{1B}[<65;3;4M")
        #expect(wheel == [.mouse(MouseEvent(kind: .wheelDown, x: 2, y: 3))])
        // Press and release in one read come back merged as a click (G20); a second one soon
        // after on the same cell is a double click.
        let clicks = try Self.keys(after: "\u{1B}[<0;10;5M\u{1B}[<0;10;5m")
        #expect(clicks == [.mouse(MouseEvent(kind: .click, x: 9, y: 4))])
        let terminal = try CursesTerminal.headless(width: 80, height: 24)
        defer { terminal.stop() }
        #expect(terminal.mouseEnabled)
        for _ in 0..<2 {
            terminal.feedInput("\u{1B}[<0;10;5M")
            _ = terminal.nextKey(timeoutMilliseconds: 100)
            terminal.feedInput("\u{1B}[<0;10;5m")
            _ = terminal.nextKey(timeoutMilliseconds: 100)
        }
        terminal.feedInput("\u{1B}[<0;10;5M")
        #expect(terminal.nextKey(timeoutMilliseconds: 100) == .mouse(MouseEvent(kind: .press, x: 9, y: 4)))
    }

    @Test func resizeKeyMakesTheNextFrameFull() throws {
        let terminal = try CursesTerminal.headless(width: 20, height: 5)
        defer { terminal.stop() }
        terminal.present(Self.sampleFrame())
        terminal.present(Self.sampleFrame())
        #expect(terminal.lastPresentCellCount == 0)
        terminal.resizeHeadless(width: 20, height: 6)
        #expect(terminal.nextKey(timeoutMilliseconds: 100) == .resize)
        #expect(terminal.size == Size(width: 20, height: 6))
        var taller = ScreenBuffer(width: 20, height: 6)
        taller.put("tall", x: 0, y: 5)
        terminal.present(taller)
        #expect(terminal.lastPresentWasFullRedraw)
        #expect(terminal.screenCell(x: 0, y: 5, physical: true).text == "t")
    }

    @Test func noMouseLeavesTheMouseAlone() throws {
        let options = CursesOptions(noMouse: true)
        let terminal = try CursesTerminal.headless(width: 20, height: 5, options: options)
        defer { terminal.stop() }
        #expect(!terminal.mouseEnabled)
    }

    @Test func timeoutReturnsNil() throws {
        let terminal = try CursesTerminal.headless(width: 80, height: 24)
        defer { terminal.stop() }
        #expect(terminal.nextKey(timeoutMilliseconds: 20) == nil)
        #expect(terminal.nextKey(timeoutMilliseconds: 0) == nil)
        terminal.feedInput("q")
        #expect(terminal.nextKey(timeoutMilliseconds: 0) == .char("q"))
    }

    @Test func endOfInputIsReportedEveryTime() throws {
        let terminal = try CursesTerminal.headless(width: 80, height: 24)
        defer { terminal.stop() }
        terminal.feedInput("z")
        terminal.closeInput()
        #expect(terminal.nextKey(timeoutMilliseconds: -1) == .char("z"))
        #expect(terminal.nextKey(timeoutMilliseconds: -1) == .endOfInput)
        #expect(terminal.nextKey(timeoutMilliseconds: 0) == .endOfInput)
        #expect(terminal.nextKey(timeoutMilliseconds: 50) == .endOfInput)
    }

    @Test func randomBytesThroughNcursesNeverCrash() throws {
        let terminal = try CursesTerminal.headless(
            width: 80, height: 24, options: CursesOptions(escapeDelayMilliseconds: 1)
        )
        defer { terminal.stop() }
        let seed = TestSeed(0xC0FFEE)
        var random = seed.generator()
        let alphabet: [UInt8] = [0x1B, 0x5B, 0x4F, 0x3B, 0x3C, 0x7E, 0x4D, 0x6D, 0x31, 0x32, 0x35, 0x0D]
        var total = 0
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 1...24, using: &random)).map { _ in
                Bool.random(using: &random)
                    ? alphabet.randomElement(using: &random)!
                    : UInt8.random(in: 0...255, using: &random)
            }
            terminal.feedInput(bytes)
            var keys = 0
            while terminal.nextKey(timeoutMilliseconds: 5) != nil {
                keys += 1
            }
            #expect(keys <= bytes.count, "bytes \(bytes), \(seed)")
            total += keys
        }
        #expect(total > 300, "\(seed)")
        terminal.feedInput("q")
        #expect(terminal.nextKey(timeoutMilliseconds: 100) == .char("q"))
    }
}
