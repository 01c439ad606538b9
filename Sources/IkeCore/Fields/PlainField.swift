import Foundation

/// A task field that is one plain value (a number of minutes, a date), carried the same way by everything
/// that carries fields: its own column, ike JSON and CSV under its `name`, iCalendar and sync as an
/// `X-IKE-` property, Taskwarrior as a UDA, the store's edit times and sync's merge as any field. A plain
/// field is declared here alone (its name, its kind, where `TodoItem` holds it); every layer answers for
/// all of them through `TaskField.plain` (issue 31, "A new task field" in Docs/Architecture.md).
public enum PlainField: CaseIterable, Hashable, Sendable {
    /// How long the task is expected to take (`TodoItem.estimate`, minutes).
    case estimate
    /// The day the person chose to do the task (`TodoItem.planned`, issue 35): not a deadline, a plan.
    case planned

    /// The name in files: ike JSON's member, the CSV column, the Taskwarrior UDA, the store's column and,
    /// upper-cased after `X-IKE-`, the iCalendar property.
    public var name: String {
        switch self {
        case .estimate: "estimate"
        case .planned: "planned"
        }
    }

    /// The field in words for messages.
    public var words: String {
        switch self {
        case .estimate: "estimate"
        case .planned: "planned day"
        }
    }

    /// The field as a label, short enough for the form's label column ("Estimate", "Planned").
    public var label: String {
        switch self {
        case .estimate: "Estimate"
        case .planned: "Planned"
        }
    }

    /// What kind of value it holds, which says how it is written and read.
    public var kind: PlainKind {
        switch self {
        case .estimate: .duration
        case .planned: .day
        }
    }

    /// The marker quick add reads it from, right before the value (`~` for `~30m`), or `nil` for none.
    public var quickAddMarker: String? {
        switch self {
        case .estimate: "~"
        // Planned in the plan deck, the form, `ike plan`; quick add's `@` and `*` are other apps' words.
        case .planned: nil
        }
    }

    /// An example of the marker with a value, for help ("~30m").
    public var quickAddExample: String? {
        switch self {
        case .estimate: "~30m, ~1h30m"
        case .planned: nil
        }
    }

    /// The value `item` holds, or `nil` for none.
    public func value(in item: TodoItem) -> PlainValue? {
        switch self {
        case .estimate: item.estimate.map(PlainValue.minutes)
        case .planned: item.planned.map(PlainValue.day)
        }
    }

    /// Gives `item` this value (`nil` clears it); a value of another kind clears it too.
    public func set(_ value: PlainValue?, in item: inout TodoItem) {
        switch self {
        case .estimate: item.estimate = value?.minutes
        case .planned: item.planned = value?.day
        }
    }

    /// The iCalendar property it is carried in (sync and the calendar files).
    public var calendarProperty: String { "X-IKE-" + name.uppercased() }

    /// The plain field carried in the iCalendar property `name`, if any.
    public init?(calendarProperty name: String) {
        guard name.hasPrefix("X-IKE-"),
            let field = Self.allCases.first(where: { $0.calendarProperty == name.uppercased() })
        else { return nil }
        self = field
    }
}

/// The kinds of value a plain field can hold.
public enum PlainKind: Hashable, Sendable {
    /// A length of time in whole minutes, written as an ISO 8601 duration (`PT1H30M`), as Taskwarrior
    /// writes a `duration` UDA and iCalendar a DURATION.
    case duration
    /// A calendar day, written `2026-12-01` in files (as ike writes a date-only deadline) and typed as a
    /// deadline is (`today`, `fri`, `+3d`, `2026-12-01`).
    case day

    /// The value written in files.
    public func text(_ value: PlainValue) -> String {
        switch value {
        case .minutes(let minutes): DurationText.iso(minutes: minutes)
        case .day(let day): day.iso
        }
    }

    /// The value as people read and type it: `1h30m`, `2026-12-01`.
    public func shortText(_ value: PlainValue) -> String {
        switch value {
        case .minutes(let minutes): DurationText.short(minutes: minutes)
        case .day(let day): day.iso
        }
    }

    /// The value of `text` as files write it (a duration `90`, `45m`, `1h30m`, `PT1H30M`; a day
    /// `2026-12-01`), or `nil` when it is none. With `today`, also a day as people type one (`today`,
    /// `fri`, `+3d`: `DeadlineParser`, weeks from `firstWeekday`).
    public func value(_ text: String, today: LocalDate? = nil, firstWeekday: Weekday = .monday) -> PlainValue?
    {
        switch self {
        case .duration:
            return DurationText.minutes(text).map(PlainValue.minutes)
        case .day:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let day = LocalDate(iso: trimmed) { return .day(day) }
            guard let today,
                let day = try? DeadlineParser(today: today, firstWeekday: firstWeekday).parse(trimmed)
            else { return nil }
            return .day(day)
        }
    }

    /// What stands for a value in help's list of markers (`~TIME`).
    public var placeholder: String {
        switch self {
        case .duration: "TIME"
        case .day: "DAY"
        }
    }

    /// What a value looks like, for messages ("“x” is not a duration such as 30m or PT1H30M").
    public var example: String {
        switch self {
        case .duration: "a duration such as 30m or PT1H30M"
        case .day: "a day such as 2026-12-01 (or, typed, today or fri)"
        }
    }

    /// The values added up (a duration's minutes), or `nil` for none and for days, which do not add up.
    public func sum(_ values: [PlainValue]) -> PlainValue? {
        guard !values.isEmpty else { return nil }
        switch self {
        case .duration: return .minutes(values.reduce(0) { $0 + ($1.minutes ?? 0) })
        case .day: return nil
        }
    }

    /// The value as the store keeps it (an integer column: minutes, or days since 1970-01-01).
    func stored(_ value: PlainValue) -> Int64 {
        switch value {
        case .minutes(let minutes): Int64(minutes)
        case .day(let day): Int64(day.daysSinceEpoch)
        }
    }

    /// The value of a stored integer.
    func value(stored: Int64) -> PlainValue {
        switch self {
        case .duration: .minutes(Int(clamping: stored))
        case .day: .day(LocalDate(daysSinceEpoch: Int(clamping: stored)))
        }
    }
}

/// A plain field's value.
public enum PlainValue: Hashable, Sendable {
    case minutes(Int)
    case day(LocalDate)

    /// The minutes of a duration, else `nil`.
    public var minutes: Int? {
        switch self {
        case .minutes(let minutes): minutes
        case .day: nil
        }
    }

    /// The day of a day value, else `nil`.
    public var day: LocalDate? {
        switch self {
        case .day(let day): day
        case .minutes: nil
        }
    }
}
