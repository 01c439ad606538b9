/// A decoded mouse report: what happened, where (0-based cell), and which modifiers were held.
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
    /// What the mouse did. ncurses merges a fast press and release into `click` (Docs/TerminalNotes.md G20).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case press, release, click, doubleClick, wheelUp, wheelDown, drag
    }

    public var kind: Kind
    public var x: Int
    public var y: Int
    public var modifiers: KeyModifiers

    /// An event of `kind` at column `x`, row `y`.
    public init(kind: Kind, x: Int, y: Int, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.x = x
        self.y = y
        self.modifiers = modifiers
    }

    /// The name help text uses, e.g. "Click", "Wheel-Down", "S-Click".
    public var displayName: String {
        let name: String
        switch kind {
        case .press: name = "Press"
        case .release: name = "Release"
        case .click: name = "Click"
        case .doubleClick: name = "Double-Click"
        case .wheelUp: name = "Wheel-Up"
        case .wheelDown: name = "Wheel-Down"
        case .drag: name = "Drag"
        }
        return modifiers.displayPrefix + name
    }

    /// "Click at 3,4", for logs and test failures.
    public var description: String { "\(displayName) at \(x),\(y)" }
}
