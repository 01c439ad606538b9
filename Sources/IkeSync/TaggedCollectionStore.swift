import Foundation
import IkeCore
import IkeInterchange

/// A collection whose membership stands for a tag (a `[[sync.collections]]` entry after the first): every
/// member read from it carries the tag, and the tag is not written into its CATEGORIES (Docs/Sync.md,
/// "Several collections").
///
/// So a task the phone adds to the "work" list arrives tagged `work` without ike rewriting the phone's
/// item (no write just to add a category), and a task the phone moves out of that list loses the tag
/// instead of carrying a stale category that would move it back. The tag is added to the text as read, so
/// the merge's base, the server's fields and the task agree and no change is seen where there is none.
///
/// A step (a VTODO naming its parent) is in the list because its parent is (`SyncHomes`), not because of
/// a tag: it is read and written as it is, and the list's tag, when a step carries it, is an ordinary
/// category.
public struct TaggedCollectionStore: CalDAVStore {
    public let base: any CalDAVStore
    public let tag: Tag

    /// `base` read and written as the collection of `tag`.
    public init(_ base: any CalDAVStore, tag: Tag) {
        self.base = base
        self.tag = tag
    }

    public func listing() async throws -> [RemoteEntry] { try await base.listing() }

    public func changes(since token: String?) async throws -> RemoteChanges {
        try await base.changes(since: token)
    }

    public func currentToken() async throws -> String? { try await base.currentToken() }

    public func fetch(_ hrefs: [String]) async throws -> [RemoteItem] {
        try await base.fetch(hrefs).map(withTag)
    }

    public func get(_ href: String) async throws -> RemoteItem? {
        try await base.get(href).map(withTag)
    }

    public func create(named name: String, body: String) async throws -> (href: String, etag: String?) {
        try await base.create(named: name, body: withoutTag(body))
    }

    public func update(_ href: String, body: String, etag: String) async throws -> String? {
        try await base.update(href, body: withoutTag(body), etag: etag)
    }

    public func delete(_ href: String, etag: String?) async throws {
        try await base.delete(href, etag: etag)
    }

    /// `item` with the tag among its task's CATEGORIES (unchanged when it is there, or holds no task).
    func withTag(_ item: RemoteItem) -> RemoteItem {
        guard case .success(var todo) = SyncedTodo.read(item.body), todo.todo.parentUID == nil,
            !todo.fields(timeZone: TimeZone(identifier: "UTC")!).tags.contains(tag)
        else {
            return item
        }
        todo.calendar.components[todo.todoIndex].properties.append(.list("CATEGORIES", [tag.name]))
        return RemoteItem(href: item.href, etag: item.etag, body: Array(todo.calendar.text.utf8))
    }

    /// `body` without the tag in its task's CATEGORIES (a CATEGORIES left empty goes).
    func withoutTag(_ body: String) -> String {
        guard case .success(var todo) = SyncedTodo.read(Array(body.utf8)), todo.todo.parentUID == nil else {
            return body
        }
        var properties: [CalendarProperty] = []
        var changed = false
        for property in todo.todo.properties {
            guard property.name == "CATEGORIES" else {
                properties.append(property)
                continue
            }
            let kept = property.listItems.filter { item in
                (try? Tag(item.replacingOccurrences(of: " ", with: "-"))) != tag
            }
            if kept.count == property.listItems.count {
                properties.append(property)
                continue
            }
            changed = true
            if !kept.isEmpty {
                var shorter = property
                shorter.value = CalendarProperty.list("CATEGORIES", kept).value
                properties.append(shorter)
            }
        }
        guard changed else { return body }
        todo.calendar.components[todo.todoIndex].properties = properties
        return todo.calendar.text
    }
}
