import IkeApp
import IkeTerm

/// The whole screen for a state: what `AppLoop` is handed as its render function.
///
/// The one place that reads `AppState`: it hands each view a model of only what that view draws
/// (`AppView+Models.swift`).
public enum AppView {
    /// A buffer of `state.size` showing the current screen with any overlay over it, or the
    /// "terminal too small" notice.
    public static func render(_ state: AppState) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: state.size)
        let context = context(for: state)
        guard state.layout.fits else {
            TooSmallView.draw(size: state.size, into: &buffer, context: context)
            return buffer
        }
        let chrome = chromeModel(for: state)
        switch state.screen {
        case .list: ListView.draw(listModel(for: state), chrome: chrome, into: &buffer, context: context)
        case .goals: GoalsView.draw(goalsModel(for: state), chrome: chrome, into: &buffer, context: context)
        case .matrix:
            MatrixView.draw(matrixModel(for: state), chrome: chrome, into: &buffer, context: context)
        case .review:
            ReviewView.draw(reviewModel(for: state), chrome: chrome, into: &buffer, context: context)
        case .stats:
            StatsView.draw(statsModel(for: state), chrome: chrome, into: &buffer, context: context)
        }
        if let session = state.focus.session {
            FocusCardView.draw(session, chrome: chrome, into: &buffer, context: context)
        }
        switch state.mode {
        case .help:
            HelpView.draw(helpModel(for: state), into: &buffer, context: context)
        case .editForm(let form):
            EditFormView.draw(formModel(form, for: state), into: &buffer, context: context)
        case .tagChooser(let chooser):
            TagChooserView.draw(tagChooserModel(chooser, for: state), into: &buffer, context: context)
        case .normal, .quickAdd, .search, .deferStart, .stepsChoice, .whenChoice:
            break
        }
        return buffer
    }
}
