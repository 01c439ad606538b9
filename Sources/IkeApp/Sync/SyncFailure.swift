/// Why a sync failed, in words: a few for the header and the whole reason for the status line.
public struct SyncFailure: Hashable, Sendable {
    /// What the header says after "sync: " ("cannot reach cloud.example.org").
    public var headline: String
    /// The whole reason and what to do about it.
    public var detail: String

    /// A failure from its two wordings.
    public init(headline: String, detail: String) {
        self.headline = headline
        self.detail = detail
    }
}
