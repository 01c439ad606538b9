import IkeCore
import IkeTerm
import Testing

@testable import IkeApp
@testable import IkeViews

/// The edit form's cursor, preview, errors and layout, checked directly rather than by snapshot.
@Suite("Edit form view")
struct EditFormViewTests {
    /// The row holding `text`, if any.
    private func row(of text: String, in buffer: ScreenBuffer) -> Int? {
        (0..<buffer.height).first { buffer.line($0).contains(text) }
    }

    @Test func cursorCountsWideCharactersInTheTitle() throws {
        let buffer = renderForm(formState { $0.title.cursor = 3 })
        let y = try #require(row(of: "Title", in: buffer))
        let start = try #require(buffer.column(of: "할", row: y))
        // "할 일" is 2 + 1 + 2 columns wide.
        #expect(buffer.cursor == Point(x: start + 5, y: y))
    }

    @Test func cursorFollowsALongWideTitleToItsEnd() throws {
        let buffer = renderForm(formState { $0.title.setText(String(repeating: "한글", count: 200)) })
        let y = try #require(row(of: "Title", in: buffer))
        let cursor = try #require(buffer.cursor)
        #expect(cursor.y == y)
        let close = try #require(buffer.column(of: "]", row: y))
        let open = try #require(buffer.column(of: "‹", row: y))
        #expect(cursor.x > open && cursor.x < close)
        #expect(buffer[cursor.x, y].text == " ")
        #expect(buffer.line(y).contains("한글한글"))
    }

    @Test func cursorSitsOnTheNotesLineBeingEdited() throws {
        let buffer = renderForm(formState { $0.focus = .notes })
        let y = try #require(row(of: "약속", in: buffer))
        let start = try #require(buffer.column(of: "약속", row: y))
        // "약속 시간 확인하기" is 4 + 1 + 4 + 1 + 8 columns wide.
        #expect(buffer.cursor == Point(x: start + 18, y: y))
    }

    @Test func notesScrollBackToTheCursorLine() throws {
        let buffer = renderForm(
            formState {
                $0.focus = .notes
                $0.notes.cursor = 0
                $0.notesScroll = 3
            })
        let y = try #require(row(of: "Ask about the fixed rate.", in: buffer))
        #expect(buffer.cursor?.y == y)
        #expect(row(of: "Call back before Friday.", in: buffer) == nil)
        #expect(buffer.line(y + 2).contains("]↓"))
        #expect(!buffer.line(y).contains("↑"))
    }

    /// Issue 32, bug 5: `YYYY-MM-DD HH:MM` with the cursor after it fits without scrolling, at every size.
    @Test(arguments: [(80, 24), (40, 12), (120, 40)])
    func aDeadlineWithATimeFitsItsField(width: Int, height: Int) throws {
        let buffer = renderForm(
            formState(width: width, height: height) {
                $0.focus = .deadline
                $0.deadline.setText("2026-12-01 09:30")
            })
        let y = try #require(row(of: "Deadline", in: buffer))
        #expect(buffer.line(y).contains("[2026-12-01 09:30 ]"), "\(buffer.line(y))")
        #expect(!buffer.line(y).contains("‹"))
    }

    @Test func previewShowsTheParsedDeadline() {
        #expect(renderForm(formState()).plainText.contains("→ Friday 4 December 2026"))
        #expect(renderForm(formState(width: 40, height: 12)).plainText.contains("→ Friday 4 December 2026"))
        #expect(renderForm(formState(ascii: true)).plainText.contains("-> Friday 4 December 2026"))
        let cleared = renderForm(formState { $0.deadline.setText("") })
        #expect(cleared.plainText.contains("→ no deadline"))
    }

    @Test func unreadableDeadlineShowsTheError() {
        let text = renderForm(formState { $0.deadline.setText("blursday") }).plainText
        #expect(text.contains("✗ could not read “blursday” as a date"))
        #expect(!text.contains("→"))
    }

    /// The Start row (issue 34) reads as the deadline does, says nothing when empty, and says when it
    /// would come after the deadline.
    @Test func theStartRowPreviewsAndRefuses() {
        let empty = renderForm(formState()).plainText
        #expect(empty.contains("Start     [                 ]") && !empty.contains("→ no start"))
        let monday = renderForm(formState { $0.start.setText("2026-11-30 9:00") }).plainText
        #expect(monday.contains("→ Mon 30 Nov 09:00"), "\(monday)")
        let late = renderForm(formState { $0.start.setText("2026-12-05") }).plainText
        #expect(late.contains("✗ Starts after the deadline"), "\(late)")
    }

    @Test func emptyTitleErrorWaitsUntilTheTitleIsLeft() {
        let typing = renderForm(formState(item: nil)).plainText
        #expect(!typing.contains("A task needs a title"))
        let left = renderForm(formState(item: nil) { $0.focus = .notes }).plainText
        #expect(left.contains("✗ A task needs a title"))
        let refused = renderForm(
            formState(width: 40, height: 12) {
                $0.title.setText("   ")
                $0.showsErrors = true
            })
        #expect(refused.plainText.contains("✗ A task needs a title"))
    }

    @Test func cursorRestsInsideTheFocusedCheckbox() throws {
        let buffer = renderForm(formState { $0.focus = .important })
        let cursor = try #require(buffer.cursor)
        #expect(buffer[cursor.x, cursor.y].text == "x")
        #expect(buffer[cursor.x - 1, cursor.y].text == "[")
        #expect(buffer.column(of: "Important", row: cursor.y) == cursor.x - 11)
        #expect(buffer.line(cursor.y).contains("▸Important [x]"))
    }

    @Test func discardQuestionTakesTheCursor() throws {
        let buffer = renderForm(formState { $0.isConfirmingDiscard = true })
        let y = try #require(row(of: "Discard changes? y/n", in: buffer))
        #expect(buffer.cursor?.y == y)
        #expect(buffer.line(buffer.height - 1).contains("y discard"))
        #expect(buffer[buffer.column(of: "Discard", row: y)!, y].style.attributes.contains(.reverse))
    }

    @Test func focusIsMarkedWithoutColour() throws {
        let buffer = renderForm(formState(color: false) { $0.focus = .deadline })
        let y = try #require(row(of: "Deadline", in: buffer))
        let x = try #require(buffer.column(of: "▸Deadline", row: y))
        #expect(buffer[x + 1, y].style.attributes.contains(.reverse))
        // One marker in the form (the list's selection marker is outside it, and may share the row of its
        // top edge).
        let top = try #require(row(of: "Edit task", in: buffer))
        let bottom = try #require(row(of: "Ctrl-S save", in: buffer))
        let inside = try #require(buffer.column(of: "Edit task", row: top)) - 2
        #expect(
            ((top + 1)...bottom).filter { row in
                (inside..<buffer.width).contains { buffer[$0, row].text == "▸" }
            }.count == 1)
    }

    /// The list's selection is not drawn under the form: its bar and marker showed at the form's sides as a
    /// second cursor (issue 32, friction 8).
    @Test func theListsSelectionDoesNotShowBesideTheForm() throws {
        let buffer = renderForm(formState(color: true) { $0.focus = .title })
        let top = try #require(row(of: "Edit task", in: buffer))
        let bottom = try #require(row(of: "Ctrl-S save", in: buffer))
        let left = try #require(buffer.column(of: "┌", row: top))
        let right = try #require(buffer.column(of: "┐", row: top))
        for y in top...bottom {
            for x in 0..<buffer.width where x < left || x > right {
                #expect(buffer[x, y].text != "▸", "a marker beside the form at \(x), \(y)")
                #expect(
                    !buffer[x, y].style.attributes.contains(.reverse), "the bar beside the form at \(x), \(y)"
                )
            }
        }
    }

    @Test func drawsNothingWithoutTheForm() {
        let state = listState()
        var buffer = ScreenBuffer(size: state.size)
        ListView.draw(
            AppView.listModel(for: state), chrome: AppView.chromeModel(for: state), into: &buffer,
            context: AppView.context(for: state))
        #expect(buffer == AppView.render(state))
    }

    @Test func drawsNothingOnATooSmallScreen() {
        for (width, height) in [(29, 20), (80, 7), (0, 0), (1, 1)] {
            let state = formState(width: width, height: height)
            var buffer = AppView.render(state)
            drawForm(state, into: &buffer)
            #expect(buffer == AppView.render(state))
        }
    }

    @Test func everySizeAndFocusFitsTheScreen() {
        let long = String(repeating: "가나다 abc ", count: 40)
        var form = EditFormState(item: formTask)
        form.notes.insert(long + "\n" + long)
        form.showsErrors = true
        // Around every size where the layout changes: the centred box, the full-screen box, wrapping.
        let widths = [30, 31, 39, 40, 43, 44, 45, 60, 80, 81, 130]
        let heights = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 24, 42]
        for width in widths {
            for height in heights {
                for focus in FormField.allCases {
                    form.focus = focus
                    form.isConfirmingDiscard = focus == .urgent
                    form.deadline.setText(height.isMultiple(of: 2) ? "blursday" : long)
                    var state = AppState(
                        size: Size(width: width, height: height), options: DisplayOptions(), today: today)
                    state.mode = .editForm(form)
                    var buffer = ScreenBuffer(size: state.size)
                    drawForm(state, into: &buffer)
                    let cursor = buffer.cursor
                    #expect(cursor.map { buffer.area.contains($0) } == true, "\(width)x\(height) \(focus)")
                    if form.isConfirmingDiscard {
                        #expect(buffer.plainText.contains("Discard changes"), "\(width)x\(height)")
                    }
                    #expect(frameIsWhole(buffer), "\(width)x\(height) \(focus)")
                }
            }
        }
    }

    /// Draws only the form of `state`, which must have it open, into `buffer`.
    private func drawForm(_ state: AppState, into buffer: inout ScreenBuffer) {
        guard let form = state.mode.form else {
            Issue.record("the form is not open")
            return
        }
        EditFormView.draw(
            AppView.formModel(form, for: state), into: &buffer, context: AppView.context(for: state))
    }

    /// Whether the form's box has both side edges on every row, so nothing inside ran over them.
    private func frameIsWhole(_ buffer: ScreenBuffer) -> Bool {
        guard let top = row(of: "Edit task", in: buffer), let left = buffer.column(of: "┌", row: top),
            let right = buffer.column(of: "┐", row: top)
        else { return false }
        var y = top + 1
        while y < buffer.height && buffer[left, y].text != "└" {
            if buffer[left, y].text != "│" || buffer[right, y].text != "│" { return false }
            y += 1
        }
        return y < buffer.height && buffer[right, y].text == "┘"
    }

    @Test func notesWindowKeepsTheCursorLine() {
        #expect(EditFormLayout.firstNotesLine(preferred: 0, cursorLine: 3, lineCount: 5, count: 3) == 1)
        #expect(EditFormLayout.firstNotesLine(preferred: 4, cursorLine: 0, lineCount: 5, count: 3) == 0)
        #expect(EditFormLayout.firstNotesLine(preferred: 9, cursorLine: 4, lineCount: 5, count: 3) == 2)
        #expect(EditFormLayout.firstNotesLine(preferred: 1, cursorLine: 2, lineCount: 5, count: 3) == 1)
        #expect(EditFormLayout.firstNotesLine(preferred: 0, cursorLine: 0, lineCount: 1, count: 3) == 0)
    }

    @Test func checkboxesWrapOnlyWhenTheyMustFit() {
        #expect(EditFormLayout.flowCheckboxes(width: 73).count == 1)
        #expect(EditFormLayout.flowCheckboxes(width: 36).count == 1)
        #expect(EditFormLayout.flowCheckboxes(width: 27).count == 2)
        #expect(EditFormLayout.flowCheckboxes(width: 5).count == 3)
    }
}
