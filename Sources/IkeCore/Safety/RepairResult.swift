/// What `TaskStore.repair()` did: the problems it fixed in place and those still there.
public struct RepairResult: Sendable {
    /// What the check found before the repair that is gone after it.
    public var fixed: [CheckProblem]
    /// The check after the repair.
    public var after: CheckReport

    /// A result from its parts.
    public init(fixed: [CheckProblem], after: CheckReport) {
        self.fixed = fixed
        self.after = after
    }
}
