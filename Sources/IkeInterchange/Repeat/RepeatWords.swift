import Foundation
import IkeCore

/// A repeat as one cell of text, for the formats that have no rule syntax of their own (a CSV `repeat`
/// column, Markdown's `🔁`): a rule as the words the Repeat field reads ("every 2 weeks on Mon, Thu"),
/// a kept custom rule as its format's own word (`rrule:FREQ=…`, `rec:2b`, `recur:weekends`) so that it
/// goes back to that format unchanged.
enum RepeatWords {
    /// How "after done" is said: ike's words, or Obsidian Tasks' "when done".
    enum Completion {
        case afterDone, whenDone
    }

    /// The text for `repeats`.
    static func text(_ repeats: TaskRepeat, completion: Completion = .afterDone) -> String {
        switch repeats {
        case .rule(let rule):
            var words = rule.words
            // A rule whose words do not read back as itself (a BYDAY ordinal such as -2) goes as its RRULE.
            guard
                (try? RecurrencePhrase.parse(words, today: LocalDate(year: 2000, month: 1, day: 1)!)) == rule
            else {
                return "rrule:" + rule.rrule + (rule.anchor == .completion ? ";FROM=COMPLETION" : "")
            }
            if completion == .whenDone, rule.anchor == .completion {
                words = words.replacingFirst(" after done", with: " when done")
            }
            return words
        case .custom(let custom):
            switch custom.syntax {
            case .iCalendar: return "rrule:" + custom.text
            case .todoTxt: return "rec:" + custom.text
            case .taskwarrior: return "recur:" + custom.text
            }
        }
    }

    /// Why a cell is not a repeat, in words.
    struct Unreadable: Error {
        let message: String
    }

    /// The repeat a cell names: a format's own word, an RRULE value (`FREQ=…`), or repeat words (with
    /// "when done" read as "after done"; an "until" date without a year counts from `today`).
    static func parse(_ text: String, today: LocalDate) throws(Unreadable) -> TaskRepeat {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lower = trimmed.lowercased()
        if lower.hasPrefix("rrule:") {
            return ICalendarRepeat.read(rrule: String(trimmed.dropFirst(6)), from: nil)
        }
        if lower.hasPrefix("rec:"), trimmed.count > 4 {
            return TodoTxtRepeat.read(rec: String(trimmed.dropFirst(4)))
        }
        if lower.hasPrefix("recur:"), trimmed.count > 6 {
            return TaskwarriorRepeat.read(recur: String(trimmed.dropFirst(6)))
        }
        if lower.hasPrefix("freq=") { return ICalendarRepeat.read(rrule: trimmed, from: nil) }
        let phrase = lower.replacingOccurrences(of: " when done", with: " after done")
        do {
            return .rule(try RecurrencePhrase.parse(phrase, today: today))
        } catch {
            throw Unreadable(message: error.message)
        }
    }
}

extension String {
    /// The string with the first `target` replaced.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
