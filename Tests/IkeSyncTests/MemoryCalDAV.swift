import Foundation
import IkeSync

/// A CalDAV collection in memory that behaves like the servers measured (Docs/Sync.md): strong ETags that
/// change with every write, a sync token per change, deleted members reported by href, conditional writes,
/// one member per UID (409), and text rewritten on store (Radicale reorders and adds properties), so the
/// sync must read back what it stored. It counts requests, so tests can say "nothing was sent".
actor MemoryCalDAV: CalDAVStore {
    struct Member {
        var body: [UInt8]
        var etag: String
        var changedAt: Int
    }

    let path: String
    private(set) var members: [String: Member] = [:]
    /// The href holding each UID, so a create checks for a conflict without reading every member.
    private var hrefByUID: [String: String] = [:]
    private var deletedAt: [String: Int] = [:]
    private var version = 0
    private(set) var puts = 0
    private(set) var deletes = 0
    private(set) var reports = 0
    private(set) var gets = 0
    /// When set, the next sync-collection with a token is refused as if the token expired.
    var expireTokens = false
    /// Another client's write that lands right after the next listing is read: (href, text).
    private var writeAfterListing: (String, String)?

    /// An empty collection at `path`.
    init(path: String = "/alice/tasks/") {
        self.path = path
    }

    func setExpireTokens(_ value: Bool) { expireTokens = value }

    /// The phone writes `body` at `href` just after the next listing is read.
    func phoneWritesAfterTheNextListing(_ href: String, _ body: String) { writeAfterListing = (href, body) }

    func resetCounts() {
        puts = 0
        deletes = 0
        reports = 0
        gets = 0
    }

    func listing() async throws -> [RemoteEntry] {
        reports += 1
        let listed = members.sorted { $0.key < $1.key }.map { RemoteEntry(href: $0.key, etag: $0.value.etag) }
        if let (href, body) = writeAfterListing {
            writeAfterListing = nil
            store(href, body)
        }
        return listed
    }

    func changes(since token: String?) async throws -> RemoteChanges {
        reports += 1
        let since: Int
        if let token {
            guard !expireTokens, let number = Int(token.dropFirst("tok-".count)), number <= version else {
                throw CalDAVStoreError.syncTokenInvalid
            }
            since = number
        } else {
            since = -1
        }
        let changed = members.filter { $0.value.changedAt > since }.sorted { $0.key < $1.key }
            .map { RemoteEntry(href: $0.key, etag: $0.value.etag) }
        let deleted = since < 0 ? [] : deletedAt.filter { $0.value > since }.map(\.key).sorted()
        return RemoteChanges(changed: changed, deleted: deleted, token: "tok-\(version)")
    }

    func fetch(_ hrefs: [String]) async throws -> [RemoteItem] {
        reports += 1
        return hrefs.compactMap { href in
            members[href].map { RemoteItem(href: href, etag: $0.etag, body: $0.body) }
        }
    }

    func get(_ href: String) async throws -> RemoteItem? {
        gets += 1
        return members[href].map { RemoteItem(href: href, etag: $0.etag, body: $0.body) }
    }

    func create(named name: String, body: String) async throws -> (href: String, etag: String?) {
        puts += 1
        let href = path + name
        guard members[href] == nil else { throw CalDAVStoreError.preconditionFailed }
        if let uid = Self.uid(of: body), let other = hrefByUID[uid], members[other] != nil {
            throw CalDAVStoreError.uidConflict(existingHref: other)
        }
        store(href, body)
        return (href, members[href]?.etag)
    }

    func update(_ href: String, body: String, etag: String) async throws -> String? {
        puts += 1
        guard let member = members[href], member.etag == etag else {
            throw CalDAVStoreError.preconditionFailed
        }
        store(href, body)
        return members[href]?.etag
    }

    func delete(_ href: String, etag: String?) async throws {
        deletes += 1
        guard let member = members[href] else { return }
        if let etag, member.etag != etag { throw CalDAVStoreError.preconditionFailed }
        version += 1
        members[href] = nil
        deletedAt[href] = version
    }

    /// Another client (the phone) writes `body` at `href` unconditionally.
    func phoneWrites(_ href: String, _ body: String) {
        store(href, body)
    }

    /// Another client deletes `href`.
    func phoneDeletes(_ href: String) {
        version += 1
        members[href] = nil
        deletedAt[href] = version
    }

    func body(_ href: String) -> String? { members[href].map { String(decoding: $0.body, as: UTF8.self) } }

    private func store(_ href: String, _ body: String) {
        version += 1
        // Like Radicale: the stored text is not the text sent (line ends and an added property).
        let rewritten = body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
            of: "BEGIN:VTODO\n", with: "BEGIN:VTODO\nX-SERVER-SEEN:\(version)\n")
        members[href] = Member(body: Array(rewritten.utf8), etag: "\"e\(version)\"", changedAt: version)
        if let uid = Self.uid(of: body) { hrefByUID[uid] = href }
        deletedAt[href] = nil
    }

    private static func uid(of body: String) -> String? {
        body.components(separatedBy: .newlines).first { $0.hasPrefix("UID:") }.map { String($0.dropFirst(4)) }
    }
}
