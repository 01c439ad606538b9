import ArgumentParser
import Foundation
import IkeCore
import IkeSettings
import IkeSync

/// `ike sync`: one two-way sync with the CalDAV server of the settings file's `[sync]` (Docs/Sync.md).
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync tasks both ways with a CalDAV server (the settings file's [sync]).",
        discussion: """
            Prints one line: what was sent, received, deleted and merged, and the conflicts (ike sync --status lists \
            them). Nothing is deleted here when most tasks vanished from the server, nor all of the server's from \
            here, without --force. The password comes from IKE_SYNC_PASSWORD, password_command or password_file.
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var settings: SettingsOption
    @Flag(name: .long, help: "Print what a sync would do and change nothing.") var dryRun = false
    @Flag(name: .long, help: "Show the last sync, the changes waiting and the conflicts; no network.")
    var status = false
    @Flag(name: .long, help: "Pass the deletion guard.") var force = false
    @Flag(name: .long, help: "Log each HTTP exchange on standard error (the password is never shown).")
    var verbose = false
    @Flag(name: .long, help: "Make a task list named \"ike\" when the account has none.") var create = false

    func run() throws {
        if status { return try printStatus(try store.openExisting()) }
        let account: SyncSession.Account
        do {
            account = try SyncAccount.from(
                try SettingsLoader.load(option: settings.config), file: settings.file.path)
        } catch let error as SyncPassword.Failure {
            throw CLIError(description: error.description)
        }
        let taskStore = try store.openStore()
        let lock: SyncLock
        do {
            lock = try SyncLock(databasePath: taskStore.path)
        } catch {
            throw CLIError(description: error.description)
        }
        defer { withExtendedLifetime(lock) {} }
        let log: CalDAVClient.Log? =
            verbose ? { @Sendable line in CLIOutput.writeStandardError(line + "\n") } : nil
        let session = SyncSession(store: taskStore, account: account, log: log)
        let progress = SyncProgress()
        let (dryRun, force, create) = (self.dryRun, self.force, self.create)
        let outcome: SyncSession.Outcome
        do {
            outcome = try BlockingRun.wait {
                try await session.run(dryRun: dryRun, force: force, create: create) { done, total in
                    progress.update(done, of: total)
                }
            }
        } catch let error as SyncSession.Refusal {
            progress.finish()
            throw CLIError(description: error.description)
        } catch let error as CalDAVError {
            progress.finish()
            throw CLIError(description: error.description)
        } catch let error as CalDAVStoreError {
            progress.finish()
            throw CLIError(
                description: "the sync stopped: \(error.description); what was done is kept, run it again")
        }
        progress.finish()
        let place = outcome.parts.map { CLIOutput.visible($0.collection.url.absoluteString) }.joined(
            separator: ", ")
        guard let summary = outcome.summary else {
            if outcome.parts.count == 1 {
                for line in outcome.plan.lines { CLIOutput.line(CLIOutput.visible(line)) }
            } else {
                // Several collections: each one's plan under its name, then the totals.
                for part in outcome.parts {
                    CLIOutput.line("\(Self.name(of: part.collection)):")
                    for line in part.plan.lines { CLIOutput.line("  " + CLIOutput.visible(line)) }
                }
            }
            let counts = outcome.plan.counts
            CLIOutput.line(
                "Would sync with \(place): send \(counts.sent), receive \(counts.received), delete \(counts.deleted), "
                    + "merge \(counts.merged)")
            if let refusal = outcome.refusal { CLIOutput.note("ike: a sync would stop here: " + refusal) }
            return
        }
        CLIOutput.line("Synced with \(place): \(summary.line)")
        // Members left alone (an event, a task without a UID, a second task with one UID) are said, as
        // --dry-run says them, so a person can see why a task from elsewhere did not arrive.
        for skipped in outcome.plan.skipped { CLIOutput.note("skipped " + CLIOutput.visible(skipped)) }
        for notice in summary.notices { CLIOutput.note(CLIOutput.visible(notice)) }
        if !summary.deferred.isEmpty {
            for reason in summary.deferred { CLIOutput.note(CLIOutput.visible(reason)) }
            throw ExitCode(75)
        }
    }

    /// A collection as the output names it: its URL, and its tag when it has one.
    static func name(of collection: SyncSession.Account.Collection) -> String {
        CLIOutput.visible(collection.url.absoluteString)
            + (collection.tag.map { " (" + CLIOutput.visible(Tag.label($0)) + ")" } ?? "")
    }

    private func printStatus(_ taskStore: TaskStore) throws {
        let collections = try taskStore.syncCollections()
        if collections.isEmpty { CLIOutput.line("Never synced.") }
        for collection in collections {
            let when = collection.lastSyncAt.map { ISO8601DateFormatter().string(from: $0) } ?? "never"
            let tag = collection.tag.map { " (" + CLIOutput.visible(Tag.label($0)) + ")" } ?? ""
            CLIOutput.line("Last sync with \(CLIOutput.visible(collection.url))\(tag): \(when)")
            if collection.dropsParentLinks {
                CLIOutput.line(
                    "  its server drops parent links (RELATED-TO): steps are steps on this machine only")
            }
        }
        CLIOutput.line("Changes waiting: \(try taskStore.pendingSyncCount())")
        let conflicts = try taskStore.syncConflicts()
        CLIOutput.line(conflicts.isEmpty ? "No conflicts." : "Conflicts (newest first):")
        for conflict in conflicts {
            CLIOutput.line(
                "  \(CLIOutput.visible(conflict.title)): \(conflict.field) kept “\(CLIOutput.visible(conflict.kept))” "
                    + "(\(conflict.keptSide)), lost “\(CLIOutput.visible(conflict.lost))”")
        }
    }
}

/// The `[sync]` account as the sync needs it: the URL checked, the password found.
enum SyncAccount {
    static func from(_ settings: Settings, file: String) throws -> SyncSession.Account {
        guard let sync = settings.sync, let text = sync.url, !text.isEmpty else {
            throw CLIError(
                description:
                    "no sync account: add [sync] with url = … to \(CLIOutput.visible(file)) (see Docs/Settings.md)",
                exitCode: SettingsError.exitCode)
        }
        guard let url = accountURL(text) else {
            throw CLIError(description: urlProblem(text), exitCode: SettingsError.exitCode)
        }
        // A password failure is thrown as it is: the app's header names it ("no password").
        let password = try SyncPassword.resolve(
            command: sync.passwordCommand, file: sync.passwordFile,
            environment: ProcessInfo.processInfo.environment)
        let username = sync.username ?? ""
        let credentials =
            username.isEmpty && password == nil
            ? nil : CalDAVCredentials(username: username, password: password ?? "")
        return SyncSession.Account(
            url: url, credentials: credentials, collections: try collections(sync.collections, in: url))
    }

    /// `text` as the account's URL: http or https with a host; nil otherwise.
    static func accountURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else { return nil }
        return url
    }

    /// Why `text` is no account URL, with the fix.
    static func urlProblem(_ text: String) -> String {
        let guess = text.contains("://") ? "" : " (url = \"https://\(CLIOutput.visible(text))\"?)"
        return "[sync] url \(CLIOutput.visible(text)) is not an http:// or https:// URL" + guess
    }

    /// The `[[sync.collections]]` hrefs as URLs (relative ones against the account's URL), each ending in
    /// a slash as collections do.
    static func collections(
        _ collections: [SyncSettings.Collection], in account: URL
    ) throws -> [SyncSession.Account.Collection] {
        var seen: Set<String> = []
        return try collections.enumerated().map { index, collection in
            // A list without a tag after the first would hold tasks whose home is the first: each would move.
            guard index == 0 || collection.tag != nil else {
                throw CLIError(
                    description:
                        "[[sync.collections]] href \(CLIOutput.visible(collection.href)) needs a tag: only the "
                        + "first collection (the home of untagged tasks) goes without",
                    exitCode: SettingsError.exitCode)
            }
            guard let url = URL(string: collection.href, relativeTo: account)?.absoluteURL,
                let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
            else {
                throw CLIError(
                    description:
                        "[[sync.collections]] href \(CLIOutput.visible(collection.href)) is not a URL or path",
                    exitCode: SettingsError.exitCode)
            }
            let slashed = url.absoluteString.hasSuffix("/") ? url : URL(string: url.absoluteString + "/")!
            guard seen.insert(slashed.absoluteString).inserted else {
                throw CLIError(
                    description:
                        "[[sync.collections]] lists \(CLIOutput.visible(slashed.absoluteString)) twice",
                    exitCode: SettingsError.exitCode)
            }
            return SyncSession.Account.Collection(url: slashed, tag: collection.tag)
        }
    }
}
