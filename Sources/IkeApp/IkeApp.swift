/// Namespace of the view-model layer.
public enum IkeApp {
    /// The version shown by `ike --version`.
    public static let version = "0.1.0"
}
