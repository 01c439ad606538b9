import Foundation

/// A user name and password for HTTP Basic authentication, sent with every request (never waiting for a
/// 401 challenge). Its description never shows the password.
public struct CalDAVCredentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The user name.
    public let username: String
    private let password: String

    /// Credentials of `username` with `password` (an app password where the server has two-factor login).
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// The `Authorization` header's value (RFC 7617).
    var authorization: String { "Basic " + Data("\(username):\(password)".utf8).base64EncodedString() }

    public var description: String { "\(username) (password hidden)" }
    public var debugDescription: String { description }
}
