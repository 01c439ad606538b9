import Foundation

/// Another CalDAV client for the sync tests, playing the user's phone: the PyPI `caldav` package, driven
/// through Tests/Support/caldav_phone.py, lists, creates, edits and deletes VTODOs in one collection.
///
/// Independent of ike's own client, it checks what ike wrote and changes things behind ike's back. Each
/// call starts Python (a few tenths of a second), so tests call it a few times, not in loops.
public struct CalDAVPhone: Sendable {
    /// The collection's URL, ending in a slash.
    public let collectionURL: URL
    /// The Basic credentials it sends.
    public let user: String
    /// The password that goes with `user`.
    public let password: String
    /// The certificate it trusts for https, if any.
    public let certificatePath: String?

    /// A phone on `server`'s collection at `collectionPath` (e.g. from `makeCollection()`), with the
    /// server's credentials.
    public init(server: CalDAVServer, collectionPath: String) {
        self.init(
            collectionURL: server.url(collectionPath), user: server.user, password: server.password,
            certificatePath: server.certificatePath)
    }

    /// A phone on any loopback collection, e.g. with a wrong password.
    public init(collectionURL: URL, user: String, password: String, certificatePath: String? = nil) {
        self.collectionURL = collectionURL
        self.user = user
        self.password = password
        self.certificatePath = certificatePath
    }

    /// Every VTODO in the collection, completed ones too, sorted by UID.
    public func list() throws -> [PhoneTodo] {
        struct Listing: Decodable { var todos: [PhoneTodo] }
        return try run(["list"], as: Listing.self).todos
    }

    /// Creates a VTODO (with `If-None-Match: *`) and returns it as the server then serves it.
    @discardableResult
    public func create(uid: String, summary: String, categories: [String] = []) throws -> PhoneTodo {
        try run(["create", "--uid", uid, "--summary", summary] + categories.flatMap { ["--category", $0] })
    }

    /// Stores a whole iCalendar text as a new item (its UID must be `uid`), for content ike did not write.
    @discardableResult
    public func create(uid: String, icalendar: String) throws -> PhoneTodo {
        let folder = try TempDirectory(prefix: "ike-phone")
        defer { folder.remove() }
        return try run(["create", "--uid", uid, "--ics", try folder.write(icalendar, to: "item.ics")])
    }

    /// Changes the given fields of the VTODO with this UID in place (other properties stay), saving with
    /// `If-Match`; `categories` replaces every CATEGORIES property by one.
    @discardableResult
    public func edit(
        uid: String, summary: String? = nil, status: String? = nil, categories: [String]? = nil
    ) throws -> PhoneTodo {
        var arguments = ["edit", "--uid", uid]
        if let summary { arguments += ["--summary", summary] }
        if let status { arguments += ["--status", status] }
        if let categories { arguments += categories.flatMap { ["--category", $0] } }
        return try run(arguments)
    }

    /// Deletes the VTODO with this UID.
    public func delete(uid: String) throws {
        struct Deleted: Decodable { var deleted: String }
        _ = try run(["delete", "--uid", uid], as: Deleted.self)
    }

    /// Runs the script with the command, the collection's URL after the subcommand, and decodes its JSON.
    private func run<Output: Decodable>(
        _ arguments: [String], as type: Output.Type = PhoneTodo.self
    ) throws
        -> Output
    {
        let python = try CalDAVVenv.executable("python")
        var command = [CalDAVVenv.phoneScript, arguments[0], collectionURL.absoluteString]
        command += arguments.dropFirst()
        var environment = ProcessRunner.baseEnvironment
        environment["CALDAV_PHONE_USER"] = user
        environment["CALDAV_PHONE_PASSWORD"] = password
        if let certificatePath { environment["CALDAV_PHONE_CA"] = certificatePath }
        let result = try ProcessRunner.run(python, command, environment: environment, timeout: 60)
        guard result.exitCode == 0 else {
            throw CalDAVServerError.phone(
                command: ProcessRunner.describe("caldav_phone.py", Array(command.dropFirst())),
                exitCode: result.exitCode, stderr: result.stderr)
        }
        do {
            return try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
        } catch {
            throw CalDAVServerError.phone(
                command: "caldav_phone.py \(arguments[0])", exitCode: 0,
                stderr: "unreadable output (\(error)): \(result.stdout)")
        }
    }
}
