import Foundation
import IkeCore
import IkeTerm
import Testing

@testable import IkeApp
@testable import IkeViews

/// The estimate on the screens (issue 31's proof): after the title where it has room, in quick add's
/// preview, in the form with its error, and added up in the review summary.
@Suite("Estimates on the screens")
struct EstimateViewTests {
    static func estimated(_ title: String, _ minutes: Int) -> TodoItem {
        var item = task(title)
        item.estimate = minutes
        return item
    }

    @Test func aRowShowsTheEstimateWhereTheTitleHasRoom() {
        let items = [Self.estimated("Write report", 90), task("Buy milk")]
        let wide = AppView.render(listState(width: 80, items: items)).plainText
        #expect(wide.contains("Write report") && wide.contains("~1h30m"), "\(wide)")
        // At 40 columns the title would keep fewer than 30: the estimate gives way.
        let narrow = AppView.render(listState(width: 40, items: items)).plainText
        #expect(narrow.contains("Write report") && !narrow.contains("~1h30m"), "\(narrow)")
    }

    @Test func quickAddSaysTheEstimateItReads() {
        var state = listState()
        state.mode = .quickAdd(TextField("Write report ~1h30m"))
        state.status = nil
        #expect(AppView.render(state).plainText.contains("Adds “Write report” · estimate 1h30m"))
    }

    @Test func theFormShowsTheEstimateAndItsErrorOnceLeft() {
        let shown = renderForm(formState(item: Self.estimated("Write report", 45))).plainText
        #expect(shown.contains("Estimate  [45m"), "\(shown)")
        let wrong = renderForm(
            formState {
                $0.plainFields[.estimate] = TextField("soon")
                $0.focus = .title
            }
        ).plainText
        #expect(wrong.contains("Not a duration such as 30m or PT1H30M"), "\(wrong)")
    }

    @Test func theSummaryAddsUpTheEstimatesOfTheCardsDone() throws {
        var state = reviewState(decided: 2)
        _ = reduce(&state, .tick(1070))
        _ = reduce(&state, .review(.decide(.done)))
        _ = reduce(
            &state,
            .review(.loaded(ReviewSnapshot(counts: TaskCounts(open: 0, done: 3), sourceCounts: [.all: 0]))))
        let before = AppView.render(state).plainText
        #expect(before.contains("✓ done") && !before.contains("estimate done"), "\(before)")
        var round = try #require(state.review.round)
        round.decisions[0].plain[.estimate] = .minutes(45)
        round.decisions[1].plain[.estimate] = .minutes(45)
        state.review.round = round
        let text = AppView.render(state).plainText
        #expect(text.contains("+ estimate done") && text.contains("1h30m"), "\(text)")
    }
}
