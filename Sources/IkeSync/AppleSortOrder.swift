import Foundation
import IkeCore
import IkeInterchange

/// `X-APPLE-SORT-ORDER`, the manual order Apple Reminders, Tasks.org and Nextcloud Tasks keep in a VTODO
/// (Docs/Formats.md): an integer, smaller first. A VTODO without one sits at its `CREATED` time in seconds
/// since 2001-01-01 UTC, so values written by hand (a move) and these defaults share one scale. ike keeps
/// its own order keys and maps them: a task moved here gets a value between its neighbours', a value
/// changed by the phone puts the task between the tasks whose values surround it.
public enum AppleSortOrder {
    /// The value `todo` sorts by: its `X-APPLE-SORT-ORDER`, else its creation in seconds since 2001, else
    /// nil (nothing to place it by).
    public static func of(_ todo: CalendarComponent) -> Int? {
        if let explicit = explicit(todo) { return explicit }
        return todo.property("CREATED").flatMap { DateTimeText($0.value)?.instant(in: utc) }.map(seconds)
    }

    /// The `X-APPLE-SORT-ORDER` written in `todo`, if it is an integer.
    public static func explicit(_ todo: CalendarComponent) -> Int? {
        todo.property("X-APPLE-SORT-ORDER").flatMap { Int($0.value.trimmingCharacters(in: .whitespaces)) }
    }

    /// `date` in seconds since 2001-01-01 UTC (Foundation's reference date), the default's scale.
    public static func seconds(_ date: Date) -> Int {
        Int(date.timeIntervalSinceReferenceDate.rounded(.down))
    }

    /// A value for a task placed after a task at `lower` and before one at `upper` (nil: no neighbour on
    /// that side): the middle of the gap, so later moves into it find room; a task at an end takes its
    /// creation time when that keeps the order (what the phones would give it), else one step past its
    /// neighbour. Without room (neighbours one apart) it takes `lower + 1`, a tie the phones break their way.
    public static func between(_ lower: Int?, _ upper: Int?, created: Date) -> Int {
        let own = seconds(created)
        switch (lower, upper) {
        case (let lower?, let upper?): return upper - lower >= 2 ? lower + (upper - lower) / 2 : lower + 1
        case (let lower?, nil): return max(own, lower + 1)
        case (nil, let upper?): return min(own, upper - 1)
        case (nil, nil): return own
        }
    }

    /// Whether `value` still fits between the neighbours' values (ties included): if so, ike's order and
    /// the phone's agree and nothing need be written.
    public static func fits(_ value: Int, _ lower: Int?, _ upper: Int?) -> Bool {
        (lower.map { $0 <= value } ?? true) && (upper.map { value <= $0 } ?? true)
    }

    /// The keys of the last task of `others` (tasks in ike's order with their values, nil when unknown)
    /// whose value is below `value` and of the task after it: where the phone's `value` falls in ike's
    /// order, to place the task `uid` between them (`orderKey(between:_:suffix:)`). Equal values (tasks
    /// created in the same second, with no order of their own) are taken in uid order, so every machine
    /// places them alike whatever order they arrive in.
    static func keys(
        around value: Int, uid: String, among others: [(uid: String, key: String, value: Int?)]
    ) -> (lower: String?, upper: String?) {
        var position = 0
        for (index, other) in others.enumerated() {
            if let known = other.value, known < value || (known == value && other.uid < uid) {
                position = index + 1
            }
        }
        return (
            position > 0 ? others[position - 1].key : nil,
            position < others.count ? others[position].key : nil
        )
    }

    /// A key between `lower` and `upper` (nil: no task on that side) ending in `suffix`; nil when they
    /// leave no room.
    public static func orderKey(between lower: String?, _ upper: String?, suffix: String) -> String? {
        if let lower, let upper, lower >= upper { return nil }
        return try? OrderKey.between(lower, upper, suffix: suffix)
    }

    private static let utc = TimeZone(identifier: "UTC")!
}
