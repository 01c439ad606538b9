/// topydo's dependency words, todo.txt's parent links (issue 33): a parent line has `id:N`, and each of its
/// steps `p:N`, naming it. topydo's `dep add 1 2` ("item 2 is a subitem of item 1", its `dep` help) sets
/// `id:` on item 1 (a new number unless it has one) and adds `p:` to item 2 (`TodoList.add_dependency`);
/// a line's words `key:value` with any value that is not empty are tags to it, the value a string it looks
/// ids up by (`TodoParser._TAG_MATCH`, `TodoList._parentdict`), and a task may have several `p:` words
/// (several parents). Read in topydo's source, github.com/topydo/topydo at 873955c (2026-01-03).
///
/// ike reads the first `id:` of a line as its id and the first `p:` as its parent; every `id:` and `p:`
/// word leaves the title, and any further ones stay in the line as written (its original). A `p:` names
/// the first line of the import with that id, in its own file first, then in the import's other files
/// (todo.txt and topydo's done.txt); naming no line, it is kept as the parent's uid (percent-decoded as
/// `uid:` is), waiting for that task as any parent not yet here does. ike's export writes a parent's uid
/// as its id (`TodoTxtLinkIDs`), so a step written without its parent still names it.
enum TodoTxtParentWords {
    /// The link words of one line, kept on its task until the import's lines are linked.
    struct Link: Hashable, Sendable {
        /// The value of the line's first `id:` word: what its steps' `p:` words name.
        var id: String?
        /// The value of the line's first `p:` word: the id of the line it is a step of.
        var parent: String?
        /// Whether no line of its own file has the id `parent` names (`parentUID` then holds it as a uid).
        var isDangling = false
    }

    /// Whether `word` is an `id:` word with a value.
    static func isID(_ word: Substring) -> Bool { word.utf8.count > 3 && word.hasPrefix("id:") }

    /// Whether `word` is a `p:` word with a value.
    static func isParent(_ word: Substring) -> Bool { word.utf8.count > 2 && word.hasPrefix("p:") }

    /// The values of the first `id:` and first `p:` word among `words` (a line's words after its prefix).
    static func firstValues(in words: some Sequence<Substring>) -> (id: Substring?, parent: Substring?) {
        var id: Substring?
        var parent: Substring?
        for word in words {
            if id == nil && isID(word) {
                id = word.dropFirst(3)
            } else if parent == nil && isParent(word) {
                parent = word.dropFirst(2)
            }
            if id != nil && parent != nil { break }
        }
        return (id, parent)
    }

    /// The tasks of one file with each `p:` made the parent link: the uid of the first line whose `id:`
    /// it names, or the value itself as a dangling uid. A later line repeating an id names no steps, as
    /// topydo looks up one task per id. A line naming its own id, or lines naming each other, are linked
    /// as written: the store refuses the import of a loop, whatever its format, with a message naming
    /// the tasks (`TaskWriter.applyImport`), so nothing is guessed here.
    static func link(_ tasks: inout [ImportedTask]) {
        let uids = uidsByID(tasks)
        for index in tasks.indices {
            guard var link = tasks[index].todoTxtLink, let parent = link.parent else { continue }
            link.isDangling = uids[parent] == nil
            tasks[index].parentUID = uids[parent] ?? TodoTxtUID.decoded(parent)
            tasks[index].todoTxtLink = link
        }
    }

    /// The tasks of several files (`ParsedFile.combining`) with each `p:` that named no line of its own
    /// file linked to the first line of another todo.txt file with that id.
    static func linkAcrossFiles(_ tasks: inout [ImportedTask]) {
        guard tasks.contains(where: { $0.todoTxtLink?.isDangling == true }) else { return }
        let uids = uidsByID(tasks)
        for index in tasks.indices {
            guard let link = tasks[index].todoTxtLink, link.isDangling, let parent = link.parent,
                let uid = uids[parent]
            else { continue }
            tasks[index].parentUID = uid
            tasks[index].todoTxtLink?.isDangling = false
        }
    }

    /// The uid of the first task with each `id:` value.
    private static func uidsByID(_ tasks: [ImportedTask]) -> [String: String] {
        var uids: [String: String] = [:]
        for task in tasks {
            if let id = task.todoTxtLink?.id, uids[id] == nil { uids[id] = task.uid }
        }
        return uids
    }
}
