import Foundation
import IkeCore
import IkeCoreTestSupport

@testable import IkeInterchange

/// Taskwarrior's objects of `bytes` by uuid, each as its members' JSON text by key: what `task import`
/// reads, field by field.
func taskwarriorRecords(_ bytes: [UInt8]) throws -> [String: [String: String]] {
    guard case .array(let array) = try JSONReader.parse(bytes) else { return [:] }
    var records: [String: [String: String]] = [:]
    for case .object(let object) in array.values {
        var fields: [String: String] = [:]
        for member in object.members {
            var json = JSONText()
            member.value.write(to: &json)
            fields[member.key] = String(decoding: json.bytes, as: UTF8.self)
        }
        if case .string(let uuid)? = object["uuid"] { records[uuid] = fields }
    }
    return records
}

/// The Taskwarrior 2.6 export fixture imported into a fresh store, with its records by uuid.
func importedTaskwarriorFixture() throws -> (TaskStore, [String: [String: String]]) {
    let path = "originals/taskwarrior-2.6.json"
    let store = try makeStore(at: afterFixtures)
    try importFixture(store, path)
    return (store, try taskwarriorRecords(try fixture(path)))
}

/// The store exported as Taskwarrior JSON, its records by uuid.
func exportedTaskwarrior(_ store: TaskStore) throws -> [String: [String: String]] {
    try taskwarriorRecords(try Exporter.export(store, as: .taskwarrior).bytes)
}

/// The keys whose values differ between two records (present in one only counts).
func differingKeys(_ old: [String: String], _ new: [String: String]) -> Set<String> {
    Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }
}

/// The VTODOs of a calendar by UID and RECURRENCE-ID (`UID` or `UID@RECURRENCE-ID`), and its VTIMEZONEs.
func calendarTodos(_ bytes: [UInt8]) throws -> (todos: [String: CalendarComponent], zones: [String]) {
    let calendar = try CalendarComponent.parse(bytes: bytes)
    var todos: [String: CalendarComponent] = [:]
    for todo in calendar.components where todo.name == "VTODO" {
        let key =
            (todo.property("UID")?.value ?? "")
            + (todo.property("RECURRENCE-ID").map { "@" + $0.value } ?? "")
        todos[key] = todo
    }
    let zones = calendar.components.filter { $0.name == "VTIMEZONE" }.compactMap {
        $0.property("TZID")?.value
    }
    return (todos, zones)
}

/// The names of the properties that differ between two VTODOs (by name: each name's lines compared as a
/// list), and whether their alarms and other inner components differ.
func differingProperties(_ old: CalendarComponent, _ new: CalendarComponent) -> Set<String> {
    let names = Set(old.properties.map(\.name)).union(new.properties.map(\.name))
    var differing = names.filter { old.properties($0) != new.properties($0) }
    if old.components != new.components { differing.insert("(components)") }
    return differing
}

/// Changes the task `uid` of `store` in ike as a person would (one `update`).
func edit(_ store: TaskStore, uid: String, _ change: (inout TodoItem) -> Void) throws {
    try store.change { writer in
        guard var item = try writer.item(uid: uid) else { throw StoreError.unknownUID(uid) }
        change(&item)
        try writer.update(item)
    }
}

/// The uid of the task titled `title`.
func uid(_ store: TaskStore, titled title: String) throws -> String {
    guard let item = try store.items().first(where: { $0.title == title }) else {
        throw StoreError.unknownUID(title)
    }
    return item.uid
}
