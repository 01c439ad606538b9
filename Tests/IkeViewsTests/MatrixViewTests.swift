import IkeCore
import IkeTerm
import Testing

@testable import IkeApp
@testable import IkeViews

/// Direct checks of what the matrix screen promises, beyond the snapshots.
@Suite("Matrix screen behaviour")
struct MatrixViewTests {
    /// Name and count of every quadrant in the fixture (done tasks hidden).
    private let counts: [(Quadrant, Int)] = [(.doFirst, 4), (.schedule, 13), (.delegate, 2), (.eliminate, 0)]

    @Test func everyQuadrantIsTitledWithItsNameAndCount() {
        for (width, height) in [(80, 24), (40, 12), (160, 50), (30, 8)] {
            for focused in Quadrant.allCases {
                let state = matrixState(width: width, height: height, focused: focused)
                let buffer = AppView.render(state)
                for (quadrant, count) in counts {
                    let line = buffer.line(state.matrixLayout.box(quadrant).y)
                    let at = "\(quadrant.title) at \(width)x\(height), \(focused) focused: \(line)"
                    #expect(line.contains(quadrant.title), "\(at)")
                    #expect(line.contains(" \(count) "), "\(at)")
                }
            }
        }
    }

    @Test func wideTitlesSayWhatTheQuadrantMeans() {
        let text = AppView.render(matrixState()).plainText
        for title in [
            "Do first · urgent & important 4", "Schedule · important 13", "Delegate · urgent 2",
            "Eliminate · neither 0",
        ] {
            #expect(text.contains(title), "\(title)")
        }
    }

    @Test func focusedTitleIsMarkedAndReversedOthersAreNot() {
        let buffer = AppView.render(matrixState(focused: .schedule, color: false))
        let schedule = buffer.column(of: "▸ Schedule", row: 1)!
        #expect(buffer[schedule, 1].style.attributes.contains(.reverse))
        #expect(buffer[schedule, 1].style.attributes.contains(.bold))
        let doFirst = buffer.column(of: "Do first", row: 1)!
        #expect(!buffer[doFirst, 1].style.attributes.contains(.reverse))
        #expect(buffer.line(1).components(separatedBy: "▸").count == 2)
    }

    @Test func hardwareCursorSitsOnTheFocusedSelectionAtTheMarker() {
        let buffer = AppView.render(matrixState(selected: [.doFirst: 1, .schedule: 2]))
        #expect(buffer.cursor == Point(x: 1, y: 3))
        #expect(buffer[1, 3].text == "▸")
        #expect(buffer.line(3).contains("Pay rent"))
        for x in 1...38 {
            #expect(buffer[x, 3].style.attributes.contains(.reverse), "column \(x) of the selection bar")
        }
        // Schedule's own selection (row 4) is remembered but not drawn: only one bar on screen.
        #expect(!buffer[41, 4].style.attributes.contains(.reverse))
        #expect(buffer[41, 4].text != "▸")
    }

    @Test func stackedCursorFollowsTheFocusedQuadrant() {
        let state = matrixState(width: 40, height: 12, focused: .delegate, selected: [.delegate: 1])
        let buffer = AppView.render(state)
        let box = state.matrixLayout.box(.delegate)
        #expect(buffer.cursor == Point(x: 1, y: box.y + 2))
        #expect(buffer.line(box.y + 2).contains("Party"))
    }

    @Test func aLongQuadrantScrollsOnItsOwnAndSaysWhereItIs() {
        let buffer = AppView.render(matrixState(scrollTop: [.schedule: 2]))
        #expect(buffer.line(2).contains("Plan training"))
        #expect(buffer.line(2).contains("Call the bank"))
        #expect(buffer.line(10).contains("3–10 of 13"))
    }

    @Test func emptyQuadrantsSaySoAndDoneTasksShowOnlyWhenAsked() {
        let hidden = AppView.render(matrixState()).plainText
        #expect(hidden.contains("Nothing here"))
        #expect(!hidden.contains("Buy milk"))
        let shown = AppView.render(matrixState(showsDone: true)).plainText
        #expect(shown.contains("☑ Buy milk"))
        let none = AppView.render(matrixState(quadrants: [:]))
        #expect(none.plainText.components(separatedBy: "Nothing here").count == 5)
        #expect(none.cursor == Point(x: 1, y: 2))
    }

    @Test func noColorMeansNoColour() {
        var search = matrixState(width: 40, height: 12, color: false)
        search.list.searchText = "re"
        search.mode = .search(field("re"))
        var error = matrixState(color: false)
        error.status = StatusMessage("Locked", kind: .error)
        let states = [
            matrixState(color: false), matrixState(width: 40, height: 12, focused: .delegate, color: false),
            matrixState(width: 160, height: 50, showsDone: true, color: false), search, error,
            matrixState(quadrants: [:], color: false),
        ]
        for state in states {
            let runs = AppView.render(state).styleRuns
            #expect(!runs.isEmpty)
            for run in runs {
                #expect(run.style.foreground == .default && run.style.background == .default, "\(run)")
            }
        }
    }
}
