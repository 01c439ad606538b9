import Foundation
import GRDB
import Synchronization

/// The facade over ike's SQLite file: opening it safely, committing changes, and the queries the screens need.
///
/// Every change runs in one IMMEDIATE transaction, so order keys are computed against the latest committed
/// state even when another ike process writes the same file.
public final class TaskStore: Sendable {
    /// The file path, or `:memory:`.
    public let path: String
    public let environment: CoreEnvironment
    let queue: DatabaseQueue
    let busyTimeout: Double
    /// Why this store cannot be written (a read-only file, folder or journal), or `nil`.
    public let readOnlyReason: StoreError?
    /// A copy read in place of a database in a read-only folder; removed with the store.
    let snapshot: TempCopy?
    /// Where shown tasks stood in the list's tree when last counted (`TreeReader`).
    let treePositions = TreePositions()
    /// False once the app lets commits return before the disk has them (`returnCommitsBeforeTheDisk`).
    let commitsWaitForDisk = Atomic<Bool>(true)
    /// Whether the write-ahead log's folder entry has been synced once (`syncToDisk`).
    let folderSynced = Atomic<Bool>(false)

    init(
        path: String, queue: DatabaseQueue, environment: CoreEnvironment, busyTimeout: Double,
        readOnlyReason: StoreError? = nil, snapshot: TempCopy? = nil
    ) {
        self.path = path
        self.queue = queue
        self.environment = environment
        self.busyTimeout = busyTimeout
        self.readOnlyReason = readOnlyReason
        self.snapshot = snapshot
    }

    /// Whether changes are refused because the database cannot be written.
    public var isReadOnly: Bool { readOnlyReason != nil }

    /// Opens (creating if needed, with mode 0600 and parent folders 0700) and migrates the database at `path`.
    ///
    /// A file that is not SQLite, belongs to another program or was written by a newer ike is refused
    /// before anything is written to it; a current one is opened without writing to it at all.
    public static func open(
        at path: String, environment: CoreEnvironment = .live, busyTimeout: Double = 5
    ) throws(StoreError) -> TaskStore {
        let exists = try DatabaseFile.prepare(path)
        if exists, let blocker = WriteAccess.blocker(of: path) {
            let reason = StoreError.readOnlyFile(path: path, file: blocker)
            guard
                let store = try openForReading(
                    at: path, reason: reason, environment: environment, busyTimeout: busyTimeout)
            else { throw reason }
            return store
        }
        let state = exists ? try DatabaseFile.inspectReadOnly(path, busyTimeout: busyTimeout) : .empty
        return try open(at: path, state: state, environment: environment, busyTimeout: busyTimeout)
    }

    /// Opens the file the inspection found in `state`: the journal mode and the migrations are written only
    /// when they are missing, so opening a current database (`ike list`, the app on a normal day) writes no
    /// page and calls no fsync.
    static func open(
        at path: String, state: SchemaState, environment: CoreEnvironment, busyTimeout: Double
    ) throws(StoreError) -> TaskStore {
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration(busyTimeout: busyTimeout))
            try queue.writeWithoutTransaction(useWAL)
            let store = TaskStore(
                path: path, queue: queue, environment: environment, busyTimeout: busyTimeout)
            if state == .outdated { try store.backUpBeforeMigrating() }
            if state != .current { try queue.writeWithoutTransaction(Schema.migrate) }
            return store
        } catch {
            throw StoreError(error, path: path, busyTimeout: busyTimeout)
        }
    }

    /// Switches the file to WAL unless it is already: asking is a read, only the switch writes.
    ///
    /// Not GRDB's `journalMode = .wal`: on every open with an empty `-wal` file (the normal state after
    /// the last connection closed) it creates and drops a table, a commit that checkpoints into the file
    /// and fsyncs four times, and it set `synchronous = NORMAL` after `prepareDatabase` had set FULL.
    static func useWAL(_ db: Database) throws {
        guard try String.fetchOne(cached: db, sql: "PRAGMA journal_mode") != "wal" else { return }
        guard try String.fetchOne(cached: db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
            throw DatabaseError(message: "could not switch the database to WAL")
        }
    }

    /// A fresh, migrated in-memory store, for tests and benchmarks.
    public static func inMemory(environment: CoreEnvironment) throws -> TaskStore {
        let queue = try DatabaseQueue(configuration: configuration(busyTimeout: 0))
        try queue.writeWithoutTransaction(Schema.migrate)
        return TaskStore(path: ":memory:", queue: queue, environment: environment, busyTimeout: 0)
    }

    static func configuration(busyTimeout: Double) -> Configuration {
        var config = Configuration()
        // WAL is set by `useWAL` after opening, only when missing.
        config.journalMode = .default
        config.busyMode = busyTimeout > 0 ? .timeout(busyTimeout) : .immediateError
        config.foreignKeysEnabled = true
        config.label = "ike"
        config.prepareDatabase { db in
            // FULL: a commit the screen shows as done survives a power cut too, not only a crash of ike
            // (an fsync of the -wal per commit, under a millisecond; Docs/Decisions.md, 2026-11-25).
            try db.execute(sql: "PRAGMA synchronous = FULL")
            // Each insert fires the tally trigger, so SQLite keeps a statement journal per insert; on disk
            // that doubled a 100k-task import (4.2 s, 1.3 s of it in the kernel). In memory it costs nothing.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            try TextSearch.register(on: db)
        }
        return config
    }

    /// Runs `body` in one transaction and returns its result with the change it made (an empty batch when
    /// nothing changed). Any error thrown rolls everything back.
    @discardableResult
    public func change<T>(_ body: (TaskWriter) throws -> T) throws -> (value: T, mutation: Mutation) {
        if let readOnlyReason { throw readOnlyReason }
        do {
            return try queue.write { db in
                let writer = TaskWriter(db: db, environment: environment)
                let value = try body(writer)
                return (value, Mutation.combining(writer.mutations))
            }
        } catch let error as DatabaseError {
            throw StoreError(error, path: path, busyTimeout: busyTimeout)
        }
    }

    /// Applies a recorded mutation (undo applies `inverse`, redo the mutation itself) in one transaction.
    /// Throws `StoreError.conflict` when a task no longer looks the way the mutation expects.
    public func apply(_ mutation: Mutation) throws {
        _ = try change { try $0.apply(mutation) }
    }

    /// Rows changed on this connection since it opened; tests and the benchmark use it to count writes.
    public func totalChangesCount() throws -> Int {
        try queue.read { $0.totalChangesCount }
    }

    /// SQLite's `data_version`: it changes when another connection commits, which is how the screens notice
    /// `ike add` from a script.
    ///
    /// Outside a transaction: the pragma needs none, and opening and closing one cost more than the
    /// screen's read it comes before (Docs/Benchmarks.md, "A key's CPU on the main thread").
    public func dataVersion() throws -> Int {
        do {
            return try queue.inDatabase { try Int.fetchOne(cached: $0, sql: "PRAGMA data_version") ?? 0 }
        } catch let error as DatabaseError {
            throw StoreError(error, path: path, busyTimeout: busyTimeout)
        }
    }

    /// Runs `body` in one read transaction. Not GRDB's `read` in a release build: it wraps each read in
    /// `PRAGMA query_only = 1` and `= 0`, and every such flag pragma expires all the connection's compiled
    /// statements, so each read compiled its SQL again, through GRDB's authorizer, most of a key's work
    /// after its commit (Docs/Benchmarks.md, "Where a durable key's time went"). Debug builds, which the
    /// tests run, keep GRDB's guard that a read writes nothing.
    package func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            #if DEBUG
                return try queue.read(body)
            #else
                return try queue.inDatabase { db in try db.valueInTransaction(.deferred) { try body(db) } }
            #endif
        } catch let error as DatabaseError {
            throw StoreError(error, path: path, busyTimeout: busyTimeout)
        }
    }
}
