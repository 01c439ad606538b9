/// What a server answered to one request of `LoopbackHTTP`.
public struct HTTPReply: Sendable, Equatable {
    /// The status code, e.g. 207.
    public var status: Int
    /// The header fields of the final answer, names lowercased; a repeated field keeps its last value.
    public var headers: [String: String]
    /// The body, decoded as UTF-8.
    public var body: String

    /// The value of header field `name` (any case), e.g. `reply.header("ETag")`.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
