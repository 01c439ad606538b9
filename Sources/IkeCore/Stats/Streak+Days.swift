extension TaskStatistics.Streak {
    /// The streaks of `days` (the days something was done, in any order, no repeats) as of `today`.
    ///
    /// The current run may end yesterday: a day is not lost until it is over.
    public init(days: [LocalDate], today: LocalDate) {
        let numbers = days.map(\.daysSinceEpoch).sorted()
        var longest = 0
        var longestEnd: Int?
        var run = 0
        var previous: Int?
        for number in numbers {
            run = previous.map { number == $0 + 1 ? run + 1 : 1 } ?? 1
            previous = number
            if run >= longest {
                longest = run
                longestEnd = number
            }
        }
        var current = 0
        let present = Set(numbers)
        var day = today.daysSinceEpoch
        if !present.contains(day) { day -= 1 }
        while present.contains(day) {
            current += 1
            day -= 1
        }
        self.init(
            current: current, longest: longest, longestEnd: longestEnd.map(LocalDate.init(daysSinceEpoch:)),
            lastDoneDay: numbers.last.map(LocalDate.init(daysSinceEpoch:)))
    }
}
