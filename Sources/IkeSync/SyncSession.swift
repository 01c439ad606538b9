import AsyncHTTPClient
import Foundation
import IkeCore

/// One `ike sync`: find the collection, plan, check the guard, run (or only plan for `--dry-run`).
public struct SyncSession: Sendable {
    /// Where the tasks are and who is asking.
    public struct Account: Sendable {
        public var url: URL
        public var credentials: CalDAVCredentials?

        /// An account from its parts.
        public init(url: URL, credentials: CalDAVCredentials?) {
            self.url = url
            self.credentials = credentials
        }
    }

    /// What a session did, or would do.
    public struct Outcome: Sendable {
        public let collectionURL: URL
        public let plan: SyncPlan
        /// Nil for a dry run.
        public let summary: SyncRunner.Summary?
    }

    /// Why a session stopped before changing anything.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    public let store: TaskStore
    public let account: Account
    public let log: CalDAVClient.Log?

    /// A session syncing `store` with `account`, logging each HTTP exchange to `log` when given.
    public init(store: TaskStore, account: Account, log: CalDAVClient.Log? = nil) {
        self.store = store
        self.account = account
        self.log = log
    }

    /// Syncs once: `create` makes a collection named "ike" when the account has none; `force` passes the
    /// deletion guard; `dryRun` plans and changes nothing.
    public func run(
        dryRun: Bool, force: Bool, create: Bool,
        progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
    ) async throws -> Outcome {
        let http = CalDAVClient.makeHTTPClient()
        do {
            let outcome = try await run(
                CalDAVClient(httpClient: http, credentials: account.credentials, log: log), dryRun: dryRun,
                force: force,
                create: create, progress: progress)
            try await http.shutdown()
            return outcome
        } catch {
            try? await http.shutdown()
            throw error
        }
    }

    private func run(
        _ client: CalDAVClient, dryRun: Bool, force: Bool, create: Bool,
        progress: @escaping @Sendable (Int, Int) -> Void
    ) async throws -> Outcome {
        let collectionURL = try await collection(client, create: create && !dryRun)
        let collection = try store.syncCollection(url: collectionURL.absoluteString, tag: nil)
        let remote = ClientCollectionStore(client: client, url: collectionURL)
        let plan = try await SyncPlanner(store: store, remote: remote, collection: collection).plan()
        if !force,
            let refusal = SyncGuard.refusal(
                of: plan, synced: try store.syncItems(collectionID: collection.id).count)
        {
            throw Refusal(description: refusal)
        }
        guard !dryRun else { return Outcome(collectionURL: collectionURL, plan: plan, summary: nil) }
        let summary = try await SyncRunner(
            store: store, remote: remote, collection: collection, timeZone: store.environment.timeZone
        ).run(plan, progress: progress)
        return Outcome(collectionURL: collectionURL, plan: plan, summary: summary)
    }

    /// The collection to sync: the one synced before when it is still there, else the first task collection
    /// discovery finds, else (when asked) a new one named "ike" in the calendar home.
    private func collection(_ client: CalDAVClient, create: Bool) async throws -> URL {
        if let known = try store.syncCollections().first, let url = URL(string: known.url),
            account.url.absoluteString == known.url
                || url.absoluteString.hasPrefix(account.url.absoluteString)
        {
            return url
        }
        let discovery: CalDAVDiscovery
        do {
            discovery = try await client.discover(account.url)
        } catch {
            // (Matching the typed error's case inside this catch crashes Swift 6.3's ownership check.)
            guard Self.foundNoTaskCollection(error) else { throw error }
            guard create else {
                throw Refusal(description: "\(error.description); ike sync --create makes one named \"ike\"")
            }
            let home = try await calendarHome(client)
            let url = try client.url(of: "ike/", relativeTo: home)
            try await client.makeTodoCalendar(url, displayName: "ike")
            return url
        }
        return discovery.collections[0].url
    }

    private static func foundNoTaskCollection(_ error: CalDAVError) -> Bool {
        if case .noTaskCollection = error { return true }
        return false
    }

    /// The account's calendar home (where a new collection goes), through its principal.
    private func calendarHome(_ client: CalDAVClient) async throws -> URL {
        let first = try await client.propfind(
            account.url, depth: .zero, properties: [DAVName.currentUserPrincipal, DAVName.calendarHomeSet])
        if let home = first.responses.first?.properties.calendarHomeSet.first {
            return try client.url(of: home, relativeTo: account.url)
        }
        var principal = account.url
        if let href = first.responses.first?.properties.currentUserPrincipal {
            principal = try client.url(of: href, relativeTo: account.url)
        }
        let second = try await client.propfind(principal, depth: .zero, properties: [DAVName.calendarHomeSet])
        guard let home = second.responses.first?.properties.calendarHomeSet.first else {
            throw Refusal(
                description: "\(account.url.absoluteString) names no calendar home to make a task list in")
        }
        let url = try client.url(of: home, relativeTo: principal)
        return url.absoluteString.hasSuffix("/") ? url : URL(string: url.absoluteString + "/")!
    }
}
