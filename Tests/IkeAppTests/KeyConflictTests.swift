import IkeTerm
import Testing

@testable import IkeApp

/// The conflicts a remapping can add, found over every chain of scopes dispatch searches.
@Suite("Key conflicts")
struct KeyConflictTests {
    @Test func everyScopeIsInSomeChain() {
        let covered = Set(KeyMap.scopeChains.flatMap(\.scopes))
        #expect(covered == Set(KeyScope.allCases), "a new scope needs its chain in KeyMap.scopeChains")
    }

    @Test func theStandardTableAddsNothing() {
        #expect(KeyMap.standard.conflicts(beyond: .standard).isEmpty)
    }

    @Test func sharingAKeyWhereBothApplyIsAConflict() {
        let table = KeyMap.standard.remapping(.taskEdit, to: [.char("d")])
        #expect(table.conflicts(beyond: .standard) == [KeyConflict(key: .char("d"), .taskDelete, .taskEdit)])
        // On different screens the same key is fine.
        let apart = KeyMap.standard.remapping(.goalsOrder, to: [.char("z")]).remapping(
            .listSort, to: [.char("z")])
        #expect(apart.conflicts(beyond: .standard).isEmpty)
    }

    @Test func aCharacterWhereAFieldTypesIsAConflict() {
        let table = KeyMap.standard.remapping(.quickAddSave, to: [.enter, .char("s")])
        #expect(table.conflicts(beyond: .standard) == [KeyConflict(key: .char("s"), .quickAddSave, nil)])
    }
}
