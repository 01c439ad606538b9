import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The plan and shutdown decks (issue 35, items 2 and 3) through `AppLoop` with a store: what each deals,
/// what its keys write, and what its summary reads and records.
@Suite("Plan and shutdown decks through the app loop")
struct PlanDeckLoopTests {
    let today = CoreEnvironment.fixed(at: testNow).localNow.date

    /// A loop on the review screen over `tasks` (title and edit), each placed in the matrix (Eliminate,
    /// unless it says otherwise) but those whose title starts "Untriaged".
    func loop(_ tasks: [(String, (inout TaskEdit) -> Void)]) throws -> (AppLoop<FakeTerminal>, TaskStore) {
        let (loop, store) = try makeLoop()
        for (title, fill) in tasks {
            var edit = TaskEdit(title: title)
            if !title.hasPrefix("Untriaged") { edit.quadrant = .eliminate }
            fill(&edit)
            try store.create(edit, at: .bottom)
        }
        type(loop, [.char("4")])
        return (loop, store)
    }

    func item(_ title: String, in store: TaskStore) throws -> TodoItem? {
        try store.items().first { $0.title == title }
    }

    /// Starts the deck at `index` of the chooser (0: the plan, 1: the shutdown).
    func start(_ loop: AppLoop<FakeTerminal>, deck index: Int) {
        type(loop, [.home] + Array(repeating: Key.down, count: index) + [.enter])
    }

    @Test func thePlanDealsWhatAsksToBePlannedAndNothingElse() throws {
        let (loop, _) = try loop([
            ("Plain", { _ in }),
            ("Next month", { $0.deadline = .some(today.adding(days: 30)) }),
            ("Due tomorrow", { $0.deadline = .some(today.adding(days: 1)) }),
            ("Overdue", { $0.deadline = .some(today.adding(days: -2)) }),
            ("Do first", { $0.quadrant = .doFirst }),
            ("Only important", { $0.isImportant = true }),
            ("Yesterday's plan", { $0.plain[.planned] = .day(today.adding(days: -1)) }),
            ("Planned today", { $0.plain[.planned] = .day(today) }),
            ("Planned tomorrow", { $0.plain[.planned] = .day(today.adding(days: 1)) }),
            ("Starts today", { $0.start = .some(today) }),
            ("Untriaged", { _ in }),
            (
                "Starts tomorrow",
                {
                    $0.start = .some(today.adding(days: 1))
                    $0.deadline = .some(today.adding(days: 1))
                }
            ),
            (
                "Done overdue",
                {
                    $0.deadline = .some(today.adding(days: -1)); $0.isDone = true
                }
            ),
        ])
        #expect(loop.state.review.sourceCounts[.plan] == 6)
        #expect(loop.state.review.sourceCounts[.shutdown] == 2)
        start(loop, deck: 0)
        let round = try #require(loop.state.review.round)
        #expect(round.source == .plan)
        // Dated cards first, earliest deadline first; then the list's order.
        #expect(round.card?.title == "Overdue")
        #expect(round.total == 6)
        var seen: [String] = []
        while let card = loop.state.review.round?.card, loop.state.review.round?.phase == .running {
            seen.append(card.title)
            type(loop, [.right])
        }
        #expect(
            seen == ["Overdue", "Due tomorrow", "Do first", "Yesterday's plan", "Starts today", "Untriaged"])
    }

    @Test func rightPlansForTodayLeftAsksWhenAndUpAndDownTriage() throws {
        let (loop, store) = try loop([
            ("Overdue", { $0.deadline = .some(today.adding(days: -1)) }),
            ("Due tomorrow", { $0.deadline = .some(today.adding(days: 1)) }),
            ("Do first", { $0.quadrant = .doFirst }),
            ("Yesterday's plan", { $0.plain[.planned] = .day(today.adding(days: -1)) }),
        ])
        start(loop, deck: 0)
        type(loop, [.right])
        #expect(try item("Overdue", in: store)?.planned == today)
        #expect(loop.state.review.round?.card?.title == "Due tomorrow")
        // ← asks; 1 is tomorrow.
        type(loop, [.left])
        guard case .whenChoice(let choice) = loop.state.mode else {
            Issue.record("← asked nothing: \(loop.state.mode)")
            return
        }
        #expect(choice.item.title == "Due tomorrow")
        type(loop, [.char("1")])
        #expect(loop.state.mode == .normal)
        #expect(try item("Due tomorrow", in: store)?.start == today.adding(days: 1))
        // ↑ and ↓ turn the flags over and keep the card on top.
        #expect(loop.state.review.round?.card?.title == "Do first")
        type(loop, [.up])
        #expect(try item("Do first", in: store)?.isImportant == false)
        #expect(loop.state.review.round?.card?.title == "Do first")
        #expect(loop.state.review.round?.card?.isImportant == false)
        type(loop, [.down, .up])
        #expect(try item("Do first", in: store)?.quadrant == .schedule)
        #expect(loop.state.review.round?.card?.title == "Do first")
        // Someday, and an earlier day's plan that is put off is planned no more.
        type(loop, [.right, .left, .char("s")])
        let putOff = try #require(try item("Yesterday's plan", in: store))
        #expect(putOff.isSomeday)
        #expect(putOff.planned == nil)
        #expect(loop.state.review.round?.phase == .finished)
        #expect(loop.state.review.round?.count(.planned) == 2)
        #expect(loop.state.review.round?.count(.deferred) == 2)
    }

    @Test func aStartAfterTheDeadlineIsRefusedAndTheCardStays() throws {
        let (loop, store) = try loop([("Due tomorrow", { $0.deadline = .some(today.adding(days: 1)) })])
        start(loop, deck: 0)
        type(loop, [.left, .char("2")])
        #expect(loop.state.status?.kind == .error)
        #expect(loop.state.status?.text.contains("after its deadline") == true)
        #expect(loop.state.mode == .normal)
        #expect(try item("Due tomorrow", in: store)?.start == nil)
        #expect(loop.state.review.round?.card?.title == "Due tomorrow")
        // Esc leaves the question, a typed day answers it.
        type(loop, [.left, .escape])
        #expect(loop.state.mode == .normal)
        #expect(loop.state.review.round?.card?.title == "Due tomorrow")
        type(loop, [.left, .char("t")])
        guard case .deferStart(let prompt) = loop.state.mode else {
            Issue.record("t opened no prompt: \(loop.state.mode)")
            return
        }
        #expect(prompt.decidesCard)
        type(loop, [.char("t"), .char("o"), .char("d"), .char("a"), .char("y"), .enter])
        #expect(try item("Due tomorrow", in: store)?.start == today)
        #expect(loop.state.review.round?.phase == .finished)
        #expect(loop.state.review.round?.count(.deferred) == 1)
    }

    @Test func undoTakesBackAPlanAndTheCardReturns() throws {
        let (loop, store) = try loop([("Overdue", { $0.deadline = .some(today.adding(days: -1)) })])
        start(loop, deck: 0)
        type(loop, [.right])
        #expect(loop.state.review.round?.phase == .finished)
        type(loop, [.char("u")])
        #expect(try item("Overdue", in: store)?.planned == nil)
        #expect(loop.state.review.round?.phase == .running)
        #expect(loop.state.review.round?.card?.title == "Overdue")
    }

    @Test func thePlansSummaryAddsUpTodaysEstimatesAgainstTheDaysCapacity() throws {
        let (loop, _) = try loop([
            (
                "Planned before",
                {
                    $0.plain[.planned] = .day(today); $0.plain[.estimate] = .minutes(300)
                }
            ),
            (
                "Overdue",
                {
                    $0.deadline = .some(today.adding(days: -1)); $0.plain[.estimate] = .minutes(90)
                }
            ),
            ("Do first", { $0.quadrant = .doFirst }),
        ])
        #expect(loop.state.review.dayCapacityMinutes == 360)
        start(loop, deck: 0)
        type(loop, [.right, .right])
        let round = try #require(loop.state.review.round)
        #expect(round.phase == .finished)
        #expect(round.dayPlan == DayPlan(open: 3, done: 0, estimatedMinutes: 390, unestimated: 1))
        // Enter at the end: the focus card on the first task planned for today, in the list's order.
        #expect(round.firstPlanned?.title == "Planned before")
        type(loop, [.enter])
        #expect(loop.state.focus.session?.item?.title == "Planned before")
        type(loop, [.escape])
        #expect(loop.state.focus.session == nil)
        #expect(loop.state.screen == .review)
    }

    @Test func theShutdownMovesWhatIsLeftAndRecordsWhetherTheDayFinishedItsPlan() throws {
        let (loop, store) = try loop([
            ("Ticked late", { $0.plain[.planned] = .day(today) }),
            ("For tomorrow", { $0.plain[.planned] = .day(today) }),
            ("For someday", { $0.plain[.planned] = .day(today) }),
            (
                "Done earlier",
                {
                    $0.plain[.planned] = .day(today); $0.isDone = true
                }
            ),
            ("Not planned", { $0.deadline = .some(today) }),
        ])
        // A day closed before with its plan finished, and one with nothing planned, which does not count.
        try store.recordDayPlan(DayPlanResult(day: today.adding(days: -3), planned: 2, done: 2))
        try store.recordDayPlan(DayPlanResult(day: today.adding(days: -1), planned: 0, done: 0))
        start(loop, deck: 1)
        #expect(loop.state.review.round?.source == .shutdown)
        #expect(loop.state.review.round?.total == 3)
        type(loop, [.char(" ")])
        #expect(try item("Ticked late", in: store)?.isDone == true)
        type(loop, [.right])
        #expect(try item("For tomorrow", in: store)?.planned == today.adding(days: 1))
        type(loop, [.left, .char("s")])
        #expect(try item("For someday", in: store)?.isSomeday == true)
        let round = try #require(loop.state.review.round)
        #expect(round.phase == .finished)
        #expect(round.shutdownTotals?.planned == 4)
        #expect(round.shutdownTotals?.done == 2)
        #expect(round.recordedDay == DayPlanResult(day: today, planned: 4, done: 2))
        // Not finished: the run of days is over.
        #expect(round.planStreak == 0)
        #expect(try store.planStreak(through: today) == 0)
        // A finished day counts, and so does the finished one before the day with nothing planned.
        try store.recordDayPlan(DayPlanResult(day: today, planned: 3, done: 3))
        #expect(try store.planStreak(through: today) == 2)
    }

    @Test func ikePlanOpensTheAppOnThePlanDeck() {
        var preferences = AppPreferences()
        preferences.openingDeck = .plan
        var state = AppState(
            size: Size(width: 80, height: 24), options: DisplayOptions(),
            now: LocalMoment(startOf: testToday),
            preferences: preferences)
        let effects = reduce(&state, .started)
        #expect(state.screen == .review)
        #expect(state.review.source == .plan)
        #expect(state.openingDeck == nil)
        #expect(effects.contains(.buildDeck(.plan, today: testToday, firstWeekday: .monday)))
        // Only once: a later start of the loop's reads is only a read.
        #expect(!reduce(&state, .started).contains { if case .buildDeck = $0 { true } else { false } })
    }
}
