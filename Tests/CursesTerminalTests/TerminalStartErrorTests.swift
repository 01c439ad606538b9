import Testing

@testable import CursesTerminal

struct TerminalStartErrorTests {
    @Test func exitCodes() {
        #expect(TerminalStartError.notATerminal(stdinIsTerminal: true, stdoutIsTerminal: false).exitCode == 2)
        #expect(TerminalStartError.termNotSet.exitCode == 3)
        #expect(TerminalStartError.unknownTerm("foo").exitCode == 3)
        #expect(TerminalStartError.cannotPositionCursor("dumb").exitCode == 3)
        #expect(TerminalStartError.noTerminfoDatabase("foo").exitCode == 3)
        #expect(TerminalStartError.initialisationFailed("foo").exitCode == 3)
    }

    @Test func messagesNameTheProblem() {
        let stdout = TerminalStartError.notATerminal(stdinIsTerminal: true, stdoutIsTerminal: false)
        #expect(stdout.description.contains("but stdout is not one"))
        let both = TerminalStartError.notATerminal(stdinIsTerminal: false, stdoutIsTerminal: false)
        #expect(both.description.contains("but stdin and stdout are not"))
        #expect(TerminalStartError.termNotSet.description.hasPrefix("TERM is not set"))
        let unknown = TerminalStartError.unknownTerm("foo").description
        #expect(unknown.contains("TERM='foo' is not in the terminfo"))
        #expect(
            TerminalStartError.cannotPositionCursor("dumb").description
                == "TERM='dumb' cannot position the cursor; a full-screen UI is not possible on this terminal"
        )
    }

    @Test func ttyCheck() {
        #expect(StartupCheck.terminalError(stdinIsTerminal: true, stdoutIsTerminal: true) == nil)
        #expect(
            StartupCheck.terminalError(stdinIsTerminal: false, stdoutIsTerminal: true)
                == .notATerminal(stdinIsTerminal: false, stdoutIsTerminal: true))
    }
}
