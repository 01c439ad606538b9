import Foundation
import IkeApp
import IkeCore
import Testing

@testable import IkeSettings

/// `[views.NAME]` (issue 34, item 4): a view is a filter, an order and a title; a view with a mistake is
/// left out with its problem on its line, and the rest of the file still reads.
@Suite("Saved views in the settings file")
struct SavedViewSettingsTests {
    static let text = """
        [app]
        hide_done = true

        [views.work]
        filter = "#work -done due<14d"
        sort = "deadline"
        title = "Work, next two weeks"

        [views.quick]
        filter = "est<=15m"

        [views.broken]
        filter = "(#home or due<"

        [views.odd]
        filter = "rent"
        sort = "sideways"
        colour = "red"
        """

    @Test func viewsReadAndABrokenOneIsLeftOutWithItsLine() throws {
        let settings = try SettingsParser.parse(Self.text, file: "config.toml").get()
        #expect(settings.app.hideDone == true, "the rest of the file reads")
        #expect(
            settings.views == [
                SavedView(
                    name: "work", title: "Work, next two weeks",
                    filter: try FilterParser.parse("#work -done due<14d"),
                    sort: .deadline),
                SavedView(name: "quick", filter: try FilterParser.parse("est<=15m")),
            ])
        #expect(settings.views[1].title == "quick")
        #expect(
            settings.viewProblems.map(\.problem.description) == [
                "config.toml:13: view \"broken\" is not used: its filter, column 15: due< needs a day after it, "
                    + "as in due<7d or due:today",
                "config.toml:17: views.odd.sort must be one of \"manual\", \"deadline\", \"quadrant\", not \"sideways\"",
                "config.toml:18: unknown setting views.odd.colour; a view takes filter, sort, title",
            ])
        #expect(settings.viewProblems.map(\.view) == ["broken", "odd", "odd"])
    }

    @Test func aViewWithoutAFilterIsLeftOut() throws {
        let settings = try SettingsParser.parse("[views.empty]\ntitle = \"Nothing\"\n", file: "c.toml").get()
        #expect(settings.views.isEmpty)
        #expect(settings.viewProblems.first?.problem.message.contains("it has no filter") == true)
    }
}
