import IkeCore
import IkeTerm
import Testing

@testable import IkeApp
@testable import IkeViews

/// The id column (`I`) and the id on the form's edge: what a script user needs for `ike done ID`.
@Suite("Task ids on screen")
struct TaskIDSnapshotTests {
    /// The mixed tasks with the ids a database would give them (1 to 10, so the column is two wide).
    func withIDs(width: Int = 80, height: Int = 24) -> AppState {
        let items = mixedTasks.enumerated().map { index, item in
            var copy = item
            copy.id = Int64(index + 1)
            return copy
        }
        var state = listState(width: width, height: height, items: items, selected: 2)
        state.showsIDs = true
        return state
    }

    @Test func listWithIDsAt80x24() {
        assertSnapshot(AppView.render(withIDs()), named: "list-ids-80x24")
    }

    @Test func listWithIDsAt40x12() {
        assertSnapshot(AppView.render(withIDs(width: 40, height: 12)), named: "list-ids-40x12")
    }

    @Test func idsAreRightAlignedBeforeTheTitles() {
        let text = AppView.render(withIDs()).plainText
        #expect(text.contains("☐  3 할 일 등록"))
        #expect(text.contains("☐ 10 Sort desktop icons"))
        var hidden = withIDs()
        hidden.showsIDs = false
        #expect(AppView.render(hidden).plainText.contains("☐ Sort desktop icons"))
    }

    @Test func theFormNamesItsTasksID() {
        var state = withIDs()
        var item = state.list.window[2]
        item.id = 3
        state.mode = .editForm(EditFormState(item: item))
        #expect(AppView.render(state).plainText.contains(" Edit task 3 "))
    }
}
