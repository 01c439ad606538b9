import IkeCore
import IkeTerm

/// Runs the app: reads keys from a terminal, reduces them, performs effects and presents frames.
///
/// Generic over `Terminal` so tests drive it with a fake terminal; handed the render function so that
/// IkeApp never imports IkeViews.
public final class AppLoop<Backend: Terminal> {
    public private(set) var state: AppState
    let terminal: Backend
    let render: (AppState) -> ScreenBuffer
    let loader: ListLoader
    let runner: ChangeRunner
    let store: TaskStore
    private var dataVersion: Int?
    /// How long to wait for a key before checking the database for changes made elsewhere.
    public var idleMilliseconds = 250
    /// Called after each frame is presented with what caused it ("first", a key name, "idle"), for
    /// benchmarks that time the app from outside.
    public var trace: ((String) -> Void)?
    /// Seconds of running time, for the review countdown and card slides; tests set their own.
    public var clock: () -> Double = RunningClock().read

    /// A loop over `store`, drawing with `render` on `terminal`.
    public init(
        store: TaskStore, terminal: Backend, options: DisplayOptions,
        render: @escaping (AppState) -> ScreenBuffer
    ) {
        self.store = store
        self.terminal = terminal
        self.render = render
        self.loader = ListLoader(store: store)
        self.runner = ChangeRunner(store: store)
        self.state = AppState(size: terminal.size, options: options, today: store.environment.today)
    }

    /// Loads the first window and draws the first frame.
    public func start() {
        dispatch(.tick(clock()))
        perform([.reload])
        present()
        trace?("frame first")
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
    }

    /// How long to wait for a key: a frame's time while a card slides, else the idle interval.
    var nextTimeout: Int { state.wantsAnimationFrames ? 16 : idleMilliseconds }

    /// Processes one key (or terminal event) and presents the result.
    public func handle(_ key: Key) {
        trace?("key \(key.displayName)")
        // The reducer sees the time the key arrived, so the countdown is exact to the key.
        dispatch(.tick(clock()))
        if key == .endOfInput {
            dispatch(.quit)
        } else if key == .resize {
            dispatch(.resized(terminal.size))
        } else if let action = KeyMap.action(for: key, in: state) {
            dispatch(action)
        }
        present()
        trace?("frame \(key.displayName)")
    }

    /// Between keys: notices commits by other processes (a second ike, `ike add` from a script).
    public func idle() {
        let today = store.environment.today
        var changed = today != state.today
        state.today = today
        if let version = try? store.dataVersion(), version != dataVersion {
            changed = changed || dataVersion != nil
            dataVersion = version
            if changed { dispatch(.storeChanged) }
        }
        if state.screen == .review && state.review.round != nil {
            // The countdown and any slide move on; the frame writer sends only what changed.
            dispatch(.tick(clock()))
            changed = true
        }
        if changed { present() }
    }

    /// Reduces `action` and runs the effects it returns (which may dispatch further actions).
    public func dispatch(_ action: Action) {
        perform(reduce(&state, action))
    }

    private func perform(_ effects: [Effect]) {
        for effect in effects { perform(effect) }
    }

    private func perform(_ effect: Effect) {
        switch effect {
        case .reload:
            do {
                dataVersion = try? store.dataVersion()
                if state.screen == .matrix {
                    let snapshot = try MatrixSnapshot.load(
                        from: store, filter: state.matrixFilter, limits: state.matrixLoadLimits)
                    dispatch(.loadedMatrix(snapshot))
                } else if state.screen == .review {
                    dispatch(
                        .loadedReview(
                            try ReviewSnapshot.load(from: store, review: state.review, today: state.today))
                    )
                } else if state.screen == .goals {
                    dispatch(.loadedGoals(try store.monthGroups(state.list.filter), try store.counts()))
                } else {
                    let rows = state.layout.visibleTaskCount
                    dispatch(.loaded(try loader.snapshot(for: state.list, visibleRows: rows)))
                }
            } catch {
                state.status = StatusMessage("Cannot read the database: \(error)", kind: .error)
            }
        case .change(let request, let label):
            do {
                let mutation = try runner.run(request)
                dispatch(.committed(UndoEntry(mutation: mutation, label: label)))
            } catch {
                dispatch(.failed("\(error)"))
            }
        case .undo(let entry):
            do {
                try store.apply(entry.mutation.inverse)
                dispatch(.undone(entry))
            } catch {
                dispatch(.undoFailed("\(error)"))
            }
        case .redo(let entry):
            do {
                try store.apply(entry.mutation)
                dispatch(.redone(entry))
            } catch {
                dispatch(.redoFailed("\(error)"))
            }
        case .buildDeck(let source):
            do {
                dispatch(.deckBuilt(source, try store.reviewDeck(source, today: state.today)))
            } catch {
                state.status = StatusMessage("Cannot read the database: \(error)", kind: .error)
            }
        case .suspend:
            terminal.suspend()
            terminal.resume()
            dispatch(.tick(clock()))
            dispatch(.resumed)
            dispatch(.resized(terminal.size))
        case .quit:
            break
        }
    }

    private func present() {
        terminal.present(render(state))
    }
}
