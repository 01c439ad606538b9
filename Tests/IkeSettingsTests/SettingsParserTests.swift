import Foundation
import IkeApp
import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import IkeSettings

/// Good files become the settings they say; each mistake is one problem on its own line.
@Suite("Settings file parsing")
struct SettingsParserTests {
    func parse(_ text: String) -> Result<Settings, SettingsError> {
        SettingsParser.parse(text, file: "config.toml")
    }

    func problems(_ text: String) -> [String] {
        guard case .failure(let error) = parse(text) else { return [] }
        return error.problems.map(\.description)
    }

    @Test func anEmptyFileIsTheDefaults() throws {
        expectNoDifference(try parse("").get(), Settings())
        expectNoDifference(try parse("# only a comment\n\n[app]\n[keys]\n").get(), Settings())
    }

    @Test func aFullFileBecomesTheSettingsItSays() throws {
        let text = """
            [app]
            review_seconds = 45
            reduce_motion = true
            mouse = false
            ascii = true
            start_screen = "matrix"
            hide_done = true
            first_weekday = "Sun"
            notify_time = "7:30"
            notify_lead = "1h"

            [theme]
            selection = "magenta"
            done = 8
            overdue = "#ff0000"
            tag = "bright-blue"
            card = "default"

            [keys]
            "task.toggleDone" = ["x", "space"]
            history.undo = "z"
            "history.redo" = ["Ctrl-Y"]
            "task.moveUp" = ["S-Up", "Shift-K"]

            [sync]
            url = "http://127.0.0.1:5232/"
            username = "alice"
            interval = "5m"
            [[sync.collections]]
            href = "/alice/work/"
            tag = "#Work"
            """
        var expected = Settings()
        expected.app.reviewSeconds = 45
        expected.app.reduceMotion = true
        expected.app.mouse = false
        expected.app.ascii = true
        expected.app.startScreen = .matrix
        expected.app.hideDone = true
        expected.app.firstWeekday = .sunday
        expected.app.notifyTime = TimeOfDay(hour: 7, minute: 30)
        expected.app.notifyLeadMinutes = 60
        expected.themeColors[.selection] = .magenta
        expected.themeColors[.done] = .indexed(8)
        expected.themeColors[.overdue] = .indexed(196)
        expected.themeColors[.tag] = .indexed(12)
        expected.themeColors[.card] = .default
        expected.keys = KeyMap.standard
            .remapping(.taskToggleDone, to: [.char("x"), .char(" ")])
            .remapping(.historyUndo, to: [.char("z")])
            .remapping(.historyRedo, to: [.ctrl("y")])
            .remapping(.taskMoveUp, to: [.shiftUp])
        var sync = SyncSettings()
        sync.url = "http://127.0.0.1:5232/"
        sync.username = "alice"
        sync.interval = "5m"
        sync.collections = [SyncSettings.Collection(href: "/alice/work/", tag: "Work")]
        expected.sync = sync
        // "Shift-K" is not a key name ike knows (a capital K is "K"): the file is refused.
        #expect(
            problems(text) == [
                "config.toml:23: task.moveUp: unknown key name \"Shift-K\" (names are as help shows them: \"x\", \"Space\", \"Enter\", \"S-Up\", \"Ctrl-R\", \"PgDn\", \"F2\")"
            ])
        let fixed = text.replacingOccurrences(of: "\"Shift-K\"", with: "\"S-Up\"")
        expectNoDifference(try parse(fixed).get(), expected)
    }

    /// `urgent_within` (issue 35, item 5): a whole number of days from 0; anything else is a problem that
    /// names the line, so the app does not open on it and `ike config check` lists it.
    @Test func urgentWithinIsAWholeNumberOfDays() throws {
        #expect(try parse("[app]\nurgent_within = 0\n").get().app.urgency == UrgencyRule(days: 0))
        #expect(try parse("[app]\nurgent_within = 5\n").get().app.urgency == UrgencyRule(days: 5))
        #expect(try parse("").get().app.urgency == UrgencyRule(days: 2))
        let rule =
            "app.urgent_within must be a whole number of days from 0 (due today or overdue) to 366, such as 2"
        #expect(problems("[app]\nurgent_within = \"soon\"\n") == ["config.toml:2: \(rule), not \"soon\""])
        #expect(problems("[app]\nurgent_within = -1\n") == ["config.toml:2: \(rule), not -1"])
        #expect(problems("[app]\n\nurgent_within = 2.5\n").count == 1)
    }

    @Test func eachMistakeNamesItsLine() {
        let text = """
            [app]
            review_seconds = 0
            start_screen = "calendar"
            hide_done = "yes"
            colour = 3
            notify_time = "25:00"
            notify_lead = "90s"

            [theme]
            done = "#zzzzzz"
            selction = "red"
            urgent = 300

            [keys]
            "task.toggledone" = "x"
            "app.quit" = []
            "task.edit" = "Hyper-X"

            [colours]
            done = 1
            """
        #expect(
            problems(text) == [
                "config.toml:2: app.review_seconds must be a whole number of seconds from 1 to 3600, not 0",
                "config.toml:3: app.start_screen must be one of \"list\", \"goals\", \"matrix\", \"review\", \"stats\", not \"calendar\"",
                "config.toml:4: app.hide_done must be true or false, not \"yes\"",
                "config.toml:5: unknown setting app.colour; [app] takes review_seconds, reduce_motion, mouse, ascii, start_screen, hide_done, first_weekday, notify_time, notify_lead, day_capacity, urgent_within",
                "config.toml:6: app.notify_time must be a time of day from \"00:00\" to \"23:59\", such as \"09:00\", not \"25:00\"",
                "config.toml:7: app.notify_lead must be minutes or hours such as \"15m\" or \"1h\" (at most a day; \"0\": at the time), not \"90s\"",
                "config.toml:10: theme.done must be a colour name (\"red\", \"bright-blue\", \"default\"), a number 0–255 or \"#rrggbb\", not \"#zzzzzz\"",
                "config.toml:11: unknown theme role selction; [theme] takes selection, done, overdue, important, urgent, tag, header, quadrant_title, card",
                "config.toml:12: theme.urgent must be a colour name (\"red\", \"bright-blue\", \"default\"), a number 0–255 or \"#rrggbb\", not 300",
                "config.toml:15: unknown binding id \"task.toggledone\" (did you mean \"task.toggleDone\"?)",
                "config.toml:16: app.quit is bound to no key; leave it out to keep its standard keys",
                "config.toml:17: task.edit: unknown key name \"Hyper-X\" (names are as help shows them: \"x\", \"Space\", \"Enter\", \"S-Up\", \"Ctrl-R\", \"PgDn\", \"F2\")",
                "config.toml:19: unknown section [colours]; ike reads [app], [theme], [keys], [sync], [views], [focus]",
            ])
    }

    @Test func aSyntaxErrorNamesItsLine() {
        let found = problems("[app]\nmouse = true\nreview_seconds = = 3\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("config.toml:3: not valid TOML: ") == true)
        #expect(problems("[app]\n[app]\n").first?.hasPrefix("config.toml:2: not valid TOML") == true)
    }

    @Test func linesAreCountedPastMultiLineStringsAndDottedKeys() {
        let text = [
            // Inside the string: a section and a key that must not be taken for the real ones below.
            "[sync]", "url = \"\"\"", "[keys]", "task.toggleDone = 1", "\"\"\"", "[keys]",
            "task.toggleDone = \"Hyper-X\"",
        ].joined(separator: "\n")
        #expect(problems(text).first?.hasPrefix("config.toml:7: task.toggleDone: unknown key name") == true)
    }

    @Test func aKeyBoundTwiceWhereBothApplyNamesBothIDs() {
        #expect(
            problems("[keys]\n\n\"task.toggleDone\" = \"q\"\n") == [
                "config.toml:3: q is bound to both app.quit and task.toggleDone, which apply in the same place; one would never run"
            ])
        #expect(
            problems("[keys]\n\"task.edit\" = [\"x\"]\n\"task.delete\" = \"x\"\n") == [
                "config.toml:3: x is bound to both task.delete and task.edit, which apply in the same place; one would never run"
            ])
        // Screens apart: the list's quick add and the matrix's add may share a key (they already do).
        #expect(problems("[keys]\n\"task.quickAdd\" = \"n\"\n\"matrix.add\" = \"n\"\n").isEmpty)
    }

    @Test func aCharacterBoundWhereAFieldTypesIsRefused() {
        #expect(
            problems("[keys]\n\"form.save\" = [\"s\"]\n") == [
                "config.toml:2: s for form.save is a character its text field would type; bind a Ctrl- or function key there"
            ])
        #expect(problems("[keys]\n\"form.save\" = [\"Ctrl-W\", \"F2\"]\n").isEmpty)
    }

    @Test func aBindingWithTooManyKeysIsRefused() {
        let names = (0..<100).map { "\"F\($0 % 24 + 1)\"" }.joined(separator: ", ")
        #expect(
            problems("[keys]\n\"task.edit\" = [\(names)]\n") == [
                "config.toml:2: task.edit is bound to 100 keys; at most 8 are allowed"
            ])
    }

    @Test func wrongShapesAreRefused() {
        #expect(problems("app = 3\n") == ["config.toml:1: app must be a section ([app]), not an integer"])
        #expect(
            problems("\nfoo = 3\n") == [
                "config.toml:2: unknown setting foo outside a section; ike reads [app], [theme], [keys], [sync], [views], [focus]"
            ])
        #expect(
            problems("[keys]\n\"task.edit\" = 5\n") == [
                "config.toml:2: task.edit must be a key name or a list of them, not an integer"
            ])
        #expect(
            problems("[keys]\n\"task.edit\" = [\"x\", 5]\n") == [
                "config.toml:2: task.edit lists an integer; key names are strings such as \"x\" or \"Ctrl-R\""
            ])
        #expect(problems("[sync]\nurl = 1\n[[sync.collections]]\ntag = \"a b\"\n").count == 2)
        #expect(
            problems("[sync]\n[[sync.collections]]\ntag = \"work\"\n") == [
                "config.toml:2: a [[sync.collections]] table needs an href"
            ])
        #expect(problems("a\0b").first?.contains("NUL") == true)
    }

    @Test func aSyncIntervalIsANumberWithAUnitOrZero() throws {
        for (text, seconds) in [("30s", 30), ("5m", 300), ("1h", 3600), ("0", 0), ("24h", 86_400)] {
            let settings = try parse("[sync]\nurl = \"http://127.0.0.1/\"\ninterval = \"\(text)\"\n").get()
            #expect(settings.sync?.interval == text)
            #expect(settings.sync?.intervalSeconds == seconds, "\(text)")
        }
        #expect(try parse("[sync]\nurl = \"http://127.0.0.1/\"\n").get().sync?.intervalSeconds == 0)
        for text in ["5", "5 m", "m", "-5m", "1.5h", "5min", "25h", "", "0s5", "١m"] {
            #expect(
                problems("[sync]\nusername = \"a\"\ninterval = \"\(text)\"\n") == [
                    "config.toml:3: sync.interval must be a whole number with s, m or h (\"30s\", \"5m\", \"1h\", "
                        + "at most a day) or \"0\" for only when asked, not \"\(text)\""
                ], "\(text)")
        }
        #expect(
            problems("[sync]\ninterval = 300\n") == [
                "config.toml:2: sync.interval must be a string, not an integer"
            ])
    }

    @Test func aDaysCapacityIsHoursOrADurationWithItsUnits() throws {
        for (value, minutes) in [
            ("6", 360), ("7.5", 450), ("\"6h\"", 360), ("\"5h30m\"", 330), ("\"PT8H\"", 480), ("\"90m\"", 90),
            ("24", 1440),
        ] {
            #expect(
                try parse("[app]\nday_capacity = \(value)\n").get().app.dayCapacityMinutes == minutes,
                "\(value)")
        }
        // A bare number in quotes would read as minutes; a day holds at most a day.
        for value in ["\"6\"", "0", "25", "-2", "\"soon\"", "\"25h\"", "true", "\"\""] {
            let found = problems("[app]\nday_capacity = \(value)\n")
            #expect(found.count == 1, "\(value)")
            #expect(
                found.first?.hasPrefix("config.toml:2: app.day_capacity must be hours (6, 7.5)") == true,
                "\(value)")
        }
    }

    @Test func hugeValuesAreQuotedShort() {
        let long = String(repeating: "x", count: 100_000)
        let found = problems("[app]\nstart_screen = \"\(long)\"\n")
        #expect(found.count == 1)
        #expect((found.first?.count ?? .max) < 200)
    }
}
