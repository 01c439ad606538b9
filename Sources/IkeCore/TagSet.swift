/// A task's tags: no two equal without case, always in key order, so two sets with the same tags compare
/// equal however they were built (undo compares whole tasks).
public struct TagSet: Hashable, Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
    private var tags: [Tag]

    /// No tags.
    public init() {
        tags = []
    }

    /// The tags of `sequence`; of two equal without case, the first spelling is kept.
    public init<S: Sequence>(_ sequence: S) where S.Element == Tag {
        tags = []
        for tag in sequence { insert(tag) }
    }

    public init(arrayLiteral elements: Tag...) {
        self.init(elements)
    }

    /// The tags named by `texts` (as `Tag.init` reads each), refusing more than a task may carry.
    public init(parsing texts: [String]) throws(TagError) {
        var tags = TagSet()
        for text in texts { tags.insert(try Tag(text)) }
        if tags.count > Tag.maximumPerTask { throw .tooMany(tags.count) }
        self = tags
    }

    public var startIndex: Int { tags.startIndex }
    public var endIndex: Int { tags.endIndex }
    public subscript(position: Int) -> Tag { tags[position] }

    /// The names, in key order.
    public var names: [String] { tags.map(\.name) }

    /// Whether a tag equal to `tag` without case is in the set.
    public func contains(_ tag: Tag) -> Bool {
        let index = insertionIndex(of: tag)
        return index < tags.count && tags[index] == tag
    }

    /// The member equal to `tag` without case, spelled as the set holds it.
    public func member(_ tag: Tag) -> Tag? {
        let index = insertionIndex(of: tag)
        return index < tags.count && tags[index] == tag ? tags[index] : nil
    }

    /// Adds `tag` unless an equal one is there (whose spelling is kept); returns whether it was added.
    @discardableResult
    public mutating func insert(_ tag: Tag) -> Bool {
        let index = insertionIndex(of: tag)
        if index < tags.count && tags[index] == tag { return false }
        tags.insert(tag, at: index)
        return true
    }

    /// Removes the tag equal to `tag` without case; returns it as it was spelled, or `nil`.
    @discardableResult
    public mutating func remove(_ tag: Tag) -> Tag? {
        let index = insertionIndex(of: tag)
        guard index < tags.count && tags[index] == tag else { return nil }
        return tags.remove(at: index)
    }

    /// The tags in `self` that are not in `other`.
    public func subtracting(_ other: TagSet) -> TagSet {
        var result = TagSet()
        result.tags = tags.filter { !other.contains($0) }
        return result
    }

    /// The first position whose tag is not ordered before `tag` (binary search over the keys).
    private func insertionIndex(of tag: Tag) -> Int {
        var low = 0
        var high = tags.count
        while low < high {
            let middle = (low + high) / 2
            if tags[middle].key < tag.key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
