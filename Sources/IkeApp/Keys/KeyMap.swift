import IkeTerm

/// The one key table: dispatch, the `?` overlay, the footer hints, every key name a message or a view
/// shows, Docs/Keybindings.md and the KEYS of the man page all come from it, so remapping a key (the
/// settings file) changes them all at once.
public struct KeyMap: Hashable, Sendable {
    /// Every binding, in the order help lists them.
    public private(set) var bindings: [KeyBinding]
    private var indexByID: [BindingID: Int]
    /// Each scope's keys and the place of the first binding of the scope that has the key: what a key
    /// press looks up, where searching the table copied each binding it passed (Docs/Benchmarks.md,
    /// "A key's CPU on the main thread").
    private var indexByScopeAndKey: [KeyScope: [Key: Int]]

    /// A table of `bindings`; each id appears once.
    public init(bindings: [KeyBinding]) {
        self.bindings = bindings
        indexByID = Dictionary(
            bindings.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        indexByScopeAndKey = Self.indexByScopeAndKey(bindings)
    }

    /// Two tables are the same when their bindings are: the indexes follow from them.
    public static func == (left: KeyMap, right: KeyMap) -> Bool { left.bindings == right.bindings }

    public func hash(into hasher: inout Hasher) { hasher.combine(bindings) }

    private static func indexByScopeAndKey(_ bindings: [KeyBinding]) -> [KeyScope: [Key: Int]] {
        var index: [KeyScope: [Key: Int]] = [:]
        for place in bindings.indices {
            for key in bindings[place].keys where index[bindings[place].scope]?[key] == nil {
                index[bindings[place].scope, default: [:]][key] = place
            }
        }
        return index
    }

    /// The place of the first binding of `scope` that `key` triggers.
    func place(of key: Key, in scope: KeyScope) -> Int? { indexByScopeAndKey[scope]?[key] }

    /// The table ike starts with.
    public static let standard = KeyMap(bindings: standardBindings)

    /// This table with `id` bound to `keys` instead (what the settings file's `[keys]` will do).
    public func remapping(_ id: BindingID, to keys: [Key]) -> KeyMap {
        var copy = self
        copy.bindings[indexByID[id]!].keys = keys
        copy.indexByScopeAndKey = Self.indexByScopeAndKey(copy.bindings)
        return copy
    }

    /// The binding named `id`.
    public func binding(_ id: BindingID) -> KeyBinding { bindings[indexByID[id]!] }

    /// The name of the first key of `id`, as a person reads it in a message ("u", "Ctrl-R", "Space").
    public func keyName(_ id: BindingID) -> String { binding(id).keys.first?.displayName ?? "?" }

    /// The first key of `id` as a one-column symbol where it has one ("␣", "⏎", "→").
    public func symbolName(_ id: BindingID) -> String { binding(id).keys.first?.symbol ?? "?" }

    /// The first keys of `ids` in one short name ("S-↑↓").
    public func joinedKeyName(_ ids: [BindingID]) -> String {
        Key.joinedName(ids.compactMap { binding($0).keys.first })
    }

    /// A status-line hint for `id`: its key name and `label` ("u undo").
    public func hint(_ id: BindingID, _ label: String) -> String { keyName(id) + " " + label }

    /// `text` with each `{binding.id}` replaced by that binding's key name (help texts use it).
    public func fillingKeyNames(_ text: String) -> String {
        guard text.contains("{") else { return text }
        var result = text
        for id in BindingID.allCases where result.contains("{\(id.rawValue)}") {
            result = result.replacingOccurrences(of: "{\(id.rawValue)}", with: keyName(id))
        }
        return result
    }
}
