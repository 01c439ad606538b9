import IkeApp
import IkeTerm

/// The whole screen for a state: what `AppLoop` is handed as its render function.
public enum AppView {
    /// A buffer of `state.size` showing the list (with help over it) or the "terminal too small" notice.
    public static func render(_ state: AppState) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: state.size)
        guard state.layout.fits else {
            TooSmallView.draw(state, into: &buffer, context: RenderContext(state))
            return buffer
        }
        ListView.draw(state, into: &buffer)
        if state.mode == .help {
            HelpView.draw(state, into: &buffer)
        }
        return buffer
    }
}
