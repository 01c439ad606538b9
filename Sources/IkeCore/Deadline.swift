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
}

extension TodoItem {
    /// The deadline and its time together; setting it sets both (`nil` clears both).
    public var deadlineWithTime: Deadline? {
        get { deadline.map { Deadline(date: $0, time: deadlineTime) } }
        set {
            deadline = newValue?.date
            deadlineTime = newValue?.time
        }
    }
}
