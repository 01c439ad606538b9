import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// Tree order (`TaskTree.rows`): steps under their parent in list order at every depth; a task whose parent
/// is not among them at the top level; a loop shows each task once; a deep chain needs no stack.
@Suite("Tasks in tree order")
struct TaskTreeTests {
    static func task(_ uid: String, under parent: String? = nil) -> TodoItem {
        var item = TodoItem(uid: uid, title: uid, createdAt: testNow)
        item.parentUID = parent
        return item
    }

    @Test func stepsFollowTheirParentInListOrder() {
        let items = [
            Self.task("books", under: "pack"), Self.task("move"), Self.task("pack", under: "move"),
            Self.task("plates", under: "pack"), Self.task("paint"), Self.task("label", under: "gone"),
            Self.task("walls", under: "paint"),
        ]
        let rows = TaskTree.rows(items).map { "\(String(repeating: ".", count: $0.depth))\($0.item.uid)" }
        #expect(rows == ["move", ".pack", "..books", "..plates", "paint", ".walls", "label"])
    }

    @Test func aLoopShowsEachTaskOnceAndADeepChainIsWalked() {
        let loop = TaskTree.rows([Self.task("a", under: "b"), Self.task("b", under: "a"), Self.task("c")])
        #expect(loop.map(\.item.uid).sorted() == ["a", "b", "c"])
        let chain = (0..<20_000).map { Self.task("s\($0)", under: $0 == 0 ? nil : "s\($0 - 1)") }
        let rows = TaskTree.rows(chain.reversed())
        #expect(rows.count == 20_000 && rows.last?.depth == 19_999 && rows.first?.item.uid == "s0")
    }
}
