import IkeCore
import IkeTerm

extension EditFormState {
    /// What the Repeat field reads as: no rule (blank or "none"), the task's own rule while its words are
    /// untouched, a typed phrase ("every 2 weeks", `every` optional), or an RRULE (one ike cannot follow is
    /// kept as custom); else the phrase's error.
    public func parsedRepeat(
        today: LocalDate, firstWeekday: Weekday = .monday
    ) -> Result<TaskRepeat?, RecurrencePhraseError> {
        let text = repeats.text.trimmingCharacters(in: .whitespaces)
        // The field holds the words as a field cleans them (a control character dropped), so a rule read
        // from another app with one is kept while the field is untouched.
        if let originalRepeat, repeats.text == TextField(originalRepeat.words).text {
            return .success(originalRepeat)
        }
        if let scalar = CustomRepeat.hiddenCharacter(in: text) {
            return .failure(.hiddenCharacter(text, scalar))
        }
        if text.isEmpty || ["none", "never", "no"].contains(text.lowercased()) { return .success(nil) }
        if text.uppercased().hasPrefix("FREQ=") {
            return .success(
                RecurrenceRule(rrule: text).map(TaskRepeat.rule) ?? .custom(CustomRepeat(.iCalendar, text)))
        }
        return Result { () throws(RecurrencePhraseError) -> TaskRepeat? in
            .rule(try RecurrencePhrase.parse(text, today: today, firstWeekday: firstWeekday))
        }
    }

    /// How many dates the Repeat field's preview lists.
    static let previewDates = 3

    /// The preview under the Repeat field: the next dates the rule gives from the deadline field's date
    /// (or from today when it has none), and what the rule skips ("months without a 31st are skipped");
    /// `nil` for no rule. `isError` when the field cannot be read.
    public func repeatNote(
        today: LocalDate, firstWeekday: Weekday = .monday
    ) -> (text: String, isError: Bool)? {
        switch parsedRepeat(today: today, firstWeekday: firstWeekday) {
        case .failure(let error): return (error.message, true)
        case .success(nil): return nil
        case .success(.custom?): return ("custom: ike keeps this rule but cannot compute its dates", false)
        case .success(.rule(let rule)?):
            let deadline = ((try? parsedDeadline(today: today, firstWeekday: firstWeekday).get()) ?? nil)?
                .date
            guard let first = deadline ?? rule.first(onOrAfter: today) else {
                return ("no date from today on", true)
            }
            var dates = [first]
            var rest = rule
            while dates.count < Self.previewDates,
                let next = rest.next(after: dates.last!, doneOn: dates.last!)
            {
                if case .count(let left) = rest.end { rest.end = .count(left - 1) }
                dates.append(next)
            }
            var text = "next " + dates.map(\.shortDescription).joined(separator: ", ")
            if dates.count < Self.previewDates { text += " (then no more)" }
            if let skipped = Self.skippedMonths(rule) { text += "; " + skipped }
            return (text, false)
        }
    }

    /// "months without a 31st are skipped" for a rule on a day some months lack (29, 30 or 31).
    static func skippedMonths(_ rule: RecurrenceRule) -> String? {
        guard rule.frequency == .monthly || rule.frequency == .yearly,
            let day = rule.monthDays.filter({ $0 >= 29 }).min()
        else { return nil }
        let ordinal = day == 31 ? "31st" : day == 30 ? "30th" : "29th"
        return "months without a \(ordinal) are skipped"
    }
}
