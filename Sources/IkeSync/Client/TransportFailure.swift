import AsyncHTTPClient
import NIOCore
import NIOPosix
import NIOSSL

/// Sorts the errors of SwiftNIO and async-http-client, which name sockets and channels, into the
/// `CalDAVError` cases a person understands.
enum TransportFailure {
    static func classify(_ error: any Error, url: String, bodyLimit: Int) -> CalDAVError {
        switch error {
        case let error as CalDAVError: return error
        case let error as HTTPClientError: return classify(error, url: url)
        case is NIOTooManyBytesError: return .bodyTooLarge(url: url, limit: bodyLimit)
        case is NIOSSLError, is BoringSSLError, is NIOSSLExtraError:
            return .tlsFailure(url: url, reason: String(describing: error))
        case let error as NIOConnectionError:
            if error.dnsAError != nil || error.dnsAAAAError != nil {
                return .unreachable(url: url, reason: "the host name \(error.host) was not found")
            }
            let reasons = error.connectionErrors.map { String(describing: $0.error) }
            return .unreachable(url: url, reason: reasons.first ?? "no address to connect to")
        case let error as IOError:
            switch error.errnoCode {
            case ECONNREFUSED: return .unreachable(url: url, reason: "connection refused")
            case EHOSTUNREACH, ENETUNREACH: return .unreachable(url: url, reason: "no route to the host")
            default: return .connectionDropped(url: url, reason: String(describing: error))
            }
        case let error as ChannelError:
            if case .connectTimeout = error { return .unreachable(url: url, reason: "connecting timed out") }
            return .connectionDropped(url: url, reason: String(describing: error))
        case is CancellationError: return .cancelled(url: url)
        default:
            return .connectionDropped(url: url, reason: String(describing: error))
        }
    }

    private static func classify(_ error: HTTPClientError, url: String) -> CalDAVError {
        switch error {
        case .connectTimeout: return .unreachable(url: url, reason: "connecting timed out")
        case .readTimeout, .writeTimeout, .deadlineExceeded: return .timedOut(url: url)
        case .remoteConnectionClosed:
            return .connectionDropped(url: url, reason: "the server closed the connection")
        case .tlsHandshakeTimeout: return .tlsFailure(url: url, reason: "the TLS handshake timed out")
        case .invalidURL, .emptyHost, .emptyScheme: return .notHTTPURL(url)
        case .cancelled: return .cancelled(url: url)
        case .bodyLengthMismatch:
            return .connectionDropped(url: url, reason: "the answer ended before its length")
        default: return .connectionDropped(url: url, reason: String(describing: error))
        }
    }
}
