import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// The settings file's `[theme]` colours on the screens, compared with their style runs; `--no-color`
/// still drops them.
@Suite("Theme colours from the settings file")
struct ThemeSnapshotTests {
    static var colors: ThemeColors {
        var colors = ThemeColors()
        colors[.selection] = .magenta
        colors[.done] = .indexed(244)
        colors[.overdue] = .indexed(208)
        colors[.important] = .indexed(12)
        colors[.urgent] = .indexed(201)
        colors[.tag] = .green
        colors[.header] = .yellow
        colors[.quadrantTitle] = .indexed(39)
        colors[.card] = .indexed(99)
        return colors
    }

    static var tagged: [TodoItem] {
        var items = mixedTasks
        items[0].tags = TagSet([try! Tag("home"), try! Tag("@phone")])
        return items
    }

    @Test func listWithEveryRoleColoured() {
        var state = listState(items: Self.tagged, selected: 2)
        state.options.themeColors = Self.colors
        assertSnapshot(AppView.render(state), named: "theme-list-80x24")
    }

    @Test func matrixQuadrantTitlesColoured() {
        var state = matrixState()
        state.options.themeColors = Self.colors
        assertSnapshot(AppView.render(state), named: "theme-matrix-80x24")
    }

    @Test func noColorDropsTheThemeColours() {
        var coloured = listState(items: Self.tagged, selected: 2, color: false)
        coloured.options.themeColors = Self.colors
        let plain = listState(items: Self.tagged, selected: 2, color: false)
        #expect(AppView.render(coloured).snapshot == AppView.render(plain).snapshot)
    }
}
