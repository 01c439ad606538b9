extension Key {
    /// What a backend returns, every time, once standard input is gone (end of file or hang-up); the app
    /// treats it as quit. An `.unknown` with a name no decoder produces for a real key.
    public static let endOfInput = Key.unknown("eof")
}
