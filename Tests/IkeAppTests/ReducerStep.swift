import Foundation
import IkeTestSupport
import Testing

@testable import IkeApp

/// Reduces `action` and expects the whole state after it to be the state before it changed by
/// `change`, and the effects to be exactly `effects` (then one load of the expected state when
/// `reloads`).
///
/// The expectation starts from the state before the step, so a field `change` leaves alone must
/// come out as it went in: a step that changes more than the test says fails, listing only the
/// fields that differ. The load is the one the expected state needs, so a step that asks to read
/// something else (another screen, a stale selection) fails too.
func step(
    _ state: inout AppState, _ action: Action, expecting effects: [Effect] = [], reloads: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout AppState) -> Void = { _ in }
) {
    var expected = state
    change(&expected)
    let actual = reduce(&state, action)
    let name = brief(action)
    expectNoDifference(state, expected, "The state after \(name)", sourceLocation: sourceLocation)
    expectNoDifference(
        actual, effects + (reloads ? reloaded(expected) : []), "The effects of \(name)",
        sourceLocation: sourceLocation)
}

/// The read after a commit that changed only the fields of the task `uid`, which `state`'s list shows:
/// its row alone (`ChangedRowReadTests`).
func rowReloaded(_ state: AppState, _ uid: String) -> [Effect] {
    [.load(.listRow(state.list.query(state.layout, now: state.now), uid: uid))]
}

/// The action as a failure names it, cut short: the report already gives the step's line, and a
/// payload (a snapshot, an undo entry) would otherwise bury the differences under its whole text.
private func brief(_ action: Action) -> String {
    let text = "\(action)".replacingOccurrences(of: "IkeApp.", with: "")
        .replacingOccurrences(of: "IkeCore.", with: "")
    return text.count <= 80 ? text : text.prefix(79) + "…"
}

/// What a field holds after each character of `text` is typed into it: "ab" gives "a", "ab".
func prefixes(_ text: String) -> [String] { text.indices.map { String(text[...$0]) } }

extension AppState {
    /// Changes the open edit form of an expected state (an issue when none is open, so a test that
    /// expected a form fails there instead of crashing on a force unwrap).
    mutating func changeForm(
        sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout EditFormState) -> Void
    ) {
        guard case .editForm(var form) = mode else {
            Issue.record("No edit form is open: the mode is \(mode)", sourceLocation: sourceLocation)
            return
        }
        change(&form)
        mode = .editForm(form)
    }
}
