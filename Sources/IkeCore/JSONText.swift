/// Minimal JSON writing for ike's own output (`ike list --json`), fast enough for 100k tasks.
public enum JSONText {
    /// `text` as a JSON string literal, quotes included; every control character is escaped.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    /// One task as a JSON object with every field (the shape `ike list --json` prints).
    public static func object(_ item: TodoItem) -> String {
        var fields: [String] = []
        fields.reserveCapacity(13)
        fields.append("\"id\":" + (item.id.map(String.init) ?? "null"))
        fields.append("\"uid\":" + quoted(item.uid))
        fields.append("\"title\":" + quoted(item.title))
        fields.append("\"notes\":" + quoted(item.notes))
        fields.append("\"deadline\":" + (item.deadline.map { quoted($0.iso) } ?? "null"))
        fields.append("\"done\":" + (item.isDone ? "true" : "false"))
        fields.append("\"doneAt\":" + (item.doneAt.map { quoted(Timestamp.iso8601($0)) } ?? "null"))
        fields.append("\"important\":" + (item.isImportant ? "true" : "false"))
        fields.append("\"urgent\":" + (item.isUrgent ? "true" : "false"))
        fields.append("\"quadrant\":" + quoted(item.quadrant.rawValue))
        fields.append("\"order\":" + quoted(item.orderKey))
        fields.append("\"createdAt\":" + quoted(Timestamp.iso8601(item.createdAt)))
        fields.append("\"updatedAt\":" + quoted(Timestamp.iso8601(item.updatedAt)))
        return "{" + fields.joined(separator: ",") + "}"
    }
}
