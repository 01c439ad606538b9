import Foundation
import IkeSync
import Testing

@Suite("Multistatus reader")
struct DAVMultistatusTests {
    private func recorded(_ name: String) throws -> DAVMultistatus {
        try DAVMultistatus.read(Array(CannedHTTPServer.recorded(name).utf8))
    }

    private func multistatus(_ body: String) throws -> DAVMultistatus {
        try DAVMultistatus.read(Array(body.utf8))
    }

    @Test func radicaleSyncCollectionGivesChangesDeletionsAndTheToken() throws {
        let answer = try recorded("radicale-sync-collection.xml")
        #expect(
            answer.responses.map(\.href) == [
                "/alice/tasks/6f1c2d3e-0001.ics", "/alice/tasks/Caf%C3%A9%20list.ics",
                "/alice/tasks/6f1c2d3e-0002.ics",
            ])
        #expect(answer.responses.map(\.isGone) == [false, false, true])
        #expect(answer.responses[0].properties.etag == "\"b3c1e5f0a2d4c6e8b3c1e5f0a2d4c6e8\"")
        #expect(answer.responses[2].propstats.isEmpty)
        #expect(answer.responses[2].status?.code == 404)
        #expect(answer.syncToken == "http://radicale.org/ns/sync/4f9d2a3c1b5e7d8f0a1b2c3d4e5f6a7b")
        #expect(!answer.isTruncated)
    }

    @Test func xandikosCalendarHomeTellsTaskListsFromEventCalendars() throws {
        let answer = try recorded("xandikos-calendar-home.xml")
        let byHref = Dictionary(uniqueKeysWithValues: answer.responses.map { ($0.href, $0.properties) })
        let tasks = try #require(byHref["/user/calendars/tasks/"])
        #expect(tasks.isCalendar && tasks.isCollection)
        #expect(tasks.displayName == "Tasks")
        #expect(tasks.supportedComponents == ["VTODO"])
        #expect(tasks.supportsTodos)
        #expect(tasks.supportsSyncCollection)
        #expect(tasks.syncToken == "http://xandikos.org/ns/sync/5b1e9d0c")
        #expect(tasks.ctag == "5b1e9d0c")
        let events = try #require(byHref["/user/calendars/calendar/"])
        #expect(events.supportedComponents == ["VEVENT"])
        #expect(!events.supportsTodos)
        // The properties it lacks come in a 404 propstat, which is not a value.
        #expect(events.syncToken == nil && events.supportedReports == nil && !events.supportsSyncCollection)
        let everything = try #require(byHref["/user/calendars/everything/"])
        #expect(everything.supportedComponents == nil && everything.supportsTodos)
        let home = try #require(byHref["/user/calendars/"])
        #expect(home.isCollection && !home.isCalendar)
    }

    @Test func nextcloudTruncationIsFlaggedAndNotAMember() throws {
        let answer = try recorded("nextcloud-sync-truncated.xml")
        #expect(answer.isTruncated)
        #expect(
            answer.responses.map(\.href) == [
                "/remote.php/dav/calendars/alice/tasks/A1B2C3D4-0001.ics",
                "/remote.php/dav/calendars/alice/tasks/A1B2C3D4-0002.ics",
            ])
        #expect(answer.responses[0].properties.etag == "\"5f2a0c1b9e8d7c6b5a4f3e2d1c0b9a88\"")
        #expect(answer.syncToken == "http://sabre.io/ns/sync/1207")
    }

    @Test func calendarDataKeepsItsTextAndLineEnds() throws {
        let answer = try multistatus(
            """
            <d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:response>
            <d:href>/a.ics</d:href><d:propstat><d:prop><d:getetag>"1"</d:getetag>
            <c:calendar-data>BEGIN:VCALENDAR\r\nSUMMARY:Tom &amp; Jerry 🐭\r\nEND:VCALENDAR\r\n</c:calendar-data>
            </d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>
            """)
        #expect(
            answer.responses.first?.properties.calendarData
                == "BEGIN:VCALENDAR\nSUMMARY:Tom & Jerry 🐭\nEND:VCALENDAR\n")
    }

    @Test func principalAndHomeSetHrefsAreRead() throws {
        let answer = try multistatus(
            """
            <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><response><href>/</href><propstat><prop>
            <current-user-principal><href> /alice/ </href></current-user-principal>
            <C:calendar-home-set><href>/alice/</href><href>https://other.example/alice/</href></C:calendar-home-set>
            </prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>
            """)
        let properties = try #require(answer.responses.first?.properties)
        #expect(properties.currentUserPrincipal == "/alice/")
        #expect(properties.calendarHomeSet == ["/alice/", "https://other.example/alice/"])
    }

    @Test func severalHrefsWithOneStatusAreOneResponseEach() throws {
        let answer = try multistatus(
            #"<multistatus xmlns="DAV:"><response><href>/a</href><href>/b</href><status>HTTP/1.1 404 Not Found</status></response></multistatus>"#
        )
        #expect(answer.responses.map(\.href) == ["/a", "/b"])
        #expect(answer.responses.map(\.isGone) == [true, true])
    }

    @Test(arguments: [
        (#"<error xmlns="DAV:"/>"#, DAVReadError.notMultistatus(found: XMLName("DAV:", "error"))),
        (
            #"<multistatus xmlns="DAV:"><response><status>HTTP/1.1 200 OK</status></response></multistatus>"#,
            .responseWithoutHref
        ),
        (
            #"<multistatus xmlns="DAV:"><response><href>/a</href><status>teapot</status></response></multistatus>"#,
            .invalidStatus("teapot")
        ),
        (
            #"<multistatus xmlns="DAV:"><response><href>/a</href><propstat><prop/></propstat></response></multistatus>"#,
            .propstatWithoutStatus(href: "/a")
        ),
        (#"<multistatus>no namespace</multistatus>"#, .notMultistatus(found: XMLName("", "multistatus"))),
    ])
    func answersThatAreNotMultistatusAreRefused(body: String, expected: DAVReadError) {
        #expect(throws: expected) { try DAVMultistatus.read(Array(body.utf8)) }
    }

    @Test func htmlIsRefusedWithTheXMLReason() {
        #expect(throws: DAVReadError.xml(XMLReadError(.doctypeRefused, line: 1, column: 1))) {
            try DAVMultistatus.read(Array("<!DOCTYPE html><html></html>".utf8))
        }
    }
}
