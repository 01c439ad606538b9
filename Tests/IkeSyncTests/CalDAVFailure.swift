import IkeSync
import Testing

/// The `CalDAVError` that `work` throws, nil when it succeeds; any other error is recorded as an issue.
func failure(_ work: () async throws -> Void) async -> CalDAVError? {
    do {
        try await work()
        return nil
    } catch let error as CalDAVError {
        return error
    } catch {
        Issue.record("not a CalDAVError: \(error)")
        return nil
    }
}
