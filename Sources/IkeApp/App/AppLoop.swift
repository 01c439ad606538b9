import Foundation
import IkeCore
import IkeTerm

/// Runs the app: turns keys, ticks and store changes into actions on one queue, reduces them, performs
/// the effects they return and presents a frame once the queue is empty.
///
/// The order is fixed (Docs/Architecture.md): actions are reduced first in, first out; after each
/// reduce its effects run in the order returned; the action an effect answers with joins the back of
/// the queue. So nothing runs depth first, and a frame never shows a state halfway through a key.
/// Generic over `Terminal` so tests drive it with a fake terminal; handed the render function so that
/// IkeApp never imports IkeViews.
public final class AppLoop<Backend: Terminal> {
    /// The state; only `reduce` changes it, here in `drain()`.
    public private(set) var state: AppState
    let terminal: Backend
    let render: (AppState) -> ScreenBuffer
    let runner: ChangeRunner
    let store: TaskStore
    private var dataVersion: Int?
    private var queue: [Action] = []
    private var isDraining = false
    /// Writes run here, so one waiting for a lock never holds the screen.
    let worker = StoreWorker()
    /// Actions posted by background jobs (the daily check; later sync and reminders), taken between keys.
    private let inbox = Inbox()
    /// A read asked for while a write was still running: it is made, from the state then, once the
    /// write has landed (the connection is busy until then).
    private var readDeferred = false
    /// Reads other than the screen's (the tags) asked for while a write was running, made once it lands.
    private var otherReadsDeferred: [LoadRequest] = []
    /// Reads the frame did without (`Effect.loadWhenIdle`), made when no key is waiting.
    private var idleReads = IdleReads()
    /// How long a key waits for its write before the screen goes on without it (a frame's worth in the
    /// app; tests that need every write to land before the next key set more).
    public var writeWaitMilliseconds = 50
    /// How long to wait for a key before checking the database for changes made elsewhere.
    public var idleMilliseconds = 250
    /// Called after each frame is presented with what caused it ("first", a key name, "idle"), for
    /// benchmarks that time the app from outside.
    public var trace: ((String) -> Void)?
    /// Called once, as soon as the first frame is on screen: work that must not delay it (the day's
    /// backup and check).
    public var afterFirstFrame: (() -> Void)?
    /// Called with each action as it is reduced and each effect as it starts, for tests of their order.
    public var observe: ((LoopEvent) -> Void)?
    /// Seconds of running time, for the review countdown and card slides; tests set their own.
    public var clock: () -> Double = RunningClock().read
    /// The wall-clock time, which the header's "synced 2 min ago" is counted from; tests set their own.
    public var wallClock: () -> Date = { Date() }
    /// Asks the sync's thread to sync now (the launcher's background sync); it must return at once, as
    /// the sync reports back through `poster`.
    public var requestSync: () -> Void = {}
    /// Shows a desktop notification (the focus card's end of a period); the launcher sets it where
    /// `notify-send` exists.
    public var notify: (_ title: String, _ body: String) -> Void = { _, _ in }

    /// What the loop did, in order.
    public enum LoopEvent: Hashable, Sendable {
        case action(Action)
        case effect(Effect)
    }

    /// A loop over `store`, drawing with `render` on `terminal`.
    public init(
        store: TaskStore, terminal: Backend, options: DisplayOptions,
        preferences: AppPreferences = AppPreferences(),
        render: @escaping (AppState) -> ScreenBuffer
    ) {
        self.store = store
        self.terminal = terminal
        self.render = render
        self.runner = ChangeRunner(store: store)
        self.state = AppState(
            size: terminal.size, options: options, now: store.environment.localNow, preferences: preferences,
            readOnlyReason: store.readOnlyReason?.description)
        // A change is drawn as soon as it is in the write-ahead log, and made durable meanwhile, when the
        // launcher lets commits return before the disk (`TaskStore.returnCommitsBeforeTheDisk`).
        let inbox = inbox
        worker.afterEachWrite = {
            do {
                try store.syncToDisk()
            } catch {
                inbox.append(.failed("\(error)"))
            }
        }
    }

    /// Loads the first screen and draws the first frame.
    public func start() {
        send(.tick(clock()))
        send(.started)
        present()
        trace?("frame first")
        let shown = state.status
        send(.checkDue)
        if state.status != shown { present() }
        let after = afterFirstFrame
        afterFirstFrame = nil
        after?()
    }

    /// Runs until the user quits.
    public func run() {
        start()
        while state.isRunning {
            guard let key = terminal.nextKey(timeoutMilliseconds: nextTimeout) else {
                idle()
                continue
            }
            handle(key)
        }
        // A write still waiting for a lock is let finish (or fail), so nothing shown as saving is lost.
        worker.waitUntilIdle()
    }

    /// How long to wait for a key: a frame's time while a card slides or a write is in flight, else the
    /// idle interval.
    var nextTimeout: Int {
        if state.wantsAnimationFrames { return 16 }
        if worker.isBusy { return min(50, idleMilliseconds) }
        return idleReads.isEmpty ? idleMilliseconds : 0
    }

    /// Processes one key (or terminal event) and presents the result.
    public func handle(_ key: Key) {
        trace?("key \(key.displayName)")
        collectWrites()
        // The reducer sees the time the key arrived, so the countdown is exact to the key.
        send(.tick(clock()))
        if key == .endOfInput {
            send(.quit)
        } else if key == .resize {
            send(.resized(terminal.size))
        } else if let action = state.keys.action(for: key, in: state) {
            send(action)
        }
        // A count for a search typed further since is not read at all.
        idleReads.dropUnwanted(in: state)
        present()
        trace?("frame \(key.displayName)")
    }

    /// Between keys: notices a new day and commits by other processes (a second ike, `ike add` from a
    /// script), and moves a running review's countdown on.
    public func idle() {
        var sent = collectWrites()
        // The connection is busy with a write that waits for a lock: nothing to read until it lands.
        if worker.isBusy {
            if sent { present() }
            return
        }
        if !idleReads.isEmpty {
            for request in idleReads.take() {
                for action in perform(.load(request)) { send(action) }
            }
            sent = true
        }
        let now = store.environment.localNow
        // Rows turn overdue, and the counts move, the minute after a timed deadline; a new day is one
        // more minute (the reducer starts the day), so its reads hide only what starts later than now.
        if now != state.now {
            send(.minuteChanged(now))
            sent = true
        }
        // A read made by an action just sent (a new day) has already taken the current version, so this
        // sees only commits no read has shown yet, such as a background sync's next to a posted action.
        if let version = try? store.dataVersion(), version != dataVersion {
            let seenBefore = dataVersion != nil
            dataVersion = version
            if seenBefore {
                send(.storeChanged)
                sent = true
            }
        }
        if state.showsCountdown {
            // The countdown and any slide move on; the frame writer sends only what changed.
            send(.tick(clock()))
            sent = true
        }
        if sent { present() }
    }

    /// Puts `action` on the queue and, unless the queue is already being worked through, reduces it
    /// and everything that follows from it.
    public func send(_ action: Action) {
        queue.append(action)
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        var index = 0
        while index < queue.count {
            let next = queue[index]
            index += 1
            observe?(.action(next))
            for effect in reduce(&state, next) {
                observe?(.effect(effect))
                queue += perform(effect)
            }
        }
        queue.removeAll(keepingCapacity: true)
    }

    /// Runs one effect and returns the actions that report its result.
    private func perform(_ effect: Effect) -> [Action] {
        switch effect {
        case .load(let request):
            guard !worker.isBusy else {
                if request.readsScreen {
                    readDeferred = true
                } else if !otherReadsDeferred.contains(request) {
                    otherReadsDeferred.append(request)
                }
                return []
            }
            // Only the screen's read counts as having seen the other connections' commits: a count read in
            // between (the due counts on start and each minute, the tag counts) must not hide a commit
            // from the screen it never read again.
            if request.readsScreen { dataVersion = try? store.dataVersion() }
            do {
                return [try request.load(from: store)]
            } catch {
                return [.loadFailed("\(error)")]
            }
        case .loadWhenIdle(let request):
            idleReads.add(request)
            return []
        case .change(let request, let label):
            let runner = runner
            return write(label) { runner.actions(committing: request, label: label) }
        case .undo(let entry):
            let store = store
            return write("Undo: " + entry.label) {
                do {
                    try store.apply(entry.mutation.inverse)
                    return [.undone(entry)]
                } catch {
                    return [.undoFailed("\(error)")]
                }
            }
        case .redo(let entry):
            let store = store
            return write("Redo: " + entry.label) {
                do {
                    try store.apply(entry.mutation)
                    return [.redone(entry)]
                } catch {
                    return [.redoFailed("\(error)")]
                }
            }
        case .buildDeck(let source, let today, let firstWeekday):
            guard !worker.isBusy else { return [.loadFailed("the database is busy saving; try again")] }
            do {
                return [
                    .review(
                        .deckBuilt(
                            source, try store.reviewDeck(source, today: today, firstWeekday: firstWeekday)))
                ]
            } catch {
                return [.loadFailed("\(error)")]
            }
        case .recordReviewRound(let record, let round):
            // A read-only database keeps no rounds; its decisions were refused already.
            guard !store.isReadOnly else { return [] }
            let store = store
            return write("Review round") {
                do {
                    return [.review(.roundRecorded(round: round, id: try store.recordReviewRound(record)))]
                } catch {
                    return [.review(.roundRecordFailed("\(error)"))]
                }
            }
        case .beginFocusPeriod(let uid):
            guard !store.isReadOnly else { return [] }
            let (store, now) = (store, store.environment.now())
            return write("Focus") {
                do {
                    return [
                        .focus(.periodBegan(id: try store.beginFocusPeriod(taskUID: uid, at: now), uid: uid))
                    ]
                } catch {
                    return [.focus(.periodWriteFailed("\(error)"))]
                }
            }
        case .checkpointFocusPeriod(let id, let seconds):
            guard !store.isReadOnly else { return [] }
            let (store, now) = (store, store.environment.now())
            return write("Focus") {
                do {
                    try store.checkpointFocusPeriod(id: id, seconds: seconds, at: now)
                    return []
                } catch {
                    return [.focus(.periodWriteFailed("\(error)"))]
                }
            }
        case .endFocusPeriod(let id, let seconds, let completed):
            guard !store.isReadOnly else { return [] }
            let (store, now) = (store, store.environment.now())
            return write("Focus") {
                do {
                    _ = try store.endFocusPeriod(id: id, seconds: seconds, at: now, completed: completed)
                    return []
                } catch {
                    return [.focus(.periodWriteFailed("\(error)"))]
                }
            }
        case .bell:
            terminal.bell()
            return []
        case .notify(let title, let body):
            notify(title, body)
            return []
        case .recordDayPlan(let result):
            guard !store.isReadOnly else { return [] }
            let store = store
            return write("Day plan") {
                do {
                    try store.recordDayPlan(result)
                    return [.review(.dayPlanRecorded(streak: try store.planStreak(through: result.day)))]
                } catch {
                    return [.review(.roundRecordFailed("\(error)"))]
                }
            }
        case .suspend:
            terminal.suspend()
            terminal.resume()
            // Three facts arrive at once on return; each is its own action, in this order.
            return [.tick(clock()), .resumed, .resized(terminal.size)]
        case .quit:
            return []
        case .requestSync:
            requestSync()
            return []
        case .remember(let preference, let value):
            guard !store.isReadOnly else { return [] }
            let store = store
            return write("Remember") {
                try? store.remember(preference, value)
                return []
            }
        case .setCollapsed(let uid, let collapsed):
            guard !store.isReadOnly else { return [] }
            let store = store
            return write("Fold") {
                try? store.setCollapsed(collapsed, uid: uid)
                return [.storeChanged]
            }
        case .readSyncStatus:
            // The connection is busy with a write; the write's own result asks for this read again.
            guard !worker.isBusy else { return [] }
            guard let pending = try? store.pendingSyncCount() else { return [] }
            let lastSyncedAt = (try? store.syncCollections())?.compactMap(\.lastSyncAt).max()
            return [.sync(.statusRead(pending: pending, lastSyncedAt: lastSyncedAt, now: wallClock()))]
        }
    }

    /// Hands a write to the worker and waits a frame's worth for it; a write that takes longer is said
    /// to be pending and its result arrives later, between keys (`collectWrites`).
    private func write(_ label: String, _ job: @escaping @Sendable () -> [Action]) -> [Action] {
        let wait = worker.isBusy ? 0 : writeWaitMilliseconds
        if let result = worker.run(waitMilliseconds: wait, job) { return result }
        return [.writePending(label: label)]
    }

    /// Puts `action` on the loop's queue from any thread: a background job's way to tell the app
    /// something. The loop takes it between keys (within an idle interval) and reduces it like any other.
    public func post(_ action: Action) {
        inbox.append(action)
    }

    /// A handle for posting from another thread (`post`), which background jobs can keep.
    public var poster: ActionPoster { ActionPoster(inbox: inbox) }

    /// Takes what background jobs posted and the results of writes that finished in the background, then
    /// makes a read that had to wait; returns whether anything was sent.
    @discardableResult
    private func collectWrites() -> Bool {
        let posted = inbox.take()
        for action in posted { send(action) }
        let results = worker.collect()
        for result in results {
            for action in result { send(action) }
            send(.writeSettled)
        }
        if (readDeferred || !otherReadsDeferred.isEmpty) && !worker.isBusy {
            let reads = (readDeferred ? [state.loadRequest] : []) + otherReadsDeferred
            readDeferred = false
            otherReadsDeferred = []
            for request in reads {
                for action in perform(.load(request)) { send(action) }
            }
            return true
        }
        return !results.isEmpty || !posted.isEmpty
    }

    private func present() {
        terminal.present(render(state))
    }
}
