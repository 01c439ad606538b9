/// How a task repeats: a rule ike follows, or a rule from another app that ike cannot follow, kept as the
/// text that app wrote so that it goes back unchanged (Docs/Decisions.md, "Recurring tasks").
public enum TaskRepeat: Hashable, Sendable {
    /// A rule ike computes next deadlines from.
    case rule(RecurrenceRule)
    /// A rule ike does not model, as written in its own format; shown as "custom", never changed.
    case custom(CustomRepeat)

    /// The rule ike follows, or `nil` for a custom one.
    public var rule: RecurrenceRule? {
        if case .rule(let rule) = self { return rule }
        return nil
    }

    /// The rule in the words the Repeat field reads back ("every 2 weeks"), or "custom (TEXT)".
    public var words: String {
        switch self {
        case .rule(let rule): rule.words
        case .custom(let custom): "custom (\(custom.text))"
        }
    }

    /// The rule in a few words for a row: "every 2 weeks", "custom".
    public var shortWords: String {
        switch self {
        case .rule(let rule): rule.words
        case .custom: "custom"
        }
    }
}

/// A repeat rule ike cannot follow, with the format whose syntax it is in: it is written back only to
/// that format, exactly as read.
public struct CustomRepeat: Hashable, Sendable {
    /// Whose syntax `text` is.
    public enum Syntax: String, Hashable, Sendable, CaseIterable {
        /// An iCalendar RRULE value (`FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR`).
        case iCalendar = "ics"
        /// A todo.txt `rec:` value (`2b`).
        case todoTxt = "todotxt"
        /// A Taskwarrior `recur` value (`weekdays`).
        case taskwarrior = "taskwarrior"
    }

    public var syntax: Syntax
    public var text: String

    /// A kept rule from its syntax and text.
    public init(_ syntax: Syntax, _ text: String) {
        self.syntax = syntax
        self.text = text
    }

    /// The first control or invisible format character in `text` (an escape, a bidi override), or nil.
    /// Where a person or a file enters a rule (`--repeat`, the form, ike JSON) such text is refused, as in
    /// a tag: no rule needs one, and it would reach every screen, message and app the rule is shown in.
    public static func hiddenCharacter(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first {
            let category = $0.properties.generalCategory
            return category == .control || category == .format
        }
    }
}

extension TaskRepeat {
    /// The three columns a repeat is stored in: the RRULE value (or the custom text), the custom text's
    /// syntax (`nil` for a rule ike follows) and whether the next deadline counts from the day it was done.
    package var stored: (text: String, syntax: String?, fromDone: Bool) {
        switch self {
        case .rule(let rule): (rule.rrule, nil, rule.anchor == .completion)
        case .custom(let custom): (custom.text, custom.syntax.rawValue, false)
        }
    }

    /// The repeat the columns hold, or `nil` for none. A stored rule that no longer reads as one (written
    /// by a newer ike) is kept as custom iCalendar text rather than lost.
    package init?(stored text: String?, syntax: String?, fromDone: Bool?) {
        guard let text else { return nil }
        if let syntax {
            self = .custom(CustomRepeat(CustomRepeat.Syntax(rawValue: syntax) ?? .iCalendar, text))
        } else if var rule = RecurrenceRule(rrule: text) {
            if fromDone == true { rule.anchor = .completion }
            self = .rule(rule)
        } else {
            self = .custom(CustomRepeat(.iCalendar, text))
        }
    }
}
