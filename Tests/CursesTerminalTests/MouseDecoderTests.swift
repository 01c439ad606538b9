import IkeTerm
import Testing

@testable import CursesTerminal

/// ncurses button states (mouse version 2, as logged in Docs/TerminalNotes.md §5) and double clicks.
struct MouseDecoderTests {
    @Test(arguments: [
        (UInt32(0x2), MouseEvent.Kind.press), (0x1, .release), (0x4, .click), (0x8, .doubleClick),
        (0x10, .doubleClick), (0x10000, .wheelUp), (0x200000, .wheelDown), (0x1000_0000, .drag),
    ])
    func buttonStates(bstate: UInt32, kind: MouseEvent.Kind) {
        #expect(MouseDecoder.event(bstate: bstate, x: 9, y: 4) == MouseEvent(kind: kind, x: 9, y: 4))
    }

    @Test func modifiersAndOtherButtons() {
        let shifted = MouseDecoder.event(bstate: 0x2 | 0x400_0000, x: 1, y: 2)
        #expect(shifted == MouseEvent(kind: .press, x: 1, y: 2, modifiers: [.shift]))
        let controlAlt = MouseDecoder.event(bstate: 0x4 | 0x200_0000 | 0x800_0000, x: 0, y: 0)
        #expect(controlAlt == MouseEvent(kind: .click, x: 0, y: 0, modifiers: [.control, .alt]))
        #expect(MouseDecoder.event(bstate: 0x40, x: 0, y: 0) == nil)  // button 2 pressed
        #expect(MouseDecoder.event(bstate: 0x800, x: 0, y: 0) == nil)  // button 3 pressed
        #expect(MouseDecoder.event(bstate: 0x2, x: -3, y: -1) == MouseEvent(kind: .press, x: 0, y: 0))
    }

    @Test func xtermButtonCodes() {
        #expect(MouseDecoder.event(xtermButton: 0, x: 3, y: 4, released: false)?.kind == .press)
        #expect(MouseDecoder.event(xtermButton: 0, x: 3, y: 4, released: true)?.kind == .release)
        #expect(MouseDecoder.event(xtermButton: 3, x: 3, y: 4, released: false)?.kind == .release)
        #expect(MouseDecoder.event(xtermButton: 32, x: 3, y: 4, released: false)?.kind == .drag)
        #expect(MouseDecoder.event(xtermButton: 64, x: 3, y: 4, released: false)?.kind == .wheelUp)
        #expect(MouseDecoder.event(xtermButton: 65, x: 3, y: 4, released: false)?.kind == .wheelDown)
        #expect(MouseDecoder.event(xtermButton: 66, x: 3, y: 4, released: false) == nil)
        #expect(MouseDecoder.event(xtermButton: 2, x: 3, y: 4, released: false) == nil)
        #expect(MouseDecoder.event(xtermButton: 8, x: 3, y: 4, released: false)?.modifiers == [.alt])
        #expect(MouseDecoder.event(xtermButton: 500, x: 3, y: 4, released: false) == nil)
    }

    @Test func secondPressOnTheSameCellSoonAfterIsADoubleClick() {
        var detector = DoubleClickDetector()
        let press = MouseEvent(kind: .press, x: 2, y: 3)
        let release = MouseEvent(kind: .release, x: 2, y: 3)
        #expect(detector.classify(press, now: 1000).kind == .press)
        #expect(detector.classify(release, now: 1080).kind == .release)
        #expect(detector.classify(press, now: 1300).kind == .doubleClick)
        // A third press starts over rather than making another double click.
        #expect(detector.classify(press, now: 1400).kind == .press)
        #expect(detector.classify(press, now: 1900).kind == .press)  // 500 ms later: too slow
        #expect(detector.classify(MouseEvent(kind: .click, x: 5, y: 3), now: 2000).kind == .click)
        #expect(detector.classify(MouseEvent(kind: .click, x: 2, y: 3), now: 2100).kind == .click)
        #expect(detector.classify(MouseEvent(kind: .click, x: 2, y: 3), now: 2200).kind == .doubleClick)
    }
}
