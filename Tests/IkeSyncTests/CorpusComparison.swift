import IkeInterchange

/// What a write path changed in a calendar object that it did not own: the unfolded property lines of each
/// component (VTODOs known by UID and RECURRENCE-ID, time zones by TZID, alarms by their place) compared
/// in order, the properties the path owns on the master VTODO left out.
struct CorpusComparison {
    /// Each difference in words; empty when every property the path does not own is as it was.
    let differences: [String]
    /// Whether the path changed any property it owns on the master (the write reached the server).
    let changedOwned: Bool

    init(before: CalendarComponent, after: CalendarComponent, path: CorpusWritePath) {
        let master = before.components.first { $0.name == "VTODO" && $0.property("RECURRENCE-ID") == nil }
        let repeating = master?.property("RRULE") != nil
        let old = Self.flattened(before)
        let new = Self.flattened(after)
        // A DTSTART whose value type ike changed beside a new DUE takes its overrides' RECURRENCE-IDs with
        // it (SeriesOverrides.retype): those are the master's to change then.
        let newMaster = after.components.first { $0.name == "VTODO" && $0.property("RECURRENCE-ID") == nil }
        let isDate = { (todo: CalendarComponent?) in
            todo?.property("DTSTART").map { !$0.value.contains("T") }
        }
        let startRetyped = isDate(master) != isDate(newMaster)
        var differences: [String] = []
        var changedOwned = false
        for (key, component) in old {
            guard let now = new.first(where: { $0.key == key })?.component else {
                let isOverride = component.name == "VTODO" && component.property("RECURRENCE-ID") != nil
                if !(isOverride && repeating && path.movesSeries) { differences.append("\(key) is gone") }
                continue
            }
            let isMaster = component.name == "VTODO" && component.property("RECURRENCE-ID") == nil
            let isMasterAlarm = component.name == "VALARM" && key.hasPrefix(Self.key(master) + "/")
            func kept(_ component: CalendarComponent) -> [String] {
                component.properties.filter { property in
                    !((isMaster || isMasterAlarm)
                        && path.mayChange(property, inAlarm: isMasterAlarm, repeating: repeating))
                        && !(startRetyped && !isMaster && property.name == "RECURRENCE-ID")
                }.map(CalendarValidity.line)
            }
            if kept(component) != kept(now) {
                differences.append("\(key): \(kept(component)) became \(kept(now))")
            }
            if isMaster {
                let owned = path.owned(repeating: repeating)
                let lines = { (todo: CalendarComponent) in
                    todo.properties.filter { owned.contains($0.name) }.map(CalendarValidity.line)
                }
                changedOwned = lines(component) != lines(now)
            }
        }
        for (key, _) in new where !old.contains(where: { $0.key == key }) {
            differences.append("\(key) is new")
        }
        self.differences = differences
        self.changedOwned = changedOwned
    }

    static func key(_ component: CalendarComponent?) -> String {
        guard let component else { return "" }
        switch component.name {
        case "VTODO":
            // An override by the day it names, which a retyped RECURRENCE-ID keeps.
            return "VTODO \(component.property("UID")?.value ?? "")"
                + (component.property("RECURRENCE-ID").map { " @" + $0.value.prefix(8) } ?? "")
        case "VTIMEZONE": return "VTIMEZONE \(component.property("TZID")?.value ?? "")"
        default: return component.name
        }
    }

    /// Every component below the calendar with its key: a nested one's key is its parent's, then its name
    /// and place among its parent's components of that name.
    static func flattened(_ calendar: CalendarComponent) -> [(key: String, component: CalendarComponent)] {
        var result: [(key: String, component: CalendarComponent)] = [("VCALENDAR", calendar)]
        func walk(_ component: CalendarComponent, key: String) {
            var seen: [String: Int] = [:]
            for child in component.components {
                let place = seen[child.name, default: 0]
                seen[child.name] = place + 1
                let childKey = key + "/" + child.name + "#\(place)"
                result.append((childKey, child))
                walk(child, key: childKey)
            }
        }
        for child in calendar.components {
            let key = key(child)
            result.append((key, child))
            walk(child, key: key)
        }
        return result
    }
}
