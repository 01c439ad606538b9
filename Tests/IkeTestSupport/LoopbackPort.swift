import Foundation

/// TCP ports on 127.0.0.1 for servers the tests start.
public enum LoopbackPort {
    /// A port the kernel reports free right now: bound to port 0 on 127.0.0.1, read back, released.
    ///
    /// Another process may take it before the server binds it; `CalDAVServer.start` retries then.
    public static func free() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw CalDAVServerError.request("socket: \(errnoText())") }
        defer { close(socket) }
        var address = loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw CalDAVServerError.request("bind 127.0.0.1:0: \(errnoText())") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard named == 0 else { throw CalDAVServerError.request("getsockname: \(errnoText())") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// True when something accepts TCP connections on 127.0.0.1:`port`.
    public static func isListening(_ port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    private static func errnoText() -> String { ProcessError.describe(errno: errno) }
}
