import Foundation
import IkeSync

/// The bench's own client of a benchmark server, beside `ike sync`: makes collections, plays the phone
/// (creates and edits members with a few PUTs in flight) and times a server's answer without ike's start.
final class SyncBenchServer: Sendable {
    let session: HTTPSession
    let client: CalDAVClient
    let origin: String

    init(origin: String) {
        self.origin = origin
        session = HTTPSession()
        client = CalDAVClient(
            session: session, credentials: CalDAVCredentials(username: "alice", password: "unused"))
    }

    /// Closes the connection pool.
    func shutdown() {
        session.shutdown()
    }

    /// A new task collection under `home` named `name`; its URL, ending in a slash.
    func makeCollection(home: String, name: String) throws -> URL {
        let url = URL(string: origin + home + name + "/")!
        let client = self.client
        try BlockingRun.wait { try await client.makeTodoCalendar(url, displayName: name) }
        return url
    }

    /// Creates `count` VTODOs in `collection`, `inFlight` PUTs at a time; the seconds it took.
    func createTodos(_ count: Int, in collection: URL, inFlight: Int = 4) throws -> Double {
        let client = self.client
        return try measure {
            try BlockingRun.wait {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for lane in 0..<inFlight {
                        group.addTask {
                            for index in stride(from: lane, to: count, by: inFlight) {
                                let uid = "phone-\(index)"
                                try await client.put(
                                    collection.appending(path: uid + ".ics"),
                                    calendarData: Self.todo(uid: uid, summary: "Phone task \(index)"),
                                    precondition: .create)
                            }
                        }
                    }
                    try await group.waitForAll()
                }
            }
        }
    }

    /// Changes the SUMMARY of the members at `hrefs` the way another client would (GET, then PUT with
    /// If-Match).
    func editTodos(_ hrefs: [String], in collection: URL, round: Int) throws {
        let client = self.client
        try BlockingRun.wait {
            for href in hrefs {
                let url = try client.url(of: href, relativeTo: collection)
                let object = try await client.get(url)
                // Lines by hand: "\r\n" is one Character to Swift, so split(separator: "\n") never splits it.
                let edited = object.calendarData.replacingOccurrences(of: "\r\n", with: "\n")
                    .split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.hasPrefix("SUMMARY:") ? "SUMMARY:Edited on the phone \(round)" : String($0) }
                    .joined(separator: "\r\n")
                try await client.put(
                    url, calendarData: edited, precondition: .replace(etag: object.etag ?? "*"))
            }
        }
    }

    /// Seconds one sync-collection REPORT with `token` takes, as the bench's client sees it.
    func timeReport(_ collection: URL, token: String?) throws -> Double {
        let client = self.client
        return try measure {
            _ = try BlockingRun.wait { try await client.syncCollection(collection, token: token) }
        }
    }

    /// A VCALENDAR with one VTODO such as a phone writes.
    static func todo(uid: String, summary: String) -> String {
        [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ike bench//phone//EN", "BEGIN:VTODO", "UID:\(uid)",
            "DTSTAMP:20261120T080000Z", "CREATED:20261120T080000Z", "LAST-MODIFIED:20261120T080000Z",
            "SUMMARY:\(summary)", "STATUS:NEEDS-ACTION", "END:VTODO", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
    }
}
