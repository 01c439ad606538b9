/// A deadline as typed: a date, and a time of day on the local wall clock when one was given.
public struct Deadline: Hashable, Sendable, CustomStringConvertible {
    public var date: LocalDate
    /// `nil` for a deadline that lasts the whole day.
    public var time: TimeOfDay?

    /// A deadline from its parts.
    public init(date: LocalDate, time: TimeOfDay? = nil) {
        self.date = date
        self.time = time
    }

    /// `2026-12-01` or `2026-12-01 15:00`, which the parser reads back.
    public var description: String { date.iso + (time.map { " " + $0.description } ?? "") }

    /// "Fri 27 Nov 15:00": the date as the app writes it, then the time.
    public var shortDescription: String {
        date.shortDescription + (time.map { " " + $0.description } ?? "")
    }

    /// "Friday 27 November 2026 15:00": the date in full, then the time.
    public var longDescription: String {
        date.longDescription + (time.map { " " + $0.description } ?? "")
    }

    /// Whether a task starting at `start` would start after this deadline: a later day, or a later time
    /// of the same day (a start without a time is its day's beginning, a deadline without one its end).
    /// The store refuses such an edit; the form and quick add say so first.
    public func comesBefore(start: Deadline) -> Bool {
        start.date > date || (start.date == date && start.time != nil && time != nil && start.time! > time!)
    }
}

extension TodoItem {
    /// The start and its time together (read only: a start is set through `TaskEdit`).
    public var startWithTime: Deadline? { start.map { Deadline(date: $0, time: startTime) } }

    /// The deadline and its time together; setting it sets both (`nil` clears both).
    public var deadlineWithTime: Deadline? {
        get { deadline.map { Deadline(date: $0, time: deadlineTime) } }
        set {
            deadline = newValue?.date
            deadlineTime = newValue?.time
        }
    }
}
