import Foundation
import IkeCore

/// The edits ike makes to a VTODO it did not write, shared by the export of an original
/// (`ICalendarOriginal`) and CalDAV sync's patch of the server's text (IkeSync's `VTodoFields`): each sets
/// the properties of one field and leaves every other property where it was.
extension CalendarComponent {
    /// Sets a TEXT property to `text` (control characters as `ICalendarText` writes them), or removes it
    /// when `text` is empty.
    public mutating func setText(_ name: String, _ text: String) {
        if text.isEmpty {
            remove(name)
        } else {
            set(.exactText(name, text))
        }
    }

    /// Sets DUE to the date, with `time` when it has one, or removes it. A timed DUE keeps the TZID the
    /// DUE it replaces had (ike's times are wall-clock times, read as written in that zone, and its
    /// VTIMEZONE stays in the object), else it is a floating time.
    public mutating func setDue(_ deadline: LocalDate?, time: TimeOfDay? = nil) {
        guard let deadline else { return remove("DUE") }
        guard let time else {
            return set(
                CalendarProperty(
                    name: "DUE", parameters: ";VALUE=DATE", value: DateTimeText.basicDate(deadline)))
        }
        set(
            CalendarProperty(
                name: "DUE", parameters: property("DUE")?.zoneParameter ?? "",
                value: DateTimeText.basicDate(deadline) + "T" + Self.basicTime(time)))
    }

    /// "150000": hours, minutes and zero seconds.
    static func basicTime(_ time: TimeOfDay) -> String {
        (time.hour < 10 ? "0" : "") + "\(time.hour)" + (time.minute < 10 ? "0" : "") + "\(time.minute)00"
    }

    /// Writes the rule as ike spells it: RRULE, and `X-IKE-REPEAT-FROM:COMPLETION` for after done; both
    /// removed for no rule or one kept in another format's syntax. Called only when the rule changed, so
    /// another app's spelling of an unchanged rule stays.
    public mutating func setRepeat(_ repeats: TaskRepeat?) {
        guard let repeats, let written = ICalendarRepeat.written(repeats) else {
            remove("RRULE")
            remove(ICalendarRepeat.fromProperty)
            return
        }
        set(CalendarProperty(name: "RRULE", value: written.rrule))
        if written.fromCompletion {
            set(CalendarProperty(name: ICalendarRepeat.fromProperty, value: "COMPLETION"))
        } else {
            remove(ICalendarRepeat.fromProperty)
        }
    }

    /// Whether this VTODO is done as ike reads one: STATUS:COMPLETED, or a COMPLETED time without a STATUS.
    public var isCompleted: Bool {
        let status = property("STATUS")?.value.uppercased()
        return status == "COMPLETED" || (status == nil && property("COMPLETED") != nil)
    }

    /// Writes a plain field's `X-IKE-` property, or removes it for none.
    public mutating func setPlain(_ field: PlainField, _ value: PlainValue?) {
        if let value {
            set(.text(field.calendarProperty, field.kind.text(value)))
        } else {
            remove(field.calendarProperty)
        }
    }

    /// The plain field's value the VTODO holds (`X-IKE-NAME`), or `nil` for none or one that does not read.
    public func plain(_ field: PlainField) -> PlainValue? {
        property(field.calendarProperty).flatMap { field.kind.value($0.text) }
    }

    /// Whether the VTODO says it was cancelled (`STATUS:CANCELLED`): closed without being done.
    public var isCancelled: Bool {
        property("STATUS")?.value.uppercased() == "CANCELLED"
    }

    /// The VTODO's status as ike reads it: cancelled, completed (done) or else open.
    public var status: TaskStatus {
        isCancelled ? .cancelled : isCompleted ? .done : .open
    }

    /// Gives the VTODO `status`: done at `time` as `setDone` writes it; cancelled with `STATUS:CANCELLED`
    /// alone (no COMPLETED or PERCENT-COMPLETE:100, which would say it was done); open as `setDone`.
    public mutating func setStatus(_ status: TaskStatus, at time: Date) {
        switch status {
        case .open: setDone(false, at: time)
        case .done: setDone(true, at: time)
        case .cancelled:
            set(CalendarProperty(name: "STATUS", value: "CANCELLED"))
            remove("COMPLETED")
            if property("PERCENT-COMPLETE")?.value == "100" { remove("PERCENT-COMPLETE") }
        }
    }

    /// Marks the VTODO done at `time` (STATUS, COMPLETED, PERCENT-COMPLETE), or open again.
    public mutating func setDone(_ done: Bool, at time: Date) {
        if done {
            set(CalendarProperty(name: "STATUS", value: "COMPLETED"))
            set(CalendarProperty(name: "COMPLETED", value: DateTimeText.basicUTC(time)))
            set(CalendarProperty(name: "PERCENT-COMPLETE", value: "100"))
        } else {
            set(CalendarProperty(name: "STATUS", value: "NEEDS-ACTION"))
            remove("COMPLETED")
            remove("PERCENT-COMPLETE")
        }
    }

    /// Stamps DTSTAMP and LAST-MODIFIED with `time`.
    public mutating func stamp(_ time: Date) {
        let stamp = DateTimeText.basicUTC(time)
        set(CalendarProperty(name: "DTSTAMP", value: stamp))
        set(CalendarProperty(name: "LAST-MODIFIED", value: stamp))
    }
}

extension CalendarProperty {
    /// A TEXT property holding `text` exactly: escaped, with control characters as visible symbols and the
    /// exact text in `X-IKE-TEXT` (`ICalendarText`), as ike's own export writes it.
    public static func exactText(_ name: String, _ text: String) -> CalendarProperty {
        guard ICalendarText.needsPictures(text) else { return .text(name, text) }
        var value: [UInt8] = []
        ICalendarText.appendEscaped(ICalendarText.pictured(text), to: &value)
        return CalendarProperty(
            name: name,
            parameters: ";" + ICalendarText.exactTextParameter + "=" + Data(text.utf8).base64EncodedString(),
            value: String(decoding: value, as: UTF8.self))
    }
}

extension CalendarProperty {
    /// The property's `;TZID=…` parameter exactly as written (quotes kept), or nothing: the zone a new
    /// date-time written beside or in place of it keeps.
    var zoneParameter: String {
        parameters.split(separator: ";").filter { $0.uppercased().hasPrefix("TZID=") }.map { ";" + $0 }
            .joined()
    }
}
