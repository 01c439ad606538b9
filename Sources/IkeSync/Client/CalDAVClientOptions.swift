/// How long the client waits, how much it reads and how many requests it keeps open at once.
public struct CalDAVClientOptions: Sendable {
    /// Longest wait for a TCP (and TLS) connection.
    public var connectTimeout: Duration = .seconds(10)
    /// Longest wait for the next bytes of an answer.
    public var readTimeout: Duration = .seconds(30)
    /// Longest time for a whole exchange, the answer's body included.
    public var requestTimeout: Duration = .seconds(120)
    /// The largest answer body read; a larger one is an error rather than memory spent.
    public var maximumBodyBytes = 50 * 1024 * 1024
    /// Requests sent at once; more wait their turn. Servers such as Radicale handle one at a time anyway,
    /// and a few overlap the network's round trips.
    public var maximumInFlight = 4
    /// The `User-Agent` header.
    public var userAgent = "ike"

    /// The defaults.
    public init() {}
}
