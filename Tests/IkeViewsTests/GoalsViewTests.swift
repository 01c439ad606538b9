import IkeCore
import IkeTerm
import Testing

@testable import IkeApp
@testable import IkeViews

/// Direct checks of what the goals screen promises, beyond the snapshots.
@Suite("Goals screen behaviour")
struct GoalsViewTests {
    /// Rows of the goals fixture, counted from the first row inside the frame below the input row.
    private let firstRow = 3

    @Test func headingsSayHowManyAreDoneInWords() {
        for (width, height) in [(80, 24), (40, 12), (30, 8)] {
            let buffer = AppView.render(goalsState(width: width, height: height))
            let heading = buffer.line(firstRow)
            #expect(heading.contains("November 2026"), "at \(width)x\(height): \(heading)")
            #expect(heading.contains("1/5"), "at \(width)x\(height): \(heading)")
        }
        let text = AppView.render(goalsState()).plainText
        for count in ["1/5 done", "1/3 done", "2/3 done"] {
            #expect(text.contains(count))
        }
        #expect(AppView.render(goalsState()).line(firstRow + 14).contains("No deadline"))
    }

    @Test func headingTitleIsBoldAndTheBarHas16CellsAt80Columns() {
        let buffer = AppView.render(goalsState(color: false))
        #expect(buffer[2, firstRow].style.attributes.contains(.bold))
        #expect(buffer.line(firstRow).hasSuffix("1/5 done  ███░░░░░░░░░░░░░ │"))
        let ascii = AppView.render(goalsState(ascii: true)).line(firstRow)
        #expect(ascii.hasSuffix("1/5 done  ###............. |"))
    }

    @Test func barShrinksThenGoesInNarrowTerminalsButTheCountStays() {
        let at40 = AppView.render(goalsState(width: 40, height: 12)).line(firstRow)
        #expect(at40.contains("1/5 done") && at40.contains("░"))
        let at30 = AppView.render(goalsState(width: 30, height: 12)).line(firstRow)
        #expect(at30.contains("1/5 done") && !at30.contains("░"))
    }

    @Test func barNeverContradictsTheCount() {
        #expect(MonthHeadingView.filledCells(done: 0, total: 4, width: 16) == 0)
        #expect(MonthHeadingView.filledCells(done: 2, total: 4, width: 16) == 8)
        #expect(MonthHeadingView.filledCells(done: 4, total: 4, width: 16) == 16)
        #expect(MonthHeadingView.filledCells(done: 1, total: 100, width: 16) == 1)
        #expect(MonthHeadingView.filledCells(done: 99, total: 100, width: 16) == 15)
    }

    @Test func overdueTodayAndTomorrowAreWords() {
        let buffer = AppView.render(goalsState(color: false))
        #expect(buffer.line(firstRow + 2).contains("Renew passport"))
        #expect(buffer.line(firstRow + 2).contains("overdue 2d"))
        #expect(buffer.line(firstRow + 3).contains("today"))
        #expect(buffer.line(firstRow + 4).contains("tomorrow"))
        // A done task's past deadline is just its date, not an alarm.
        #expect(!buffer.line(firstRow + 1).contains("overdue"))
        let narrow = AppView.render(goalsState(width: 40, height: 12))
        #expect(narrow.line(firstRow + 2).contains("overdue 2d"))
    }

    @Test func hardwareCursorSitsOnTheSelectedRowAtTheMarker() {
        let buffer = AppView.render(goalsState(selected: 5))
        let row = firstRow + 7
        #expect(buffer.cursor == Point(x: 2, y: row))
        #expect(buffer[2, row].text == "▸")
        #expect(buffer.line(row).contains("할 일 등록"))
        for x in 1...78 {
            #expect(buffer[x, row].style.attributes.contains(.reverse), "column \(x) of the selection bar")
        }
        for y in firstRow..<21 where y != row {
            #expect(!buffer[1, y].style.attributes.contains(.reverse), "row \(y)")
        }
    }

    @Test func tasksAreIndentedUnderTheirHeading() {
        let buffer = AppView.render(goalsState(selected: 5))
        #expect(buffer.column(of: "November 2026", row: firstRow) == 2)
        #expect(buffer.column(of: "☑", row: firstRow + 1) == 3)
        #expect(buffer.column(of: "Finish chapter 3", row: firstRow + 1) == 5)
    }

    @Test func noColorUsesAttributesOnly() {
        var help = goalsState(color: false)
        help.mode = .help
        var search = goalsState(color: false)
        search.mode = .search(field("a"))
        var error = goalsState(color: false)
        error.status = StatusMessage("Locked", kind: .error)
        let states = [
            goalsState(selected: 5, color: false), goalsState(width: 40, height: 12, color: false), help,
            search, error, goalsState(groups: [], color: false),
            goalsState(width: 10, height: 3, color: false),
        ]
        for state in states {
            let runs = AppView.render(state).styleRuns
            #expect(!runs.isEmpty)
            for run in runs {
                #expect(run.style.foreground == .default && run.style.background == .default, "\(run)")
            }
        }
    }

    @Test func headerMarksGoalsByBracketsAndAttribute() {
        let buffer = AppView.render(goalsState(color: false))
        #expect(buffer.line(0).hasPrefix(" ike   List  [Goals]"))
        let tab = buffer.column(of: "[Goals]", row: 0)!
        #expect(buffer[tab + 1, 0].style.attributes.contains(.bold))
        #expect(!buffer[buffer.column(of: "List", row: 0)!, 0].style.attributes.contains(.bold))
    }

    @Test func footerAndInputRowOfferLaterAndEarlierNotQuickAdd() {
        let buffer = AppView.render(goalsState())
        #expect(buffer.line(23).contains("+ later  - earlier"))
        #expect(!buffer.line(23).contains("a add"))
        #expect(buffer.line(2).contains("Goals by month"))
        #expect(!buffer.plainText.contains("Add a task"))
        let narrow = AppView.render(goalsState(width: 40, height: 12))
        #expect(narrow.line(11) == " ␣ done  + later  - earlier  ? help")
    }

    @Test func emptyGoalsPointToTheForm() {
        let text = AppView.render(goalsState(groups: [])).plainText
        #expect(text.contains("No tasks yet. Press A to add one."))
    }

    @Test func positionCountsTasksNotRows() {
        let buffer = AppView.render(goalsState(width: 40, height: 12, selected: 6, scrollTop: 6))
        #expect(buffer.line(9).contains(" 6–9 of 14 "))
        #expect(!AppView.render(goalsState()).line(21).contains(" of "))
    }

    @Test func switchingScreensKeepsTheChromeInPlace() {
        let list = AppView.render(listState())
        let goals = AppView.render(goalsState())
        for row in [1, 21] {
            #expect(list.line(row) == goals.line(row))
        }
        #expect(list.line(0).count == goals.line(0).count)
    }

    @Test func everySizeAndModeRendersAtItsSize() {
        let modes: [Mode] = [.normal, .help, .search(field("할 일 🎉"))]
        for width in 0...46 {
            for height in 0...14 {
                for mode in modes {
                    for scrollTop in [0, 7, 100] {
                        var state = goalsState(
                            width: width, height: height, selected: 6, scrollTop: scrollTop)
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
    }

    @Test func tooSmallNoticeOnGoalsToo() {
        let text = AppView.render(goalsState(width: 29, height: 8)).plainText
        #expect(text.contains("Terminal too small"))
    }
}
