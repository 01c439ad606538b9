/// What `TaskStore.check()` found: every problem, and how many tasks the database holds.
public struct CheckReport: Sendable {
    public var problems: [CheckProblem]
    /// Tasks counted from the table itself, not from an index or the tally.
    public var taskCount: Int

    /// A report from its parts.
    public init(problems: [CheckProblem], taskCount: Int) {
        self.problems = problems
        self.taskCount = taskCount
    }

    /// Whether nothing is wrong.
    public var isHealthy: Bool { problems.isEmpty }
}
