import IkeCore

extension TaskwarriorCodec {
    /// Refuses tasks with a tag holding a comma: Taskwarrior keeps a task's tags as one comma-separated
    /// text, so `a,b` comes back from it as the tags `a` and `b`, and it keeps no escape for a comma
    /// (Docs/Formats.md, "Taskwarrior"). The message names up to five such tasks and their tags. A
    /// project is an attribute of its own, which keeps a comma.
    static func refuseCommaTags(_ items: [TodoItem]) throws(Exporter.Failure) {
        let offending = items.compactMap { item -> (TodoItem, [String])? in
            let names = ForeignTags.splittingProject(item.tags).others.filter { $0.contains(",") }
            return names.isEmpty ? nil : (item, names)
        }
        guard !offending.isEmpty else { return }
        var named = offending.prefix(5).map { item, names in
            "“\(item.title.isEmpty ? TodoItem.untitledLabel : item.title)” (\(names.joined(separator: " ")))"
        }
        if offending.count > 5 { named.append("\(offending.count - 5) more") }
        let count = offending.count == 1 ? "1 task has" : "\(offending.count) tasks have"
        throw Exporter.Failure(
            description: "\(count) a tag with a comma, which Taskwarrior would split into several tags: "
                + named.joined(separator: ", ")
                + "; nothing was written. Give those tasks a tag without a comma (ike edit ID --untag "
                + "'a,b' --tag a-b) and export again.")
    }
}
