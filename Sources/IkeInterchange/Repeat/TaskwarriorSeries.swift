import IkeCore

/// What each record of a Taskwarrior export is to a repeating task. Taskwarrior keeps a repeating task as
/// a template (status `recurring`) and generates instances (`parent` = the template's uuid), one per due
/// date, on every replica; ike keeps one task that advances (Docs/Decisions.md, "Recurring tasks"), so:
///
/// - a template and its pending instances are ONE task: the pending instance with the earliest due (its
///   title, notes, tags and due), under the template's uuid (or `ikeuid`), which stays the same however
///   many instances come and go; a template without a pending instance is that task with its own due;
/// - an instance whose template is not in the file is that task too, under its `parent`;
/// - a completed instance is a done occurrence of the series, under its own uuid;
/// - the other pending instances (Taskwarrior makes several for an overdue task) fold into the task.
struct TaskwarriorSeries {
    /// One record's part.
    enum Role: Equatable {
        /// An ordinary task (or a deleted one).
        case plain
        /// The record standing for a repeating task: `uid` is the series', `template` the index of its
        /// template in the file, if any (its rule and creation time are the series').
        case series(uid: String, template: Int?)
        /// A template or instance folded into the record standing for its series, with why.
        case folded(String)
        /// A completed instance: a done occurrence of the series `seriesUID`.
        case occurrence(seriesUID: String)
    }

    private var roles: [Int: Role] = [:]
    /// For the record standing for a series whose template is in the file: the template's index, then the
    /// other pending instances' by due. They are kept in that task's original with it
    /// (`TaskwarriorSeriesOriginal`), so the series goes back out whole.
    private var folded: [Int: [Int]] = [:]
    /// The completed instances whose template is in the file.
    private var besideTemplate: Set<Int> = []

    /// The roles of `array`'s records. Members of the wrong type are left for the record's own reading,
    /// which reports them.
    init(_ array: JSONArray) {
        func text(_ object: JSONObject, _ key: String) -> String? {
            if case .string(let value)? = object[key], !value.isEmpty { return value }
            return nil
        }
        var templates: [String: (index: Int, uid: String)] = [:]
        var pending: [String: [(index: Int, due: String)]] = [:]
        var completed: [(index: Int, parent: String)] = []
        for (index, value) in array.values.enumerated() {
            guard case .object(let object) = value else { continue }
            let status = text(object, "status") ?? "pending"
            if status == "recurring", let uuid = text(object, "uuid") {
                // `ikeuid` exactly as spelled, as for any task (TaskwarriorCodec); a uuid in lowercase.
                let uid =
                    text(object, TaskwarriorCodec.uidAttribute)
                    ?? (StableID.isUUID(uuid) ? uuid.lowercased() : uuid)
                templates[uuid.lowercased()] = (index, uid)
            } else if let parent = text(object, "parent")?.lowercased() {
                switch status {
                case "pending", "waiting":
                    // Basic ISO times (`20261201T000000Z`) sort as text; a record without due sorts last.
                    pending[parent, default: []].append((index, text(object, "due") ?? "~"))
                case "completed": completed.append((index, parent))
                default: break
                }
            }
        }
        func seriesUID(_ parent: String) -> String { templates[parent]?.uid ?? parent }
        for (parent, instances) in pending {
            let sorted = instances.sorted { ($0.due, $0.index) < ($1.due, $1.index) }
            roles[sorted[0].index] = .series(uid: seriesUID(parent), template: templates[parent]?.index)
            for other in sorted.dropFirst() {
                roles[other.index] = .folded("another pending occurrence of a repeating task")
            }
            if let template = templates[parent] {
                roles[template.index] = .folded("a recurrence template (its task is the next occurrence)")
                folded[sorted[0].index] = [template.index] + sorted.dropFirst().map(\.index)
            }
        }
        for (parent, template) in templates where pending[parent] == nil {
            roles[template.index] = .series(uid: template.uid, template: template.index)
        }
        for (index, parent) in completed {
            roles[index] = .occurrence(seriesUID: seriesUID(parent))
            if templates[parent] != nil { besideTemplate.insert(index) }
        }
    }

    /// The template and the other pending instances of the series that record `index` stands for; empty
    /// for any other record, and for an instance whose template is not in the file.
    func foldedRecords(of index: Int) -> [Int] { folded[index] ?? [] }

    /// Whether the completed instance `index` has its template in the file: then an `ikeuid` other than
    /// the series' own is ike's done record (Taskwarrior copies the template's into every instance, so
    /// without the template an instance's `ikeuid` may be the series' itself).
    func hasTemplate(occurrence index: Int) -> Bool { besideTemplate.contains(index) }

    /// The part of record `index` (0-based).
    func role(of index: Int) -> Role { roles[index] ?? .plain }
}
