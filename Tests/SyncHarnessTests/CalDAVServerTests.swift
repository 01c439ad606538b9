import Foundation
import IkeTestSupport
import Testing

/// What the sync tests rely on from each server, checked against the real thing: discovery, conditional
/// writes, listing, and a collection of one's own. One Radicale and one Xandikos serve the whole suite.
@Suite("CalDAV servers on loopback", .caldavServers)
struct CalDAVServerTests {
    @Test(
        "the principal answers PROPFIND with itself as current-user-principal",
        arguments: CalDAVServerKind.allCases)
    func principal(_ kind: CalDAVServerKind) throws {
        let server = try CalDAVServerScope.server(kind)
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)/")
        let reply = try server.send(
            "PROPFIND", server.principalPath, headers: ["Depth": "0"], body: CalDAVBodies.propfindPrincipal)
        #expect(reply.status == 207, "\(reply.body)")
        let answer = try Multistatus(reply.body)
        #expect(answer.responses.map(\.href) == [server.principalPath])
        // current-user-principal's href, then calendar-home-set's.
        #expect(answer.texts["href"]?.dropFirst().first == server.principalPath)
        #expect(answer.texts["href"]?.dropFirst(2).first == server.calendarHomePath)
    }

    @Test(
        "a made collection is a calendar for VTODO that lists sync-collection",
        arguments: CalDAVServerKind.allCases)
    func madeCollection(_ kind: CalDAVServerKind) throws {
        let server = try CalDAVServerScope.server(kind)
        let path = try server.makeCollection()
        #expect(path.hasPrefix(server.calendarHomePath) && path.hasSuffix("/"))
        let reply = try server.send(
            "PROPFIND", path, headers: ["Depth": "0"], body: CalDAVBodies.propfindCollection)
        #expect(reply.status == 207, "\(reply.body)")
        let answer = try Multistatus(reply.body)
        #expect(answer.names.contains("calendar"))
        #expect(answer.names.contains("sync-collection"))
        #expect(answer.texts["sync-token"]?.first?.isEmpty == false)
        // Making it again is refused, not a second collection.
        #expect(throws: CalDAVServerError.self) {
            try server.makeCollection(named: String(path.dropLast().split(separator: "/").last!))
        }
    }

    @Test(
        "a new VTODO is stored once with If-None-Match and served with its ETag",
        arguments: CalDAVServerKind.allCases)
    func createOnce(_ kind: CalDAVServerKind) throws {
        let server = try CalDAVServerScope.server(kind)
        let href = try server.makeCollection() + "first.ics"
        let body = CalDAVBodies.todo(uid: "first", summary: "우유 사기 🎉")
        let created = try server.send("PUT", href, headers: ["If-None-Match": "*"], body: body)
        #expect(created.status == 201, "\(created.body)")
        let etag = try #require(created.header("ETag"))
        #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))

        let again = try server.send("PUT", href, headers: ["If-None-Match": "*"], body: body)
        #expect(again.status == 412)

        let read = try server.send("GET", href)
        #expect(read.status == 200)
        #expect(read.header("ETag") == etag)
        #expect(read.body.contains("SUMMARY:우유 사기 🎉"))
        #expect(read.body.contains("X-OTHER-APP;X-PARAM=1:kept"))
    }

    @Test(
        "an update with a stale If-Match gets 412 and changes nothing", arguments: CalDAVServerKind.allCases)
    func staleIfMatch(_ kind: CalDAVServerKind) throws {
        let server = try CalDAVServerScope.server(kind)
        let href = try server.makeCollection() + "item.ics"
        let first = try server.send(
            "PUT", href, headers: ["If-None-Match": "*"], body: CalDAVBodies.todo(uid: "item", summary: "one")
        )
        let etag = try #require(first.header("ETag"))
        let second = try server.send(
            "PUT", href, headers: ["If-Match": etag], body: CalDAVBodies.todo(uid: "item", summary: "two"))
        #expect((200..<300).contains(second.status), "\(second.body)")
        let newer = try #require(second.header("ETag"))
        #expect(newer != etag)

        let stale = try server.send(
            "PUT", href, headers: ["If-Match": etag], body: CalDAVBodies.todo(uid: "item", summary: "three"))
        #expect(stale.status == 412)
        let staleDelete = try server.send("DELETE", href, headers: ["If-Match": etag])
        #expect(staleDelete.status == 412)
        let read = try server.send("GET", href)
        #expect(read.body.contains("SUMMARY:two"))
        #expect(read.header("ETag") == newer)
    }

    @Test(
        "calendar-query lists each VTODO's href with the ETag a GET gives",
        arguments: CalDAVServerKind.allCases)
    func calendarQuery(_ kind: CalDAVServerKind) throws {
        let server = try CalDAVServerScope.server(kind)
        let collection = try server.makeCollection()
        var etags: [String: String] = [:]
        for uid in ["a", "b"] {
            let reply = try server.send(
                "PUT", collection + uid + ".ics", headers: ["If-None-Match": "*"],
                body: CalDAVBodies.todo(uid: uid, summary: "task \(uid)"))
            etags[collection + uid + ".ics"] = reply.header("ETag")
        }
        let reply = try server.send(
            "REPORT", collection, headers: ["Depth": "1"], body: CalDAVBodies.queryTodos)
        #expect(reply.status == 207, "\(reply.body)")
        let answer = try Multistatus(reply.body)
        #expect(Dictionary(uniqueKeysWithValues: answer.responses.map { ($0.href, $0.etag ?? "") }) == etags)
        #expect(answer.responses.allSatisfy { $0.calendarData?.contains("BEGIN:VTODO") == true })
    }

    @Test(
        "sync-collection reports a change since a token, and a deletion as a 404 member",
        arguments: CalDAVServerKind.allCases)
    func syncCollection(_ kind: CalDAVServerKind) throws {
        let server = try CalDAVServerScope.server(kind)
        let collection = try server.makeCollection()
        let href = collection + "kept.ics"
        _ = try server.send(
            "PUT", href, headers: ["If-None-Match": "*"], body: CalDAVBodies.todo(uid: "kept", summary: "x"))
        let first = try Multistatus(
            try server.send("REPORT", collection, body: CalDAVBodies.syncCollection(from: "")).body)
        #expect(first.responses.map(\.href) == [href])
        let token = try #require(first.syncToken)

        let unchanged = try Multistatus(
            try server.send("REPORT", collection, body: CalDAVBodies.syncCollection(from: token)).body)
        #expect(unchanged.responses.isEmpty)

        #expect((200..<300).contains(try server.send("DELETE", href).status))
        let after = try Multistatus(
            try server.send("REPORT", collection, body: CalDAVBodies.syncCollection(from: token)).body)
        #expect(after.responses.map(\.href) == [href])
        #expect(after.responses.first?.status?.contains("404") == true)
        #expect(after.syncToken != nil && after.syncToken != token)
    }

    @Test(
        "the phone creates a task that the server serves and the phone lists",
        arguments: CalDAVServerKind.allCases)
    func phoneCreatesAndLists(_ kind: CalDAVServerKind) throws {
        let server = try CalDAVServerScope.server(kind)
        let collection = try server.makeCollection()
        let phone = CalDAVPhone(server: server, collectionPath: collection)
        #expect(try phone.list().isEmpty)

        let created = try phone.create(
            uid: "from-phone", summary: "할 일 from the phone", categories: ["work", "home"])
        #expect(created.href.hasPrefix(collection))
        let read = try server.send("GET", created.href)
        #expect(read.status == 200)
        #expect(read.header("ETag") == created.etag)
        #expect(read.body.contains("UID:from-phone"))

        let edited = try phone.edit(uid: "from-phone", status: "COMPLETED")
        #expect(edited.etag != created.etag)
        let listed = try phone.list()
        #expect(listed.map(\.uid) == ["from-phone"])
        #expect(listed.first?.summary == "할 일 from the phone")
        #expect(listed.first?.status == "COMPLETED")
        #expect(listed.first?.categories == ["work", "home"])

        try phone.delete(uid: "from-phone")
        #expect(try phone.list().isEmpty)
        #expect(try server.send("GET", created.href).status == 404)
    }
}
