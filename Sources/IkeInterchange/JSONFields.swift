import Foundation
import IkeCore

/// Typed reads of one task object's members, failing with the record and line of the object.
struct JSONFields {
    let object: JSONObject
    let record: Int

    private func failure(_ key: String, _ expected: String, _ found: JSONValue) -> ImportError {
        ImportError(line: object.line, record: record, "“\(key)” must be \(expected), not \(found.kindName)")
    }

    /// A string member; `nil` when absent or null.
    func string(_ key: String) throws(ImportError) -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?: throw failure(key, "a string", other)
        }
    }

    /// A string member that must be there.
    func requiredString(_ key: String) throws(ImportError) -> String {
        guard let text = try string(key) else {
            throw ImportError(line: object.line, record: record, "the task has no “\(key)”")
        }
        return text
    }

    /// A `true`/`false` member; `nil` when absent or null.
    func bool(_ key: String) throws(ImportError) -> Bool? {
        switch object[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        case let other?: throw failure(key, "true or false", other)
        }
    }

    /// An array of tag names; `nil` when absent (a file written before tags), empty when null.
    func tags(_ key: String) throws(ImportError) -> TagSet? {
        let array: JSONArray
        switch object[key] {
        case nil: return nil
        case .null?: return []
        case .array(let list)?: array = list
        case let other?: throw failure(key, "an array of strings", other)
        }
        var tags = TagSet()
        for value in array.values {
            guard case .string(let text) = value else { throw failure(key, "an array of strings", value) }
            do {
                tags.insert(try Tag(text))
            } catch {
                throw ImportError(line: object.line, record: record, "“\(key)”: \(error)")
            }
        }
        if tags.count > Tag.maximumPerTask {
            throw ImportError(line: object.line, record: record, "“\(key)”: \(TagError.tooMany(tags.count))")
        }
        return tags
    }

    /// A plain field's member under its name (a duration as minutes, or as text such as `PT1H30M`); `nil`
    /// when absent or null. `numbers`: whether a bare number is read (ike's own minutes); a Taskwarrior
    /// UDA of the same name typed `numeric` has a unit ike cannot know.
    func plain(_ field: PlainField, numbers: Bool = true) throws(ImportError) -> PlainValue? {
        let text: String
        switch object[field.name] {
        case nil, .null?: return nil
        case .number(let number)? where numbers: text = number
        case .number?: return nil
        case .string(let string)?: text = string
        case let other?: throw failure(field.name, field.kind.example, other)
        }
        guard let value = field.kind.value(text) else {
            throw ImportError(
                line: object.line, record: record, "“\(field.name)” “\(text)” is not \(field.kind.example)")
        }
        return value
    }

    /// An id written as a string or an integer, as text.
    func id(_ key: String) throws(ImportError) -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text.isEmpty ? nil : text
        case .number(let text)?: return text
        case let other?: throw failure(key, "a string or a number", other)
        }
    }

    /// A `YYYY-MM-DD` date member (a timestamp's date is taken in `timeZone`).
    func date(_ key: String, timeZone: TimeZone) throws(ImportError) -> LocalDate? {
        guard let text = try string(key) else { return nil }
        guard let parsed = DateTimeText(text) else {
            throw ImportError(
                line: object.line, record: record, "“\(key)” “\(text)” is not a date such as 2026-12-01")
        }
        return parsed.localDate(in: timeZone)
    }

    /// The wall-clock time of a date-time member where it is read (`nil` for a date alone or no member).
    func dueTime(_ key: String, timeZone: TimeZone) throws(ImportError) -> TimeOfDay? {
        guard let text = try string(key) else { return nil }
        return DateTimeText(text)?.localTime(in: timeZone)
    }

    /// An ISO 8601 or basic-form timestamp member.
    func instant(_ key: String, timeZone: TimeZone) throws(ImportError) -> Date? {
        guard let text = try string(key) else { return nil }
        guard let parsed = DateTimeText(text) else {
            throw ImportError(
                line: object.line, record: record,
                "“\(key)” “\(text)” is not a time such as 2026-11-22T09:00:00Z")
        }
        return parsed.instant(in: timeZone)
    }
}

extension JSONValue {
    /// The object, or a failure naming the record that is not one.
    func taskObject(record: Int, line: Int, expected: String) throws(ImportError) -> JSONObject {
        guard case .object(let object) = self else {
            throw ImportError(line: line, record: record, "expected \(expected), found \(kindName)")
        }
        return object
    }
}
