/// A parsed JSON value; objects and arrays remember the line they start on, for error messages. Not
/// `indirect`: arrays already box their elements, and boxing every string cost a fifth of an import.
public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// The number as written, so large integer ids keep every digit.
    case number(String)
    case string(String)
    case array(JSONArray)
    case object(JSONObject)

    /// What a person calls this kind of value, for "expected …, found a number".
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON array with the line each element starts on and where in the text it is.
public struct JSONArray: Sendable {
    public var values: [JSONValue] = []
    public var lines: [Int] = []
    /// The byte range of each element in the parsed text (empty for an array built in code): a Taskwarrior
    /// task's original is its object as written.
    public var spans: [Range<Int>] = []
    public var line: Int
}

/// A JSON object: members in file order (a linear search over a dozen keys beats hashing them).
public struct JSONObject: Sendable {
    public var members: [(key: String, value: JSONValue)] = []
    public var line: Int

    /// The value of the first member named `key`.
    public subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// Whether a member named `key` is present.
    public func has(_ key: String) -> Bool { members.contains { $0.key == key } }
}
