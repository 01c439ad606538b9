import CCurl
import Foundation

/// Sorts libcurl's result codes, which name its own steps, into the `CalDAVError` cases a person
/// understands.
struct TransportFailure {
    /// libcurl's result.
    let code: CURLcode
    /// The system's error number of the failed socket call, 0 for none.
    let osError: Int32
    /// Whether the request had gone out (connected, TLS done) when it failed.
    let connected: Bool
    /// Whether ike stopped the transfer because the body passed its limit.
    let bodyTooLarge: Bool
    /// libcurl's own words for the failure.
    let detail: String

    func error(url: String, bodyLimit: Int) -> CalDAVError {
        switch code {
        case CURLE_WRITE_ERROR where bodyTooLarge, CURLE_FILESIZE_EXCEEDED:
            return .bodyTooLarge(url: url, limit: bodyLimit)
        case CURLE_COULDNT_RESOLVE_HOST:
            return .unreachable(
                url: url, reason: "the host name \(URL(string: url)?.host ?? url) was not found")
        case CURLE_COULDNT_CONNECT:
            switch osError {
            case ECONNREFUSED: return .unreachable(url: url, reason: "connection refused")
            case EHOSTUNREACH, ENETUNREACH: return .unreachable(url: url, reason: "no route to the host")
            default: return .unreachable(url: url, reason: detail)
            }
        case CURLE_OPERATION_TIMEDOUT:
            return connected ? .timedOut(url: url) : .unreachable(url: url, reason: "connecting timed out")
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED,
            CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_CRL_BADFILE, CURLE_USE_SSL_FAILED:
            return .tlsFailure(url: url, reason: detail)
        case CURLE_GOT_NOTHING:
            return .connectionDropped(url: url, reason: "the server closed the connection")
        case CURLE_PARTIAL_FILE:
            return .connectionDropped(url: url, reason: "the answer ended before its length")
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT: return .notHTTPURL(url)
        case CURLE_ABORTED_BY_CALLBACK: return .cancelled(url: url)
        default: return .connectionDropped(url: url, reason: detail)
        }
    }
}
