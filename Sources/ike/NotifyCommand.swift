import ArgumentParser
import IkeCore

/// `ike notify`: sends each reminder that has come once, for a timer or cron to run every few minutes.
struct NotifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notify",
        abstract: "Send a desktop notification for each task that became due, once.",
        discussion: """
            Meant to run every few minutes (the ike-notify systemd user timer, or cron). A deadline is \
            reminded of on its day at notify_time from the settings file (09:00 unless set); notify_lead \
            is for deadlines with a time of day. Each reminder is sent once: ike remembers it in the \
            database with the deadline, so a moved deadline is reminded of again. Up to 3 reminders are \
            sent one by one, more share one notification, and reminders missed by more than a day share \
            one summary. Sent through notify-send when it is on PATH (stopped after 5 seconds), else \
            printed. A reminder whose notification failed is sent again next run. Prints nothing when \
            nothing is due, and a missing database means nothing is. Exit status 1 when a notification \
            failed or the database stayed locked by another process.
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var settings: SettingsOption

    func run() throws {
        let schedule = try SettingsLoader.load(option: settings.config).app.dueSchedule
        let notifier = DesktopNotifier.fromEnvironment()
        var failure: String?
        var left = 0
        do {
            guard let taskStore = try store.openExistingIfPresent() else { return }
            let now = taskStore.environment.localNow
            _ = try taskStore.sendReminders(schedule: schedule, now: now) { reminders in
                var delivered: [Reminder] = []
                for notice in ReminderNotice.plan(reminders) {
                    let result = notifier.send(notice)
                    guard result == .sent else {
                        // The service is most likely down: the rest waits for the next run.
                        failure = notifier.describe(result)
                        left = reminders.count - delivered.count
                        break
                    }
                    delivered += notice.reminders
                }
                return delivered
            }
        } catch StoreError.busy(let path, let waited, let holder) {
            throw CLIError(
                description: "the database \(CLIOutput.visible(path)) is locked by another process ("
                    + (holder.map { "pid \($0), " } ?? "")
                    + "waited \(waited) ms); no reminder was sent, the next run sends them")
        }
        if let failure {
            throw CLIError(
                description: failure + "; \(left) reminder\(left == 1 ? "" : "s") left for the next run")
        }
    }
}
