/// One desktop notification `ike notify` sends, and the reminders it covers (remembered as sent only when
/// it was delivered).
///
/// No flood: up to `separateLimit` reminders that came within the last day get a notification each; more
/// than that share one. Reminders that came more than a day ago (ike notify did not run then, or runs for
/// the first time over old deadlines) always share one summary, however many there are.
public struct ReminderNotice: Hashable, Sendable {
    /// The most reminders sent one by one in a run.
    public static let separateLimit = 3
    /// The most titles a shared notification lists.
    static let listedTitles = 5

    /// The notification's title line.
    public var summary: String
    /// Its text: lines, no markup (the sender escapes what the notifier would read as markup).
    public var body: String
    public var reminders: [Reminder]

    /// A notice from its parts.
    public init(summary: String, body: String, reminders: [Reminder]) {
        self.summary = summary
        self.body = body
        self.reminders = reminders
    }

    /// The notifications for `reminders`, in their order.
    public static func plan(_ reminders: [Reminder]) -> [ReminderNotice] {
        let recent = reminders.filter { !$0.isMissed }
        let missed = reminders.filter(\.isMissed)
        var notices: [ReminderNotice] = []
        if recent.count <= separateLimit {
            notices += recent.map { single($0) }
        } else {
            notices.append(shared(recent, summary: "\(recent.count) tasks are due"))
        }
        if missed.count == 1 {
            notices.append(single(missed[0]))
        } else if !missed.isEmpty {
            notices.append(shared(missed, summary: "\(missed.count) tasks were due before today"))
        }
        return notices
    }

    /// The notice as `ike notify` prints it without a notifier: one line for one reminder, else the
    /// summary and the listed lines indented (so a first run over old deadlines prints a few lines, not
    /// thousands, into a cron mail).
    public var printed: String {
        guard reminders.count > 1 else { return reminders.map { Self.line($0) + "\n" }.joined() }
        return summary + ":\n" + body.split(separator: "\n").map { "  " + $0 + "\n" }.joined()
    }

    /// The line a reminder takes when printed or listed: "Due today: Call the bank (#12)".
    public static func line(_ reminder: Reminder) -> String {
        "\(when(reminder)): \(reminder.item.shownTitle)" + id(reminder)
    }

    private static func single(_ reminder: Reminder) -> ReminderNotice {
        ReminderNotice(
            summary: reminder.item.shownTitle, body: when(reminder) + id(reminder),
            reminders: [reminder])
    }

    private static func shared(_ reminders: [Reminder], summary: String) -> ReminderNotice {
        var lines = reminders.prefix(listedTitles).map { line($0) }
        if reminders.count > listedTitles {
            lines.append("and \(reminders.count - listedTitles) more: ike due lists them")
        }
        return ReminderNotice(summary: summary, body: lines.joined(separator: "\n"), reminders: reminders)
    }

    /// "Due today", "Due today at 15:00", "Due Thu 26 Nov at 00:10", "Was due Fri 20 Nov",
    /// "Was due Fri 20 Nov 15:00".
    private static func when(_ reminder: Reminder) -> String {
        guard let deadline = reminder.item.deadline else { return "Due today" }
        let time = reminder.item.deadlineTime
        if reminder.isOverdue {
            return "Was due " + deadline.shortDescription + (time.map { " \($0)" } ?? "")
        }
        let day = reminder.isDueToday ? "Due today" : "Due " + deadline.shortDescription
        return day + (time.map { " at \($0)" } ?? "")
    }

    private static func id(_ reminder: Reminder) -> String {
        reminder.item.id.map { " (#\($0))" } ?? ""
    }
}
