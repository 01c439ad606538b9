import IkeTerm

/// Two bindings that one key would trigger in the same place, or a binding that would take a typed
/// character away from a text field: what the settings file's validation refuses.
public struct KeyConflict: Hashable, Sendable, Comparable {
    public let key: Key
    public let first: BindingID
    /// The other binding, or nil when the key is a character that a text field of `first`'s scope types.
    public let second: BindingID?

    /// A conflict of `key` between `first` and `second` (stored in id order, so a pair is one value).
    public init(key: Key, _ first: BindingID, _ second: BindingID?) {
        self.key = key
        if let second, second.rawValue < first.rawValue {
            self.first = second
            self.second = first
        } else {
            self.first = first
            self.second = second
        }
    }

    public static func < (lhs: KeyConflict, rhs: KeyConflict) -> Bool {
        (lhs.first.rawValue, lhs.second?.rawValue ?? "", lhs.key.displayName)
            < (rhs.first.rawValue, rhs.second?.rawValue ?? "", rhs.key.displayName)
    }
}

extension KeyMap {
    /// Every list of scopes dispatch searches (`scopes(for:)`), one per kind of state, and whether a text
    /// field has the keyboard there.
    static var scopeChains: [(scopes: [KeyScope], typing: Bool)] {
        let screens: [(scopes: [KeyScope], typing: Bool)] = [Screen.list, .goals, .matrix].map {
            ([screenScope($0), .tasks, .screens, .global], false)
        }
        let review: [(scopes: [KeyScope], typing: Bool)] =
            [
                [KeyScope.reviewDeck], [.reviewCard], [.planCard, .reviewCard], [.shutdownCard, .reviewCard],
                [.reviewEnd], [.planEnd, .reviewEnd],
            ]
            .map { ($0 + [.screens, .global], false) }
        let stats: [(scopes: [KeyScope], typing: Bool)] = [([.stats, .screens, .global], false)]
        let modes: [(scopes: [KeyScope], typing: Bool)] = [
            ([.quickAdd, .global], true), ([.search, .global], true), ([.deferStart, .global], true),
            ([.tagChooser, .global], true),
            ([.help, .global], false), ([.form, .global], true), ([.formTags, .form, .global], true),
            ([.formParent, .form, .global], true),
            ([.formConfirm, .global], false), ([.stepsChoice, .global], false),
            ([.whenChoice, .global], false), ([.focusCard, .global], false),
        ]
        return screens + review + stats + modes
    }

    /// Every conflict in this table: two bindings sharing a key in one chain of scopes (the first found
    /// shadows the other there), and characters bound where a text field types them.
    public func conflicts() -> Set<KeyConflict> {
        var result: Set<KeyConflict> = []
        for chain in Self.scopeChains {
            let applying = bindings.filter { binding in
                chain.scopes.contains(binding.scope)
                    && !(chain.typing && binding.scope == .global && !binding.worksWhileTyping)
            }
            var seen: [Key: BindingID] = [:]
            for binding in applying {
                for key in binding.keys {
                    if let earlier = seen[key], earlier != binding.id {
                        result.insert(KeyConflict(key: key, earlier, binding.id))
                    } else {
                        seen[key] = binding.id
                    }
                    if chain.typing, case .char = key {
                        result.insert(KeyConflict(key: key, binding.id, nil))
                    }
                }
            }
        }
        return result
    }

    /// The conflicts this table has that `base` does not: the standard table shadows some keys on
    /// purpose (`q` leaves a review round before it quits), so only what a remapping added counts.
    public func conflicts(beyond base: KeyMap = .standard) -> [KeyConflict] {
        conflicts().subtracting(base.conflicts()).sorted()
    }
}
