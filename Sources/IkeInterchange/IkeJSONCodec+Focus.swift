import Foundation
import IkeCore

/// The focus periods in ike JSON: `"focus": [{"task": UID, "start": TIME, "seconds": N, "end": TIME}]`
/// after the tasks (format version 9). They stay on the machine that recorded them (sync never sends
/// them), so an export is how they move; an import adds those not already there.
extension IkeJSONCodec {
    /// Appends `,"focus":[...]`, one period a line.
    static func encodeFocus(_ periods: [FocusPeriodEntry], into json: inout JSONText) {
        json.raw(",\"focus\":[")
        for (index, period) in periods.enumerated() {
            json.raw(index == 0 ? "\n  {\"task\":" : ",\n  {\"task\":")
            json.string(period.taskUID)
            json.raw(",\"start\":")
            json.timestamp(period.startedAt)
            json.raw(",\"seconds\":")
            json.number(Int64(period.seconds))
            json.raw(",\"end\":")
            json.timestamp(period.endedAt)
            json.raw("}")
        }
        json.raw("\n]")
    }

    /// The focus periods of an ike export document; none for a file without them (or a bare array).
    static func focusPeriods(
        from root: JSONValue, timeZone: TimeZone
    ) throws(ImportError) -> [FocusPeriodEntry] {
        guard case .object(let document) = root, let value = document["focus"] else { return [] }
        guard case .array(let array) = value else {
            throw ImportError(line: document.line, "“focus” must be an array, not \(value.kindName)")
        }
        var periods: [FocusPeriodEntry] = []
        for (index, element) in array.values.enumerated() {
            let line = array.lines[index]
            guard case .object(let object) = element else {
                throw ImportError(line: line, "a focus period must be an object, not \(element.kindName)")
            }
            let fields = JSONFields(object: object, record: index + 1)
            let task = try fields.string("task") ?? ""
            guard !task.isEmpty, let start = try fields.instant("start", timeZone: timeZone) else {
                throw ImportError(line: line, "a focus period needs a “task” (its uid) and a “start”")
            }
            guard case .number(let text)? = object["seconds"], let seconds = Int(text), seconds >= 0 else {
                throw ImportError(line: line, "a focus period's “seconds” must be a whole number, 0 or more")
            }
            let end =
                try fields.instant("end", timeZone: timeZone) ?? start.addingTimeInterval(Double(seconds))
            periods.append(FocusPeriodEntry(taskUID: task, startedAt: start, seconds: seconds, endedAt: end))
        }
        return periods
    }
}
