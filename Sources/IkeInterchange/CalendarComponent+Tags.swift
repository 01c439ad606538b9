import IkeCore

extension CalendarComponent {
    /// The tag a CATEGORIES item stands for (a run of spaces read as `-`, as tags have none, as an import
    /// reads it), nil when the item is not one ike can hold.
    public static func tag(ofCategory item: String) -> Tag? {
        try? Tag(ForeignTags.joiningSpaces(item))
    }

    /// Makes the CATEGORIES hold exactly `tags`, writing no more than that takes: an item whose tag stays
    /// keeps its exact spelling (`two words`, `Work` where ike spells it `work`), an item that is no tag
    /// (another client's category ike cannot hold) stays, a removed tag's item goes, and new tags are
    /// added to the first CATEGORIES line (or a new one). A line whose items all stay is left as written.
    public mutating func setTags(_ tags: TagSet) {
        var present: Set<String> = []
        var rewritten: [CalendarProperty] = []
        var firstList: Int?
        for property in properties {
            guard property.name == "CATEGORIES" else {
                rewritten.append(property)
                continue
            }
            let items = property.listItems
            let kept = items.filter { item in
                guard let tag = Self.tag(ofCategory: item) else { return true }
                guard tags.contains(tag), !present.contains(tag.key) else { return false }
                present.insert(tag.key)
                return true
            }
            if kept.count == items.count {
                rewritten.append(property)
            } else if !kept.isEmpty {
                rewritten.append(property.withList(kept))
            } else {
                continue
            }
            if firstList == nil { firstList = rewritten.count - 1 }
        }
        let added = tags.filter { !present.contains($0.key) }.map(\.name)
        if !added.isEmpty {
            if let index = firstList {
                rewritten[index] = rewritten[index].withList(rewritten[index].listItems + added)
            } else {
                rewritten.append(.list("CATEGORIES", added))
            }
        }
        properties = rewritten
    }
}

extension CalendarProperty {
    /// This property (its name and parameters) holding the list `items`.
    fileprivate func withList(_ items: [String]) -> CalendarProperty {
        CalendarProperty(name: name, parameters: parameters, value: CalendarProperty.list(name, items).value)
    }
}
