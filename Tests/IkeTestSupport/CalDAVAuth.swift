/// How a CalDAV server of the tests checks who is asking.
public enum CalDAVAuth: Sendable, Equatable {
    /// Any user name and password is accepted (Radicale still wants one sent: it names the principal).
    case none
    /// HTTP Basic against this one account; Xandikos serves HTTPS then (it refuses Basic over HTTP).
    case basic(user: String, password: String)
}
