/// Everything the footer's hints read from the state: its scopes, and what decides whether a hinted key
/// does anything now (`KeyMap.disabledReason`) and which label it shows (`KeyMap.holds`). Two states with
/// the same inputs have the same hints; `FooterHintCacheTests` checks it over random keys on every screen.
struct FooterHintInputs: Equatable, Sendable {
    let keys: KeyMap
    let scopes: [KeyScope]
    let hasTask: Bool
    let canUndo: Bool
    let canRedo: Bool
    let doneHidden: Bool
    let roundFinished: Bool

    init(_ keys: KeyMap, _ state: AppState) {
        self.keys = keys
        scopes = KeyMap.scopes(for: state)
        hasTask = KeyMap.hasTask(in: state)
        canUndo = state.history.nextUndo != nil
        canRedo = state.history.nextRedo != nil
        doneHidden = KeyMap.holds(.doneHidden, in: state)
        roundFinished = KeyMap.holds(.roundFinished, in: state)
    }
}
