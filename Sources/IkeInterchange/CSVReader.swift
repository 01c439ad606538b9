/// Splits RFC 4180 text into rows of fields, over bytes (a quoted field may span lines).
enum CSVReader {
    struct Row {
        var fields: [String]
        /// The line the row starts on.
        var line: Int
    }

    static func rows(_ bytes: [UInt8]) throws(ImportError) -> [Row] {
        var rows: [Row] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var rowLine = 1
        var index = 0
        var quoted = false
        var quoteLine = 0
        var wasQuoted = false
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            wasQuoted = false
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        quoted = false
                        wasQuoted = true
                    }
                } else {
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: ","): endField()
            case UInt8(ascii: "\r") where index < bytes.count && bytes[index] == UInt8(ascii: "\n"): continue
            case UInt8(ascii: "\n"):
                endField()
                rows.append(Row(fields: fields, line: rowLine))
                fields.removeAll(keepingCapacity: true)
                line += 1
                rowLine = line
            case UInt8(ascii: "\""):
                guard field.isEmpty, !wasQuoted else {
                    throw ImportError(line: line, "a quote inside a field that does not start with one")
                }
                quoted = true
                quoteLine = line
            default:
                if wasQuoted {
                    throw ImportError(
                        line: line, "text after the closing quote of a field (a quote must be doubled)")
                }
                field.append(byte)
            }
        }
        if quoted {
            throw ImportError(line: quoteLine, "a quoted field is never closed (is the file truncated?)")
        }
        if !field.isEmpty || !fields.isEmpty || wasQuoted {
            endField()
            rows.append(Row(fields: fields, line: rowLine))
        }
        return rows
    }
}
