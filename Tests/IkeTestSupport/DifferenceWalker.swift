/// Walks two values side by side with `Mirror` and collects where they differ (see
/// `ValueDifference.between`).
struct DifferenceWalker {
    /// Deeper than any state the tests compare; it only stops a cycle of class references.
    static let maxDepth = 40

    private(set) var differences: [ValueDifference] = []

    /// Adds the differences between `before` and `after`, found at `path`.
    mutating func compare(_ before: Any, _ after: Any, path: String, depth: Int) {
        let equal = Self.areEqual(before, after)
        if equal == true { return }
        let found = differences.count
        if depth < Self.maxDepth && type(of: before) == type(of: after) {
            compareParts(before, after, path: path, depth: depth + 1)
        }
        guard differences.count == found else { return }
        // Nothing below differs: the value is a leaf, or its parts cannot be lined up (other enum
        // cases, nil against a value), or its own `==` sees what its parts do not.
        if equal == false || Self.describe(before) != Self.describe(after) {
            record(path, Self.describe(before), Self.describe(after))
        }
    }

    private mutating func compareParts(_ before: Any, _ after: Any, path: String, depth: Int) {
        let old = Mirror(reflecting: before)
        let new = Mirror(reflecting: after)
        switch old.displayStyle {
        case .optional:
            if let wrappedBefore = old.children.first, let wrappedAfter = new.children.first {
                compare(wrappedBefore.value, wrappedAfter.value, path: path, depth: depth)
            }
        case .collection:
            compareElements(Array(old.children), Array(new.children), path: path, depth: depth)
        case .dictionary:
            compareEntries(old, new, path: path, depth: depth)
        case .enum:
            if let payloadBefore = old.children.first, let payloadAfter = new.children.first,
                let label = payloadBefore.label, label == payloadAfter.label
            {
                compare(payloadBefore.value, payloadAfter.value, path: Self.join(path, label), depth: depth)
            }
        case .set:
            break  // no order to line elements up by: the whole set is the difference
        default:
            compareFields(Self.fields(of: old), Self.fields(of: new), path: path, depth: depth)
        }
    }

    private mutating func compareElements(
        _ before: [Mirror.Child], _ after: [Mirror.Child], path: String, depth: Int
    ) {
        for index in 0..<min(before.count, after.count) {
            compare(before[index].value, after[index].value, path: "\(path)[\(index)]", depth: depth)
        }
        guard before.count != after.count else { return }
        record(Self.join(path, "count"), "\(before.count)", "\(after.count)")
        for index in after.count..<max(before.count, after.count) {
            record("\(path)[\(index)]", Self.describe(before[index].value), ValueDifference.absent)
        }
        for index in before.count..<max(before.count, after.count) {
            record("\(path)[\(index)]", ValueDifference.absent, Self.describe(after[index].value))
        }
    }

    private mutating func compareEntries(_ before: Mirror, _ after: Mirror, path: String, depth: Int) {
        let old = Self.entries(of: before)
        let new = Self.entries(of: after)
        for key in Set(old.keys).union(new.keys).sorted() {
            let keyPath = "\(path)[\(key)]"
            switch (old[key], new[key]) {
            case let (valueBefore?, valueAfter?):
                compare(valueBefore, valueAfter, path: keyPath, depth: depth)
            case let (valueBefore?, nil):
                record(keyPath, Self.describe(valueBefore), ValueDifference.absent)
            case let (nil, valueAfter?):
                record(keyPath, ValueDifference.absent, Self.describe(valueAfter))
            case (nil, nil):
                break
            }
        }
    }

    private mutating func compareFields(
        _ before: [(label: String, value: Any)], _ after: [(label: String, value: Any)], path: String,
        depth: Int
    ) {
        // Same type, so the same fields in the same order.
        for (field, other) in zip(before, after) {
            compare(field.value, other.value, path: Self.join(path, field.label), depth: depth)
        }
    }

    private mutating func record(_ path: String, _ before: String, _ after: String) {
        differences.append(ValueDifference(path: path.isEmpty ? "self" : path, before: before, after: after))
    }

    // MARK: - Reading values

    /// `==` when the value's type is Equatable, else nil.
    static func areEqual(_ before: Any, _ after: Any) -> Bool? {
        guard let before = before as? any Equatable else { return nil }
        return before.isEqual(to: after)
    }

    /// Strings quoted, so `""` and a missing value read differently; sets in a stable order.
    static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            // The wrapped value described on its own, so its type's name is not module-qualified.
            return mirror.children.first.map { "Optional(\(describe($0.value)))" } ?? "nil"
        case .set:
            let elements = mirror.children.map { describe($0.value) }.sorted()
            return "Set([" + elements.joined(separator: ", ") + "])"
        default:
            break
        }
        switch value {
        case let text as String: return String(reflecting: text)
        case let text as Substring: return String(reflecting: text)
        case let character as Character: return String(reflecting: character)
        default: return String(describing: value)
        }
    }

    /// Stored properties, a class's inherited ones first; tuple elements without a label by position.
    private static func fields(of mirror: Mirror) -> [(label: String, value: Any)] {
        let inherited = mirror.superclassMirror.map(fields(of:)) ?? []
        return inherited
            + mirror.children.enumerated().map { index, child in
                (child.label ?? ".\(index)", child.value)
            }
    }

    /// A dictionary's values by the text of their keys.
    private static func entries(of mirror: Mirror) -> [String: Any] {
        var entries: [String: Any] = [:]
        for child in mirror.children {
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2 else { continue }
            entries[describe(pair[0].value)] = pair[1].value
        }
        return entries
    }

    /// `a.b`; tuple positions arrive as `.0` and need no second dot.
    private static func join(_ path: String, _ label: String) -> String {
        if label.hasPrefix(".") { return path.isEmpty ? String(label.dropFirst()) : path + label }
        return path.isEmpty ? label : path + "." + label
    }
}

extension Equatable {
    /// `==` against a value of unknown type: false unless it has this type.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
