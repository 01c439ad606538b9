import Foundation
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// A task's parent in a VTODO (Docs/Sync.md, "Steps"): the first `RELATED-TO` that is `RELTYPE=PARENT` or
/// untyped; written on the step alone, replaced in place; every other link kept as written.
@Suite("The parent in a VTODO")
struct CalendarParentTests {
    static func todo(_ lines: [String]) throws -> CalendarComponent {
        try CalendarComponent.parse(
            (["BEGIN:VTODO", "UID:t"] + lines + ["END:VTODO", ""]).joined(separator: "\r\n"))
    }

    static func links(_ todo: CalendarComponent) -> [String] {
        todo.properties("RELATED-TO").map { "RELATED-TO\($0.parameters):\($0.value)" }
    }

    @Test(
        arguments: [
            (["RELATED-TO;RELTYPE=PARENT:move-1"], "move-1"),
            (["RELATED-TO:move-1"], "move-1"),
            (["RELATED-TO;RELTYPE=parent:move-1"], "move-1"),
            (
                [
                    "RELATED-TO;RELTYPE=SIBLING:other", "RELATED-TO:move-1",
                    "RELATED-TO;RELTYPE=PARENT:second",
                ], "move-1"
            ),
            (["RELATED-TO;RELTYPE=CHILD:pack-1"], ""),
            (["RELATED-TO;RELTYPE=DEPENDS-ON:other"], ""),
            ([String](), ""),
        ] as [([String], String)])
    func theParentIsRead(lines: [String], parent: String) throws {
        #expect(try Self.todo(lines).parentUID == (parent.isEmpty ? nil : parent))
    }

    @Test func aNewParentReplacesTheLinkInPlaceAndLeavesTheOthers() throws {
        var todo = try Self.todo([
            "RELATED-TO;RELTYPE=DEPENDS-ON:other", "RELATED-TO;X-APP=1:move-1",
            "RELATED-TO;RELTYPE=PARENT:second",
        ])
        todo.setParent("paint-1")
        #expect(Self.links(todo) == ["RELATED-TO;RELTYPE=DEPENDS-ON:other", "RELATED-TO;X-APP=1:paint-1"])
        todo.setParent(nil)
        #expect(Self.links(todo) == ["RELATED-TO;RELTYPE=DEPENDS-ON:other"])
        todo.setParent("a,b")
        #expect(
            Self.links(todo) == ["RELATED-TO;RELTYPE=DEPENDS-ON:other", "RELATED-TO;RELTYPE=PARENT:a\\,b"])
        #expect(todo.parentUID == "a,b")
    }

    /// Imported, the step is under its parent; an export after a title edit keeps every link as written;
    /// moved to the top level in ike, only the parent link goes; a step made in ike gets ike's link.
    @Test func anImportedStepGoesBackWithItsLinksAsWritten() throws {
        let text = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VTODO", "UID:pack-1",
            "SUMMARY:Pack",
            "RELATED-TO:move-1", "RELATED-TO;RELTYPE=SIBLING:paint-1", "END:VTODO", "BEGIN:VTODO",
            "UID:move-1",
            "SUMMARY:Move flat", "RELATED-TO;RELTYPE=CHILD:pack-1", "END:VTODO", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        let store = try makeStore()
        try importText(store, text, name: "tasks.ics")
        #expect(try store.item(uid: "pack-1")?.parentUID == "move-1")
        #expect(try store.item(uid: "move-1")?.parentUID == nil)
        func exported() throws -> String {
            String(decoding: try Exporter.export(store, as: .iCalendar).bytes, as: UTF8.self)
        }
        var pack = try #require(try store.item(uid: "pack-1"))
        pack.title = "Pack the boxes"
        let retitled = pack
        _ = try store.change { try $0.update(retitled) }
        var text2 = try exported()
        for line in [
            "RELATED-TO:move-1\r\n", "RELATED-TO;RELTYPE=SIBLING:paint-1\r\n",
            "RELATED-TO;RELTYPE=CHILD:pack-1\r\n",
        ] {
            #expect(text2.contains(line), "\(line) in \(text2)")
        }
        pack.parentUID = nil
        let lifted = pack
        _ = try store.change { try $0.update(lifted) }
        text2 = try exported()
        #expect(!text2.contains("RELATED-TO:move-1") && text2.contains("RELATED-TO;RELTYPE=SIBLING:paint-1"))
        var step = TodoItem(uid: "label-1", title: "Label the boxes", createdAt: testNow)
        step.parentUID = "move-1"
        let added = step
        _ = try store.change { try $0.insert(added, at: .bottom) }
        #expect(
            try exported().contains("UID:label-1\r\n")
                && (try exported()).contains("RELATED-TO;RELTYPE=PARENT:move-1\r\n"))
    }

    /// A parent's `RELTYPE=CHILD` link is the inverse of its step's parent link: a step that names no parent
    /// of its own takes it; one that names another keeps its own.
    @Test func aParentsChildLinkMakesAStepOfATaskThatNamesNoParent() throws {
        let text = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VTODO", "UID:move-1",
            "SUMMARY:Move flat", "RELATED-TO;RELTYPE=CHILD:pack-1", "RELATED-TO;RELTYPE=CHILD:paint-1",
            "END:VTODO",
            "BEGIN:VTODO", "UID:pack-1", "SUMMARY:Pack", "END:VTODO", "BEGIN:VTODO", "UID:paint-1",
            "SUMMARY:Paint", "RELATED-TO;RELTYPE=PARENT:decorate-1", "END:VTODO", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        let store = try makeStore()
        try importText(store, text, name: "tasks.ics")
        #expect(try store.item(uid: "pack-1")?.parentUID == "move-1")
        #expect(try store.item(uid: "paint-1")?.parentUID == "decorate-1")
        #expect(try store.item(uid: "move-1")?.parentUID == nil)
    }
}
