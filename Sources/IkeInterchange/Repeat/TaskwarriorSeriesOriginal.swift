import Foundation
import IkeCore

/// The original of a Taskwarrior series (`TaskwarriorSeries`): the record standing for the repeating task
/// (its next pending instance), then its template (status `recurring`, `recur`, `due`, `mask`) and the
/// other pending instances (`parent`, `imask`), as `task export` wrote them, joined by `separator` so the
/// text is a run of array elements. Written back whole, a Taskwarrior that never had the series (a new
/// machine, a fresh data folder) imports the template and goes on generating instances, and the mask
/// keeps it from generating again the ones it has (Docs/Formats.md, "Repeating tasks").
///
/// Untouched, the text goes back verbatim. Changed in ike, `TaskwarriorSeriesWrite` writes each record.
enum TaskwarriorSeriesOriginal {
    /// Between two records of one original, as the export writes array elements.
    static let separator = ",\n  "

    /// The original to keep for a series: the records at `spans` of `source` (the standing record first)
    /// joined, or the standing record alone when the whole is too large to keep
    /// (`OriginalRecord.maximumBytes`), or nil when even that is.
    static func kept(_ spans: [Range<Int>], of source: [UInt8]) -> String? {
        let texts = spans.map { String(decoding: source[$0], as: UTF8.self) }
        if texts.count > 1, let whole = OriginalRecord.kept(texts.joined(separator: separator)) {
            return whole
        }
        return texts.first.flatMap(OriginalRecord.kept)
    }

    /// The records of `text`, each with its own text, when it holds a series (several records); nil for
    /// an original of one record.
    static func records(_ text: String) -> [(object: JSONObject, text: String)]? {
        guard text.contains(separator) else { return nil }
        let bytes = Array(("[" + text + "]").utf8)
        guard case .array(let array)? = try? JSONReader.parse(bytes), array.values.count > 1,
            array.spans.count == array.values.count
        else { return nil }
        var records: [(object: JSONObject, text: String)] = []
        for (value, span) in zip(array.values, array.spans) {
            guard case .object(let object) = value else { return nil }
            records.append((object, String(decoding: bytes[span], as: UTF8.self)))
        }
        return records
    }

    /// The standing record's text of `text` (a series' original), or `text` itself (one record).
    static func firstRecord(_ text: String) -> String {
        records(text)?.first?.text ?? text
    }

    /// The records to write for the open repeating `item` from its series original `text`, and the uids
    /// of the done records they hold (`doneRecords`: the series' done records that have no original of
    /// their own, by deadline). Nil when the original is not a series with its template, or `item` is no
    /// longer an open repeating task with a deadline: then its standing record is written as
    /// `TaskwarriorOriginal` writes one record.
    static func written(
        _ text: String, for item: TodoItem, doneRecords: [LocalDate: TodoItem], timeZone: TimeZone
    ) -> (objects: [JSONObject], consumed: [String])? {
        guard !item.isDone, item.repeats != nil, item.deadline != nil, let records = records(text),
            var write = TaskwarriorSeriesWrite(
                records, item: item, doneRecords: doneRecords, timeZone: timeZone)
        else { return nil }
        write.run()
        return (write.objects, write.consumed)
    }

    /// The changed series whose originals hold their templates (`TaskwarriorSeriesOriginal`): the records
    /// to write for each (by task id), and the uids of the done records written among them.
    static func writes(
        _ items: [TodoItem], timeZone: TimeZone, originals: [Int64: TaskOriginal]
    ) -> (objects: [Int64: [JSONObject]], consumed: Set<String>) {
        var changed: [(id: Int64, item: TodoItem, text: String)] = []
        for item in items where item.repeats != nil && !item.isDone {
            guard let id = item.id, let original = originals[id], !original.isUntouched(by: item),
                original.text.contains(TaskwarriorSeriesOriginal.separator)
            else { continue }
            changed.append((id, item, original.text))
        }
        guard !changed.isEmpty else { return ([:], []) }
        // A done record with an original of its own is written as that; the others may be an instance.
        var doneRecords: [String: [LocalDate: TodoItem]] = [:]
        for item in items where item.isDone {
            guard let series = item.seriesUID, let day = item.deadline,
                item.id.flatMap({ originals[$0] }) == nil, doneRecords[series]?[day] == nil
            else { continue }
            doneRecords[series, default: [:]][day] = item
        }
        var objects: [Int64: [JSONObject]] = [:]
        var consumed = Set<String>()
        for (id, item, text) in changed {
            guard
                let written = TaskwarriorSeriesOriginal.written(
                    text, for: item, doneRecords: doneRecords[item.uid] ?? [:], timeZone: timeZone)
            else { continue }
            objects[id] = written.objects
            consumed.formUnion(written.consumed)
        }
        return (objects, consumed)
    }
}
