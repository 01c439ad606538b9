import Foundation
import IkeCore

/// A task's parent in a VTODO (Docs/Sync.md, "Steps"), read and written by one rule for sync, the iCalendar
/// import and the export of an imported original: `RELATED-TO` with `RELTYPE=PARENT`, or with no
/// `RELTYPE` (RFC 5545 §3.2.15: PARENT is the default). Every other link (`CHILD`, `SIBLING`,
/// `DEPENDS-ON`, `FINISHTOSTART`, …) is another app's and stays as written.
extension CalendarComponent {
    /// The parent's uid this VTODO names: its first parent link.
    public var parentUID: String? {
        properties.first(where: \.isParentLink).map(\.text).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The steps this VTODO names with `RELATED-TO;RELTYPE=CHILD` (a parent's side of the link), in order.
    public var childUIDs: [String] {
        properties.compactMap { property in
            guard property.name == "RELATED-TO", property.parameter("RELTYPE")?.uppercased() == "CHILD",
                !property.text.isEmpty
            else { return nil }
            return property.text
        }
    }

    /// Makes `uid` this VTODO's parent: the first parent link takes it in place (its other parameters
    /// kept), or `RELATED-TO;RELTYPE=PARENT` is added; `nil` removes every parent link. Other links stay.
    public mutating func setParent(_ uid: String?) {
        guard let uid else {
            properties.removeAll(where: \.isParentLink)
            return
        }
        var link = CalendarProperty.text("RELATED-TO", uid)
        guard let index = properties.firstIndex(where: \.isParentLink) else {
            link.parameters = ";RELTYPE=PARENT"
            properties.append(link)
            return
        }
        link.parameters = properties[index].parameters
        properties[index] = link
        // One parent: a second parent link another app left would name a second tree.
        let extra = properties.indices.filter { $0 != index && properties[$0].isParentLink }
        for position in extra.reversed() { properties.remove(at: position) }
    }
}

extension CalendarProperty {
    /// Whether this is a link to the parent: `RELATED-TO` with `RELTYPE=PARENT` or without `RELTYPE`.
    var isParentLink: Bool {
        guard name == "RELATED-TO" else { return false }
        guard let type = parameter("RELTYPE") else { return true }
        return type.uppercased() == "PARENT"
    }
}
