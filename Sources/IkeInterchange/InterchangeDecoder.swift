import Foundation
import IkeCore

/// Reads a whole file into tasks: detects the format unless one is given, then hands the text to its codec.
public enum InterchangeDecoder {
    /// The tasks of `text` in `format` (`nil` detects it; `.ikeJSON` accepts every JSON shape).
    public static func parse(
        _ text: ImportText, format: InterchangeFormat?, timeZone: TimeZone
    ) throws(ImportError) -> ParsedFile {
        let family = if let format { format } else { try FormatDetector.detect(text) }
        switch family {
        case .todoTxt:
            return ParsedFile(format: .todoTxt, tasks: try TodoTxtCodec.tasks(from: text, timeZone: timeZone))
        case .markdown:
            return ParsedFile(
                format: .markdown, tasks: try MarkdownCodec.tasks(from: text, timeZone: timeZone))
        case .csv: return ParsedFile(format: .csv, tasks: try CSVCodec.tasks(from: text, timeZone: timeZone))
        case .iCalendar: return try ICalendarCodec.parse(text, timeZone: timeZone)
        case .taskwarrior:
            return try TaskwarriorCodec.parse(try taskList(text), timeZone: timeZone, source: text.bytes)
        case .ikeJSON, .todosJSON, .checklistJSON, .titlesJSON, .goalsJSON, .matrixJSON:
            return try json(text, forced: format, timeZone: timeZone)
        }
    }

    /// A Taskwarrior file: one array, or objects one a line.
    private static func taskList(_ text: ImportText) throws(ImportError) -> JSONArray {
        let values = try JSONReader.parseSequence(text.bytes)
        if values.values.count == 1, case .array(let array) = values.values[0] { return array }
        return values
    }

    private static func json(
        _ text: ImportText, forced: InterchangeFormat?, timeZone: TimeZone
    ) throws(ImportError) -> ParsedFile {
        let values = try JSONReader.parseSequence(text.bytes)
        guard let root = values.values.first else { throw ImportError("the file is empty") }
        if values.values.count > 1 {
            // Several top-level objects: Taskwarrior before 2.6 wrote one task a line.
            guard case .object(let object) = root, TaskwarriorCodec.isTaskwarrior(object), forced == nil
            else {
                throw ImportError(line: values.lines[1], "unexpected text after the end of the JSON value")
            }
            return try TaskwarriorCodec.parse(values, timeZone: timeZone, source: text.bytes)
        }
        switch root {
        case .object(let object):
            if object.has("tasks") || object.has("format") {
                var file = ParsedFile(
                    format: .ikeJSON, tasks: try IkeJSONCodec.tasks(from: root, timeZone: timeZone))
                file.focusPeriods = try IkeJSONCodec.focusPeriods(from: root, timeZone: timeZone)
                return file
            }
            if TaskwarriorCodec.isTaskwarrior(object) && forced == nil {
                return try TaskwarriorCodec.parse(values, timeZone: timeZone, source: text.bytes)
            }
            throw ImportError(
                line: object.line,
                "expected an array of tasks or an ike export (an object with “format” and “tasks”), "
                    + "found an object with \(describeKeys(object))")
        case .array(let array):
            if forced == nil || forced == .ikeJSON, case .object(let first)? = array.values.first {
                if TaskwarriorCodec.isTaskwarrior(first) && forced == nil {
                    return try TaskwarriorCodec.parse(array, timeZone: timeZone, source: text.bytes)
                }
                if first.has("uid") {
                    return ParsedFile(
                        format: .ikeJSON, tasks: try IkeJSONCodec.tasks(from: root, timeZone: timeZone))
                }
            }
            let shape = forced.flatMap { $0.isSimpleJSON ? $0 : nil } ?? SimpleJSONCodec.shape(of: array)
            return ParsedFile(
                format: shape, tasks: try SimpleJSONCodec.tasks(from: array, timeZone: timeZone))
        default:
            throw ImportError("expected an array of tasks or an ike export, found \(root.kindName)")
        }
    }

    private static func describeKeys(_ object: JSONObject) -> String {
        let keys = object.members.prefix(5).map { "“\($0.key)”" }
        return keys.isEmpty ? "no members" : "the members " + keys.joined(separator: ", ")
    }
}
