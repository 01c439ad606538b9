import IkeCore

/// The statistics screen: the figures as last read and how far the page is scrolled.
public struct StatsState: Hashable, Sendable {
    /// `nil` until the first read.
    public var statistics: TaskStatistics?
    /// The first page row shown.
    public var scroll = 0

    /// A screen with nothing read yet.
    public init() {}
}
