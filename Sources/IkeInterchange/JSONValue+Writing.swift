import IkeCore

extension JSONValue {
    /// Appends the value as compact JSON: members in their order, numbers as written.
    func write(to json: inout JSONText) {
        switch self {
        case .null: json.raw("null")
        case .bool(let value): json.raw(value ? "true" : "false")
        case .number(let text): json.verbatim(text)
        case .string(let text): json.string(text)
        case .array(let array):
            json.raw("[")
            for (index, value) in array.values.enumerated() {
                if index > 0 { json.raw(",") }
                value.write(to: &json)
            }
            json.raw("]")
        case .object(let object): object.write(to: &json)
        }
    }
}

extension JSONObject {
    /// Appends the object as compact JSON, members in their order.
    func write(to json: inout JSONText) {
        json.raw("{")
        for (index, member) in members.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(member.key)
            json.raw(":")
            member.value.write(to: &json)
        }
        json.raw("}")
    }

    /// The object as compact JSON text.
    var text: String {
        var json = JSONText(capacity: 256)
        write(to: &json)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// Sets member `key` to `value` in place (the first of that name; later ones removed), appends it when
    /// there is none, or removes every member of that name when `value` is nil.
    mutating func set(_ key: String, _ value: JSONValue?) {
        guard let value else {
            members.removeAll { $0.key == key }
            return
        }
        guard let first = members.firstIndex(where: { $0.key == key }) else {
            members.append((key, value))
            return
        }
        members[first].value = value
        var index = members.index(after: first)
        while index < members.count {
            if members[index].key == key { members.remove(at: index) } else { index += 1 }
        }
    }
}
