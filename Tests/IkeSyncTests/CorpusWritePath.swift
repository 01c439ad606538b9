import Foundation
import IkeCore
import IkeInterchange
import Testing

/// One way ike changes a task another client wrote, and the properties that change may rewrite (Docs/Sync.md,
/// "The VTODO mapping"); every other property of every component stays byte for byte.
enum CorpusWritePath: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case title
    case tag
    /// Marked done, or reopened when the client had it done already.
    case done
    /// A date deadline gets a time, a timed one becomes the next day's date, none becomes a date.
    case due
    /// The phone retitles the task on the server while ike changes its deadline; then ike syncs.
    case merge

    var testDescription: String { rawValue }

    /// Rewritten on every write: the stamps, ike's own properties, and the sort order when ike moved it.
    static let stamps: Set<String> = ["DTSTAMP", "LAST-MODIFIED", "X-APPLE-SORT-ORDER"]

    /// The master VTODO's properties this path may change; `repeating` when the master has an RRULE.
    func owned(repeating: Bool) -> Set<String> {
        switch self {
        case .title: ["SUMMARY"]
        case .tag: ["CATEGORIES"]
        case .done:
            Set(
                ["STATUS", "COMPLETED", "PERCENT-COMPLETE"] + (repeating ? ["DUE", "DTSTART", "RRULE"] : []))
        // EXDATE and RDATE follow DTSTART's value type, a DURATION gives way to DUE ("DUE beside DTSTART").
        case .due, .merge: ["DUE", "DTSTART", "EXDATE", "RDATE", "DURATION"]
        }
    }

    /// Whether a repeating master's absolute alarms move and overrides before its new start go.
    var movesSeries: Bool { self == .done || self == .due || self == .merge }

    /// Whether `property` of the master VTODO (or of one of its alarms, `inAlarm`) may change.
    func mayChange(_ property: CalendarProperty, inAlarm: Bool, repeating: Bool) -> Bool {
        if inAlarm {
            return repeating && movesSeries && property.name == "TRIGGER"
                && property.parameter("VALUE")?.uppercased() == "DATE-TIME"
        }
        return Self.stamps.contains(property.name) || property.name.hasPrefix("X-IKE-")
            || owned(repeating: repeating).contains(property.name)
    }

    /// The deadline this path gives a task that has `deadline` at `time`.
    static func newDeadline(_ deadline: LocalDate?, _ time: TimeOfDay?) -> (LocalDate, TimeOfDay?) {
        guard let deadline else { return (LocalDate(iso: "2026-12-10")!, nil) }
        guard time != nil else { return (deadline, TimeOfDay(hour: 15, minute: 30)) }
        // A time dropped on the same date is not sent (Docs/Sync.md, the deadline row): a day later is.
        return (deadline.adding(days: 1), nil)
    }
}
