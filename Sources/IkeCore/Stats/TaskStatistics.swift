import Foundation

/// The figures of the statistics screen and `ike stats`, read in one go (`TaskStore.statistics`).
///
/// Done counts come from tasks that are done and say when (`doneAt`); a task marked done without a time
/// (some imports) is counted in `undatedDone` only.
public struct TaskStatistics: Hashable, Sendable {
    /// One week of the weekly figures.
    public struct Week: Hashable, Sendable {
        /// Its first day.
        public var start: LocalDate
        /// Tasks done during the week.
        public var done: Int
        /// Tasks open at the week's end: made by then and not yet done (tasks deleted since are not known,
        /// and done tasks that do not say when are left out).
        public var openAtEnd: Int
        /// Tasks done by the week's end, all of them since the first.
        public var doneAtEnd: Int
        /// Seconds of focus work in periods that started during the week.
        public var focusSeconds: Int

        /// A week from its parts.
        public init(start: LocalDate, done: Int, openAtEnd: Int, doneAtEnd: Int, focusSeconds: Int = 0) {
            self.start = start
            self.done = done
            self.openAtEnd = openAtEnd
            self.doneAtEnd = doneAtEnd
            self.focusSeconds = focusSeconds
        }
    }

    /// The goals of one month: tasks whose deadline falls in it.
    public struct MonthGoals: Hashable, Sendable {
        public var month: YearMonth
        public var done: Int
        public var total: Int

        /// A month from its parts.
        public init(month: YearMonth, done: Int, total: Int) {
            self.month = month
            self.done = done
            self.total = total
        }
    }

    /// Runs of days with at least one task done.
    public struct Streak: Hashable, Sendable {
        /// Days in a row up to today, or up to yesterday while nothing is done yet today.
        public var current: Int
        /// The longest run ever, and the day it ended (the latest such run).
        public var longest: Int
        public var longestEnd: LocalDate?
        /// The last day something was done.
        public var lastDoneDay: LocalDate?
        /// Closed days in a row that finished their plan (the shutdown deck's, `TaskStore.planStreak`).
        public var plansFinished = 0

        /// A streak from its parts.
        public init(current: Int, longest: Int, longestEnd: LocalDate? = nil, lastDoneDay: LocalDate? = nil) {
            self.current = current
            self.longest = longest
            self.longestEnd = longestEnd
            self.lastDoneDay = lastDoneDay
        }
    }

    public var today: LocalDate
    public var firstWeekday: Weekday
    /// The weeks covered, oldest first.
    public var weeks: [Week]
    /// Tasks done per quadrant, over all time.
    public var doneByQuadrant: [Quadrant: Int]
    /// The months covered, oldest first.
    public var months: [MonthGoals]
    public var streak: Streak
    public var review: ReviewTotals
    /// Done tasks that do not say when they were done.
    public var undatedDone: Int
    /// The focus periods' figures: per day, per tag and in all (per week: `Week.focusSeconds`).
    public var focus: FocusTotals

    /// Statistics from their parts.
    public init(
        today: LocalDate, firstWeekday: Weekday, weeks: [Week], doneByQuadrant: [Quadrant: Int],
        months: [MonthGoals], streak: Streak, review: ReviewTotals, undatedDone: Int = 0,
        focus: FocusTotals = FocusTotals()
    ) {
        self.today = today
        self.firstWeekday = firstWeekday
        self.weeks = weeks
        self.doneByQuadrant = doneByQuadrant
        self.months = months
        self.streak = streak
        self.review = review
        self.undatedDone = undatedDone
        self.focus = focus
    }

    /// Tasks done over all time that say when.
    public var totalDone: Int { doneByQuadrant.values.reduce(0, +) }

    /// Tasks done in the weeks covered.
    public var doneInWeeks: Int { weeks.reduce(0) { $0 + $1.done } }

    /// Seconds of focus work in the weeks covered.
    public var focusInWeeks: Int { weeks.reduce(0) { $0 + $1.focusSeconds } }
}
