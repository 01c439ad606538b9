import Foundation
import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// The review deck's cards to draw: a flagged task with notes and a deadline, a Korean one, a long one.
let reviewCards: [TodoItem] = {
    var bank = task("Call the bank", important: true, urgent: true, due: "2026-11-27")
    bank.notes = "Ask about the fixed rate.\nBring the papers."
    return [bank, task("할 일 등록 🎉"), task(longTitle, due: "2026-11-20")]
}()

/// A review state of `width`×`height` in a round over `reviewCards`, `elapsed` seconds in, with the
/// first `decided` cards done (as the store would have them) and the next one on top.
func reviewState(
    width: Int = 80, height: Int = 24, elapsed: Double = 5, decided: Int = 0, seconds: Int = 100,
    color: Bool = true, ascii: Bool = false
) -> AppState {
    var state = AppState(
        size: Size(width: width, height: height),
        options: DisplayOptions(color: color, ascii: ascii, reviewSeconds: seconds),
        today: LocalDate(iso: "2026-11-22")!)
    var step: [Action] = [
        .tick(1000), .showScreen(.review), .review(.deckBuilt(.all, reviewCards.map(\.uid))),
    ]
    step.append(.review(.loaded(snapshot(state: nil, decided: 0))))
    for action in step { _ = reduce(&state, action) }
    for index in 0..<decided {
        _ = reduce(&state, .tick(1000 + Double(index + 1)))
        _ = reduce(&state, .review(.decide(.done)))
        _ = reduce(&state, .review(.loaded(snapshot(state: state, decided: index + 1))))
    }
    _ = reduce(&state, .tick(1000 + elapsed))
    return state
}

/// What the store would hold after `decided` cards were marked done.
private func snapshot(state: AppState?, decided: Int) -> ReviewSnapshot {
    let open = reviewCards.count - decided
    let top = state?.review.round?.deck.first ?? reviewCards[0].uid
    return ReviewSnapshot(
        counts: TaskCounts(open: open, done: decided),
        sourceCounts: [
            .all: open, .quadrant(.doFirst): decided == 0 ? 1 : 0, .quadrant(.schedule): 0,
            .quadrant(.delegate): 0, .quadrant(.eliminate): 2, .overdue: 1, .due: 1, .dueThisWeek: 0,
        ],
        card: reviewCards.first { $0.uid == top })
}

/// The review screen at 80×24 and 40×12: the card, revealed, time up, the summary and the chooser.
@Suite("Review screen snapshots")
struct ReviewSnapshotTests {
    @Test(arguments: [(80, 24), (40, 12)])
    func card(width: Int, height: Int) {
        assertSnapshot(
            AppView.render(reviewState(width: width, height: height, elapsed: 5.2)),
            named: "review-card-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func revealedCard(width: Int, height: Int) {
        var state = reviewState(width: width, height: height)
        _ = reduce(&state, .review(.reveal))
        assertSnapshot(AppView.render(state), named: "review-revealed-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func timeUp(width: Int, height: Int) {
        let state = reviewState(width: width, height: height, elapsed: 31, decided: 1, seconds: 30)
        assertSnapshot(AppView.render(state), named: "review-time-up-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func summary(width: Int, height: Int) {
        var state = reviewState(width: width, height: height, decided: 2)
        _ = reduce(&state, .tick(1070))
        _ = reduce(&state, .review(.decide(.done)))
        _ = reduce(
            &state,
            .review(.loaded(ReviewSnapshot(counts: TaskCounts(open: 0, done: 3), sourceCounts: [.all: 0]))))
        assertSnapshot(AppView.render(state), named: "review-summary-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func chooser(width: Int, height: Int) {
        var state = reviewState(width: width, height: height)
        _ = reduce(&state, .review(.leave))
        _ = reduce(&state, .review(.loaded(snapshot(state: nil, decided: 0))))
        _ = reduce(&state, .review(.choose(by: 4)))
        assertSnapshot(AppView.render(state), named: "review-chooser-\(width)x\(height)")
    }

    /// Issue 32, bug 3: more decks than rows (a deck per tag) say how many are out of sight, above and
    /// below, and keep the chosen one in view.
    @Test(arguments: [(120, 40, 0), (80, 24, 12), (40, 12, 20)])
    func chooserWithMoreDecksThanRows(width: Int, height: Int, moves: Int) throws {
        var state = reviewState(width: width, height: height)
        _ = reduce(&state, .review(.leave))
        var counts = snapshot(state: nil, decided: 0)
        var sourceCounts = counts.sourceCounts ?? [:]
        for number in 1...21 { sourceCounts[.tag(try Tag("tag\(number)"))] = 30 - number }
        counts = ReviewSnapshot(counts: counts.counts, sourceCounts: sourceCounts, card: counts.card)
        _ = reduce(&state, .review(.loaded(counts)))
        if moves > 0 { _ = reduce(&state, .review(.choose(by: moves))) }
        let text = AppView.render(state).plainText
        #expect(text.contains("more"), "\(text)")
        assertSnapshot(AppView.render(state), named: "review-chooser-many-\(width)x\(height)")
    }

    @Test func nothingToReview() {
        var state = reviewState()
        _ = reduce(&state, .review(.leave))
        _ = reduce(
            &state,
            .review(.loaded(ReviewSnapshot(counts: TaskCounts(open: 0, done: 4), sourceCounts: [.all: 0]))))
        assertSnapshot(AppView.render(state), named: "review-nothing-80x24")
    }

    @Test func slidingCardInASCIIMonochromeWhilePaused() {
        var state = reviewState(color: false, ascii: true)
        _ = reduce(&state, .review(.decide(.later)))
        _ = reduce(&state, .review(.loaded(snapshot(state: state, decided: 0))))
        _ = reduce(&state, .tick(1005.1))
        _ = reduce(&state, .focusChanged(false))
        assertSnapshot(AppView.render(state), named: "review-slide-ascii-mono-80x24")
    }
}

/// Properties of the review screen at every size and moment of a slide.
@Suite("Review screen")
struct ReviewViewTests {
    @Test func aSlideDrawsInsideTheScreenAtEverySizeAndMoment() {
        // A resize in the middle of a slide must neither crash nor leave the card on the status line.
        for (width, height) in [(30, 8), (31, 9), (40, 12), (80, 24), (200, 60)] {
            for kind in [Action.review(.decide(.done)), .review(.decide(.later)), .review(.decide(.deleted))]
            {
                var state = reviewState(width: width, height: height)
                _ = reduce(&state, kind)
                for step in 0...10 {
                    _ = reduce(&state, .tick(1005 + CardSlide.duration * Double(step) / 10))
                    let buffer = AppView.render(state)
                    // The header, the status line and the footer are never drawn over by a card's border.
                    for row in [0, height - 2, height - 1] {
                        let line = buffer.line(row)
                        #expect(
                            !line.contains("╭") && !line.contains("╰") && !line.contains("│"),
                            "\(width)×\(height) \(kind) step \(step), row \(row): \(line)")
                    }
                }
            }
        }
    }

    @Test func theNewTopCardIsWholeWhileTheDecidedOneSlidesAwayAcrossAResize() throws {
        // The keys act on the top card from the moment of a decision, so it must never hide behind the
        // card leaving; the terminal shrinks to 40×12 halfway through the slide.
        for kind in [Action.review(.decide(.done)), .review(.decide(.later)), .review(.decide(.deleted))] {
            var state = reviewState()
            _ = reduce(&state, kind)
            _ = reduce(
                &state,
                .review(.loaded(snapshot(state: state, decided: kind == .review(.decide(.done)) ? 1 : 0))))
            #expect(state.review.round?.card == reviewCards[1])
            for step in 0..<10 {
                if step == 5 { _ = reduce(&state, .resized(Size(width: 40, height: 12))) }
                _ = reduce(&state, .tick(1005 + CardSlide.duration * Double(step) / 10))
                #expect(state.review.round?.slide != nil)
                let buffer = AppView.render(state)
                let titleRow = (0..<buffer.height).first { buffer.line($0).contains("할 일 등록 🎉") }
                let row = try #require(titleRow, "\(kind) step \(step):\n\(buffer.plainText)")
                #expect(
                    buffer.line(row).range(of: #"│\s+할 일 등록 🎉\s+│"#, options: .regularExpression) != nil,
                    "\(kind) step \(step):\n\(buffer.plainText)")
            }
        }
    }

    @Test func revealedNotesThatDoNotFitSaySo() {
        var state = reviewState(width: 40, height: 12)
        _ = reduce(&state, .review(.reveal))
        let text = AppView.render(state).plainText
        #expect(text.contains("… more in the form (e)"), "\(text)")
        #expect(!AppView.render(reviewState()).plainText.contains("more in the form"))
    }

    @Test func theCountdownReadsAsMinutesAndSecondsAndSaysWhenPaused() {
        var state = reviewState(elapsed: 34.2)
        #expect(AppView.render(state).line(1).contains("Review · 1 of 3 · ⏱ 01:06"))
        _ = reduce(&state, .focusChanged(false))
        #expect(AppView.render(state).line(1).contains("⏱ 01:06 paused"))
    }

    @Test func decisionsAreSaidInWordsNotOnlyColour() {
        var state = reviewState(color: false)
        _ = reduce(&state, .review(.decide(.later)))
        #expect(AppView.render(state).line(2).contains("↺ later"))
        _ = reduce(&state, .review(.loaded(snapshot(state: state, decided: 0))))
        _ = reduce(&state, .review(.decide(.done)))
        #expect(AppView.render(state).line(2).contains("✓ done"))
    }
}
