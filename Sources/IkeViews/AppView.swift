import IkeApp
import IkeTerm

/// The whole screen for a state: what `AppLoop` is handed as its render function.
public enum AppView {
    /// A buffer of `state.size` showing the current screen with any overlay over it, or the
    /// "terminal too small" notice.
    public static func render(_ state: AppState) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: state.size)
        guard state.layout.fits else {
            TooSmallView.draw(state, into: &buffer, context: RenderContext(state))
            return buffer
        }
        switch state.screen {
        case .list: ListView.draw(state, into: &buffer)
        case .goals: GoalsView.draw(state, into: &buffer)
        case .matrix: MatrixView.draw(state, into: &buffer)
        case .review: ReviewView.draw(state, into: &buffer)
        }
        switch state.mode {
        case .help:
            HelpView.draw(state, into: &buffer)
        case .editForm:
            EditFormView.draw(state, into: &buffer)
        case .normal, .quickAdd, .search:
            break
        }
        return buffer
    }
}
