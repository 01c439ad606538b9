import Foundation
import IkeCore

/// One `ike sync`: find the collections, plan, check the guard, run (or only plan for `--dry-run`).
public struct SyncSession: Sendable {
    /// Where the tasks are and who is asking.
    public struct Account: Sendable {
        public var url: URL
        public var credentials: CalDAVCredentials?
        /// The collections to sync, in the settings file's order, each with the tag its tasks carry; none
        /// means the one discovery finds (Docs/Sync.md, "Several collections").
        public var collections: [Collection]

        /// A collection of the account and its tag.
        public struct Collection: Sendable, Hashable {
            public var url: URL
            public var tag: String?

            /// A collection from its parts.
            public init(url: URL, tag: String?) {
                self.url = url
                self.tag = tag
            }
        }

        /// An account from its parts.
        public init(url: URL, credentials: CalDAVCredentials?, collections: [Collection] = []) {
            self.url = url
            self.credentials = credentials
            self.collections = collections
        }
    }

    /// What a session did, or would do.
    public struct Outcome: Sendable {
        /// What one collection did, or would do.
        public struct Part: Sendable {
            public let collection: Account.Collection
            public let plan: SyncPlan
            /// Nil for a dry run.
            public let summary: SyncRunner.Summary?
        }

        /// Per collection, in the settings file's order.
        public let parts: [Part]
        /// For a dry run whose plan the deletion guard would stop: why, as a sync without `--force` says.
        public var refusal: String? = nil
        /// The first collection (the only one unless several are configured).
        public var collectionURL: URL { parts[0].collection.url }
        /// Every collection's actions together.
        public var plan: SyncPlan { SyncPlan.combining(parts.map(\.plan)) }
        /// The totals of every collection; nil for a dry run.
        public var summary: SyncRunner.Summary? {
            parts.contains { $0.summary == nil } ? nil : SyncRunner.Summary.total(parts.compactMap(\.summary))
        }
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
        let session = HTTPSession()
        defer { session.shutdown() }
        return try await run(
            CalDAVClient(session: session, credentials: account.credentials, log: log), dryRun: dryRun,
            force: force, create: create, progress: progress)
    }

    private func run(
        _ client: CalDAVClient, dryRun: Bool, force: Bool, create: Bool,
        progress: @escaping @Sendable (Int, Int) -> Void
    ) async throws -> Outcome {
        let collections = try await self.collections(client, create: create && !dryRun)
        return try await run(
            collections, remotes: collections.map { ClientCollectionStore(client: client, url: $0.url) },
            dryRun: dryRun, force: force, progress: progress)
    }

    /// Syncs `collections` once, each through its remote (one per collection, in the same order): what a
    /// sync does once it has found them. It reads what changed, not every task (Docs/Sync.md, "What a sync
    /// reads"); the bench times it against recorded answers.
    public func run(
        _ collections: [Account.Collection], remotes: [any CalDAVStore], dryRun: Bool, force: Bool,
        progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
    ) async throws -> Outcome {
        precondition(remotes.count == collections.count, "one remote per collection")
        let pairing = SyncPairing(
            try collections.map { try store.syncCollection(url: $0.url.absoluteString, tag: $0.tag) })
        let remotes = remotes.indices.map { pairing.remote(remotes[$0], at: $0) }
        if !dryRun {
            try CancelledRecheck.run(store)
            try StartRecheck.run(store)
        }
        let plans = try await PairedSyncPlanner(store: store, pairing: pairing, remotes: remotes).plan()
        let combined = SyncPlan.combining(plans)
        // Counted only when the guard could stop the plan: counting reads every record.
        let synced =
            max(combined.localDeletions, combined.remoteDeletions) < SyncGuard.minimum
            ? 0
            : try pairing.collections.reduce(0) { $0 + (try store.syncItemCount(collectionID: $1.id)) }
        let refusal = force ? nil : SyncGuard.refusal(of: combined, synced: synced)
        guard !dryRun else {
            // The plan is what a person needs to see when the guard trips: shown, with the refusal.
            return Outcome(
                parts: zip(collections, plans).map { Outcome.Part(collection: $0, plan: $1, summary: nil) },
                refusal: refusal)
        }
        if let refusal { throw Refusal(description: refusal) }
        let summaries = try await PairedSyncRunner(
            store: store, pairing: pairing, remotes: remotes, timeZone: store.environment.timeZone
        ).run(plans, progress: progress)
        return Outcome(
            parts: collections.indices.map {
                Outcome.Part(collection: collections[$0], plan: plans[$0], summary: summaries[$0])
            })
    }

    /// The collections to sync: the account's, each made first when `create` and missing; else the one
    /// `collection` finds.
    private func collections(_ client: CalDAVClient, create: Bool) async throws -> [Account.Collection] {
        guard !account.collections.isEmpty else {
            return [Account.Collection(url: try await collection(client, create: create), tag: nil)]
        }
        if create {
            for collection in account.collections where try await !exists(collection.url, client) {
                let name = collection.tag ?? collection.url.lastPathComponent
                try await client.makeTodoCalendar(collection.url, displayName: name)
            }
        }
        return account.collections
    }

    /// Whether the server has something at `url`.
    private func exists(_ url: URL, _ client: CalDAVClient) async throws -> Bool {
        do {
            let answer = try await client.propfind(url, depth: .zero, properties: [DAVName.resourceType])
            // Xandikos answers a missing path with 207 and a 404 inside; Radicale with 404 itself.
            return !answer.responses.allSatisfy(\.isGone)
        } catch {
            // (Matching the typed error's case inside this catch crashes Swift 6.3's ownership check.)
            guard Self.isNotFound(error) else { throw error }
            return false
        }
    }

    private static func isNotFound(_ error: CalDAVError) -> Bool {
        if case .notFound = error { return true }
        return false
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
