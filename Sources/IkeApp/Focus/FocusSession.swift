import IkeCore

/// The focus card (issue 35, item 4): one task worked on against a Pomodoro countdown that counts only
/// while the app runs and is watched (the review's pause rules), its work periods stored as they go.
public struct FocusSession: Hashable, Sendable {
    /// What the countdown is counting.
    public enum Phase: Hashable, Sendable {
        case work
        case shortBreak
        case longBreak

        /// "Work", "Break", "Long break".
        public var title: String {
            switch self {
            case .work: "Work"
            case .shortBreak: "Break"
            case .longBreak: "Long break"
            }
        }
    }

    /// The task worked on.
    public var uid: String
    /// The task as last read; `nil` until read, and after it was deleted (`isGone`).
    public var item: TodoItem?
    /// The task was deleted (elsewhere, or by another ike) while the card showed: the minutes worked stay.
    public var isGone = false
    public var phase: Phase = .work
    /// A break has ended: nothing counts until Enter starts the next work period.
    public var isWaiting = false
    public var timer: ReviewTimer
    /// Work periods finished on this card, for "2 of 4" and the long break.
    public var workPeriodsDone = 0
    /// The stored row of the work period under way, once its write answered.
    public var periodID: Int64?
    /// The worked seconds last written to that row.
    public var writtenSeconds = 0
    /// An end asked for before the period's row was known (its write still under way).
    public var pendingEnd: PendingEnd?
    /// The checklist entry the selection is on (Space ticks it).
    public var checklistIndex = 0
    public var settings: FocusSettings

    /// The end of a work period waiting for its row's id.
    public struct PendingEnd: Hashable, Sendable {
        public var seconds: Int
        public var completed: Bool
    }

    /// How often a running work period is written, in worked seconds: a terminal that dies loses at most
    /// this much (Docs/Decisions.md, "Focus").
    public static let checkpointSeconds = 30
    /// A work period stopped with less worked than this is not kept (`FocusPeriod.shortestKept`).
    public static let shortestKept = 60

    /// A card on `item`, its first work period starting at clock reading `now`.
    public init(item: TodoItem, settings: FocusSettings, now: Double) {
        uid = item.uid
        self.item = item
        self.settings = settings
        timer = ReviewTimer(limit: Double(settings.workSeconds), now: now)
    }

    /// Seconds worked in the period under way (none in a break).
    public var workedSeconds: Int { phase == .work && !isWaiting ? Int(timer.elapsed) : 0 }

    /// The task's checklist, as last read.
    public var checklist: Checklist { Checklist(notes: item?.notes ?? "") }

    /// The length of `phase`'s period.
    func length(of phase: Phase) -> Double {
        switch phase {
        case .work: Double(settings.workSeconds)
        case .shortBreak: Double(settings.shortBreakSeconds)
        case .longBreak: Double(settings.longBreakSeconds)
        }
    }
}
