import Foundation

/// One focus (Pomodoro) work period on a task, as `focus_period` keeps it (`FocusSchema`).
///
/// Only work periods are stored, never breaks. `seconds` is what was worked, pauses excluded, as the app
/// last wrote it; it is never negative and never more than the wall clock says passed since `startedAt`
/// (a clock set back counts no more time until it catches up again; worked time already written is never
/// taken back).
public struct FocusPeriod: Hashable, Sendable {
    /// The stored row.
    public var id: Int64
    /// The task worked on; the task may have been deleted since (the period is kept, under no tag).
    public var taskUID: String
    public var startedAt: Date
    /// Seconds worked, pauses excluded.
    public var seconds: Int
    /// When it ended; nil while it runs (or when the ike running it stopped: see `isRunning(at:)`).
    public var endedAt: Date?
    /// When the running app last wrote the period.
    public var lastCheckpointAt: Date

    /// A period from its parts.
    public init(
        id: Int64, taskUID: String, startedAt: Date, seconds: Int, endedAt: Date?, lastCheckpointAt: Date
    ) {
        self.id = id
        self.taskUID = taskUID
        self.startedAt = startedAt
        self.seconds = seconds
        self.endedAt = endedAt
        self.lastCheckpointAt = lastCheckpointAt
    }

    /// A running period not written for this long (either way: a clock set back makes a checkpoint look
    /// as if it were in the future) was left by an ike that stopped (the terminal closed, the machine
    /// died): it counts as ended at its last checkpoint. The app writes a running period about every 30 s,
    /// so two minutes allow three missed writes.
    public static let staleInterval: TimeInterval = 120

    /// A period stopped early with less work than this is not kept (a focus card opened by mistake);
    /// a period that ran its full length is kept however short (`--focus-seconds 3`).
    public static let shortestKept = 60

    /// Whether the period is running at `now`: not ended, and written recently enough (`staleInterval`).
    public func isRunning(at now: Date) -> Bool {
        endedAt == nil && abs(lastCheckpointAt.timeIntervalSince(now)) <= Self.staleInterval
    }
}
