/// One tag with how many open and done tasks have it (`ike tags`, and later a tag menu).
public struct TagCount: Hashable, Sendable {
    /// The tag as first spelled.
    public var tag: Tag
    public var open: Int
    public var done: Int
    public var total: Int { open + done }

    /// A count from its parts.
    public init(tag: Tag, open: Int, done: Int) {
        self.tag = tag
        self.open = open
        self.done = done
    }
}
