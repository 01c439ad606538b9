import Foundation
import IkeApp
import IkeSync

/// A failed sync in the app's words: a few for the header ("cannot reach cloud.example.org") and the
/// whole reason for the status line, the same reason `ike sync` prints.
enum SyncFailureWords {
    static func failure(for error: any Error) -> SyncFailure {
        let (headline, detail): (String, String)
        switch error {
        case let error as CalDAVError:
            (headline, detail) = (caldavHeadline(error), error.description)
        case let error as SyncSession.Refusal:
            // The app never passes the deletion guard: the person looks at the plan first.
            headline = "held back, run ike sync"
            detail =
                error.description + "; the app never passes this check: look with ike sync --dry-run, then "
                + "ike sync --force if it is right"
        case let error as SyncLock.Failure:
            (headline, detail) = (
                error == .busy ? "another sync is running" : "cannot take the lock", error.description
            )
        case let error as SyncPassword.Failure:
            (headline, detail) = ("no password", error.description)
        case let error as CLIError:
            (headline, detail) = ("check [sync] in the settings", error.description)
        case let error as CalDAVStoreError:
            headline = "stopped partway"
            detail = "the sync stopped: \(error.description); what was done is kept, the next sync goes on"
        default:
            (headline, detail) = ("failed", "\(error)")
        }
        return SyncFailure(headline: CLIOutput.visible(headline), detail: CLIOutput.visible(detail))
    }

    /// The few words for the header, naming the server by its host.
    private static func caldavHeadline(_ error: CalDAVError) -> String {
        switch error {
        case .unreachable(let url, _): "cannot reach \(host(url))"
        case .tlsFailure(let url, _): "TLS failed with \(host(url))"
        case .timedOut(let url): "\(host(url)) did not answer"
        case .connectionDropped(let url, _): "\(host(url)) dropped the connection"
        case .unauthorized: "password refused"
        case .forbidden: "access refused"
        case .notFound: "task list not found"
        case .noTaskCollection: "no task list, run ike sync --create"
        case .serverError(_, let status): "server error \(status)"
        case .notHTTPURL: "the url is not http(s)"
        case .redirected, .redirectLoop, .insecureRedirect: "redirected, check the url"
        case .cancelled: "cancelled"
        case .httpLibraryMissing: "libcurl is missing"
        default: "the server's answer was refused"
        }
    }

    /// The host of `url`, or the text itself when it has none.
    private static func host(_ url: String) -> String {
        URL(string: url)?.host ?? url
    }
}
