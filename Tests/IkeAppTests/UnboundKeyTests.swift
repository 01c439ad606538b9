import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// A key that does nothing on the screen says so (issue 32, friction 8: unbound keys gave no feedback),
/// naming the help key; what a terminal sends by itself, and Esc, stay quiet.
@Suite("Keys that do nothing here")
struct UnboundKeyTests {
    @Test(arguments: [Key.char("z"), .char("Z"), .ctrl("t"), .function(7)])
    func anUnboundKeySaysItDoesNothing(_ key: Key) {
        let state = loadedState(["Call the bank"])
        #expect(
            state.keys.action(for: key, in: state)
                == .showStatus(StatusMessage("\(key.displayName) does nothing here; ? lists the keys")))
    }

    @Test(arguments: [Key.escape, .unknown("\u{1b}[99~"), .resize, .focusIn])
    func whatATerminalSendsByItselfStaysQuiet(_ key: Key) {
        let state = loadedState(["Call the bank"])
        let action = state.keys.action(for: key, in: state)
        if case .showStatus = action { Issue.record("\(key) showed \(String(describing: action))") }
    }

    @Test func aBoundKeyStillDoesItsWork() {
        let state = loadedState(["Call the bank"])
        #expect(state.keys.action(for: .char("?"), in: state) != nil)
        if case .showStatus = state.keys.action(for: .char("?"), in: state) { Issue.record("? is bound") }
    }
}
