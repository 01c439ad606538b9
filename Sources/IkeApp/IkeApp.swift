import IkeCore
import IkeTerm

/// Namespace of the view-model layer; the screens' state and reducer arrive with the list screen.
public enum IkeApp {
    /// The version shown by `ike --version`.
    public static let version = "0.1.0"
}
