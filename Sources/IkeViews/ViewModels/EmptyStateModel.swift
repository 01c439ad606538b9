import IkeApp
import IkeCore

/// The facts the sentence in an empty frame is made of.
struct EmptyStateModel {
    /// The text the rows are filtered by: the search field's while it is typed in, else the kept filter.
    let searchText: String
    let counts: TaskCounts
    let hidesDone: Bool
    /// The key that adds a task on the screen showing.
    let addKey: BindingID
    /// The list's deadline view when it is not every task ("due today").
    let viewTitle: String?
    /// The tag filter in effect (`#work`), if any.
    var tagLabel: String? = nil
    /// The key that takes the filters off on the screen showing.
    var clearKey: BindingID = .listClearFilters
    /// Tasks the list would show but for their start to come.
    var notStarted = 0
}
