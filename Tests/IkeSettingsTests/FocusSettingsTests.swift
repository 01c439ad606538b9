import Foundation
import IkeApp
import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import IkeSettings

/// `[focus]`: lengths as an estimate is written, the signals, and mistakes that keep the default and are
/// said rather than keeping the app shut.
@Suite("Settings: [focus]")
struct FocusSettingsTests {
    func parse(_ text: String) throws -> Settings {
        try SettingsParser.parse(text, file: "config.toml").get()
    }

    @Test func withoutASectionTheDefaultsArePomodoros() throws {
        let focus = try parse("").focus
        #expect(focus == FocusSettings())
        #expect(focus.workSeconds == 1500 && focus.shortBreakSeconds == 300 && focus.longBreakSeconds == 900)
        #expect(focus.longBreakAfter == 4 && focus.bell && focus.notify)
    }

    @Test func lengthsReadAsDurationsAndWholeMinutes() throws {
        let settings = try parse(
            """
            [focus]
            work = "50m"
            short_break = 10
            long_break = "PT1H"
            long_break_after = 3
            bell = false
            notify = false
            """)
        #expect(settings.focusProblems.isEmpty)
        #expect(
            settings.focus
                == FocusSettings(
                    workSeconds: 3000, shortBreakSeconds: 600, longBreakSeconds: 3600, longBreakAfter: 3,
                    bell: false, notify: false))
    }

    @Test func aMistakeKeepsTheDefaultAndIsListedWithItsLine() throws {
        let settings = try parse(
            """
            [focus]
            work = "soon"
            short_break = "5h"
            long_break_after = 0
            bell = "yes"
            chime = true
            long_break = "20m"
            """)
        #expect(settings.focus == FocusSettings(longBreakSeconds: 1200), "the one that reads is taken")
        #expect(
            settings.focusProblems.map(\.description) == [
                "config.toml:2: focus.work must be a length from 1 minute to 4 hours such as \"25m\" or \"1h\", not \"soon\"",
                "config.toml:3: focus.short_break must be a length from 1 minute to 4 hours such as \"25m\" or \"1h\", not \"5h\"",
                "config.toml:4: focus.long_break_after must be a whole number of work periods from 1 to 12, not 0",
                "config.toml:5: focus.bell must be true or false, not \"yes\"",
                "config.toml:6: unknown setting focus.chime; [focus] takes work, short_break, long_break, long_break_after, bell, notify",
            ])
    }

    @Test func focusSecondsMakesEveryPeriodThatLongAndKeepsTheRest() {
        let settings = FocusSettings(longBreakAfter: 2, bell: false).overridingLengths(seconds: 3)
        #expect(
            settings.workSeconds == 3 && settings.shortBreakSeconds == 3 && settings.longBreakSeconds == 3)
        #expect(settings.longBreakAfter == 2 && !settings.bell)
    }

    @Test func theAppStateHasThemFromThePreferences() throws {
        let focus = try parse("[focus]\nwork = \"50m\"\n").focus.overridingLengths(seconds: 3)
        let state = AppState(
            size: Size(width: 80, height: 24), options: DisplayOptions(),
            now: LocalMoment(startOf: LocalDate(iso: "2026-11-22")!),
            preferences: AppPreferences(focus: focus))
        #expect(state.focus.settings.workSeconds == 3 && state.focus.settings.longBreakSeconds == 3)
    }

    @Test func everyFourthBreakIsLong() {
        let settings = FocusSettings()
        #expect((1...8).map(settings.breakSeconds(after:)) == [300, 300, 300, 900, 300, 300, 300, 900])
    }
}
