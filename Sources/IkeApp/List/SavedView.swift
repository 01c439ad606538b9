import IkeCore

/// A view the settings file names (`[views.NAME]`, Docs/Settings.md): a filter in ike's filter language,
/// an order it shows the tasks in, and a title. `v` walks them after the built-in views; `ike list --view
/// NAME` prints one.
public struct SavedView: Hashable, Sendable {
    /// The name after `views.` in the settings file.
    public var name: String
    /// How the view is named on the input row and in messages: its `title`, else its name.
    public var title: String
    public var filter: FilterExpression
    /// The order it shows the tasks in; `nil` keeps the list's own.
    public var sort: TaskOrder?

    /// The view's filter, narrowed by `other` (a search, `ike list --filter`) when there is one.
    public func filter(narrowedBy other: FilterExpression?) -> FilterExpression {
        filter.narrowed(by: other)
    }

    /// A view from its parts.
    public init(name: String, title: String? = nil, filter: FilterExpression, sort: TaskOrder? = nil) {
        self.name = name
        self.title = title ?? name
        self.filter = filter
        self.sort = sort
    }
}
