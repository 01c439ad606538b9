import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// Direct checks of what the list screen promises, beyond the snapshots.
@Suite("List screen behaviour")
struct ListViewTests {
    @Test func hardwareCursorSitsOnTheSelectedRowAtTheMarker() {
        let buffer = AppView.render(listState(selected: 3))
        let row = 3 + 3
        #expect(buffer.cursor == Point(x: 1, y: row))
        #expect(buffer[1, row].text == "▸")
        #expect(buffer.line(row).contains("Renew passport"))
        for x in 1...78 {
            #expect(buffer[x, row].style.attributes.contains(.reverse), "column \(x) of the selection bar")
        }
    }

    @Test func doneRowKeepsItsCheckedBoxAndIsDimmedAndStruckThrough() {
        let buffer = AppView.render(listState(selected: 0, color: false))
        let row = 3 + 1
        #expect(buffer[2, row].text == "☑")
        #expect(buffer[2, row].style.attributes.contains(.dim))
        let title = buffer.column(of: "Buy milk", row: row)!
        #expect(buffer[title, row].style.attributes == [.dim, .strikethrough])
        #expect(buffer[2, row - 1].text == "☐")
    }

    @Test func noColorUsesAttributesOnly() {
        var states: [AppState] = [listState(selected: 2, color: false)]
        var help = listState(color: false)
        help.mode = .help
        var error = listState(color: false)
        error.status = StatusMessage("Locked", kind: .error)
        var adding = listState(color: false)
        adding.mode = .quickAdd(field("x"))
        states += [help, error, adding, listState(width: 10, height: 3, color: false)]
        for state in states {
            let runs = AppView.render(state).styleRuns
            #expect(!runs.isEmpty)
            for run in runs {
                #expect(run.style.foreground == .default && run.style.background == .default, "\(run)")
            }
        }
    }

    @Test func errorsStartWithAMarkNotOnlyAColour() {
        var state = listState(color: false)
        state.status = StatusMessage("Could not save", kind: .error)
        #expect(AppView.render(state).line(22) == " ✗ Could not save")
        state.options.ascii = true
        #expect(AppView.render(state).line(22) == " Error: Could not save")
    }

    @Test func controlCharactersNeverReachTheScreen() {
        let items = [task("Evil \u{1B}]0;owned\u{07} \u{1B}[2J\u{9B}\u{7F}\u{0}")]
        var state = listState(items: items)
        state.status = StatusMessage("Deleted “\u{1B}[31m”")
        let text = AppView.render(state).plainText
        for scalar in text.unicodeScalars where scalar != "\n" {
            #expect(!(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)), "raw U+\(scalar.value)")
        }
        #expect(text.contains("Evil ␛]0;owned␇ ␛[2J"))
    }

    /// A task imported from a VTODO without SUMMARY has an empty title; the row says so, with and without
    /// tags, and so does the review card.
    @Test func aTaskWithoutATitleShowsNoTitle() throws {
        var tagged = task("")
        tagged.uid = "tagged"
        tagged.tags = try TagSet(parsing: ["home"])
        let buffer = AppView.render(listState(items: [task(""), tagged, task("Buy milk")]))
        #expect(buffer.column(of: "(no title)", row: 3) != nil, "\(buffer.line(3))")
        #expect(buffer.column(of: "(no title) #home", row: 4) != nil, "\(buffer.line(4))")
        #expect(buffer.column(of: "Buy milk", row: 5) != nil)
    }

    @Test func deadlinesStartOnOneColumn() {
        let buffer = AppView.render(listState())
        let words = ["Fri", "1 Dec", "overdue 2d", "today", "tomorrow", "27 Nov 2027", "20 Nov", "15 Dec"]
        let columns = Set(
            words.compactMap { word in (3..<21).lazy.compactMap { buffer.column(of: word, row: $0) }.first })
        #expect(columns.count == 1)
        let flags = (3..<13).compactMap { buffer.column(of: "!!", row: $0) }
        #expect(Set(flags).count == 1 && flags.count == 3)
    }

    @Test func rowsNotLoadedYetStayBlank() {
        let items = (1...50).map { task("Task \($0)") }
        var state = listState(items: [])
        state.list.count = 50
        state.list.windowOffset = 0
        state.list.window = Array(items[0..<10])
        let buffer = AppView.render(state)
        #expect(buffer.line(3 + 9).contains("Task 10"))
        #expect(buffer.line(3 + 10) == "│" + String(repeating: " ", count: 78) + "│")
    }

    @Test func footerKeepsHelpLastWhenHintsAreCut() {
        for width in [30, 40, 50, 80] {
            let line = AppView.render(listState(width: width, height: 12)).line(11)
            #expect(line.hasSuffix("? help"), "at \(width) columns: \(line)")
            #expect(line.hasPrefix(" ␣ done"))
        }
    }

    @Test func headerCountsShortenInNarrowTerminals() {
        var state = listState(width: 80)
        state.counts = TaskCounts(open: 1200, done: 150)
        let wide =
            " ike  [List]  Goals   Matrix   Review   Stats" + String(repeating: " ", count: 14)
            + "1200 open · 150 done"
        #expect(AppView.render(state).line(0) == wide)
        // Too narrow for every tab's name and the counts: the other tabs become the digits that show them.
        state.size = Size(width: 40, height: 12)
        #expect(AppView.render(state).line(0) == " ike  [List] 2 3 4 5          1200 open")
        // Rather no counts than counts running into the tabs.
        state.size = Size(width: 30, height: 12)
        #expect(AppView.render(state).line(0) == " ike  [List] 2 3 4 5")
    }

    @Test func quickAddCursorFollowsTheFieldCursorInColumns() {
        var state = listState()
        state.mode = .quickAdd(field("장보기 목록", cursor: 3))
        let buffer = AppView.render(state)
        #expect(buffer.cursor == Point(x: 4 + 6, y: 2))
        #expect(buffer.line(2).hasPrefix("│ + 장보기 목록"))
    }

    @Test func everySizeAndModeRendersAtItsSize() {
        let modes: [Mode] = [.normal, .help, .quickAdd(field("할 일 🎉")), .search(field("bank"))]
        for width in 0...46 {
            for height in 0...14 {
                for mode in modes {
                    var state = listState(width: width, height: height, selected: 5)
                    state.mode = mode
                    state.status = StatusMessage("Deleted “할 일”", kind: .error, hint: "u undo")
                    let buffer = AppView.render(state)
                    let misdrawn = buffer.misdrawnAtItsSize(status: "Deleted", showingHelp: mode == .help)
                    #expect(misdrawn == nil, "\(width)x\(height) \(mode)")
                    if let cursor = buffer.cursor {
                        #expect(buffer.area.contains(cursor), "cursor \(cursor) at \(width)x\(height)")
                    }
                }
            }
        }
    }

    @Test func tooSmallSaysWhatIsNeededAndWhatThereIs() {
        let text = AppView.render(listState(width: 29, height: 8)).plainText
        #expect(text.contains("Terminal too small"))
        #expect(text.contains("Need 30×8, now 29×8"))
        #expect(AppView.render(listState(width: 1, height: 1)).plainText == "…")
        #expect(AppView.render(listState(width: 30, height: 8)).line(0).hasPrefix(" ike"))
    }
}
