import IkeTestSupport
import Testing

/// `ValueDifference.between` names exactly the paths that differ, and nothing when the values are equal.
@Suite("Value differences")
struct ValueDifferenceTests {
    struct Status: Equatable {
        var text: String
        var isError = false
    }

    enum Mode: Equatable {
        case normal
        case editing(field: String, cursor: Int)
        case searching(String)
    }

    struct ListPart: Equatable {
        var selectedIndex = 0
        var titles: [String] = []
    }

    struct State: Equatable {
        var list = ListPart()
        var status: Status?
        var mode = Mode.normal
        var counts: [String: Int] = [:]
        var pair = (1, "one")

        static func == (lhs: State, rhs: State) -> Bool {
            lhs.list == rhs.list && lhs.status == rhs.status && lhs.mode == rhs.mode
                && lhs.counts == rhs.counts && lhs.pair == rhs.pair
        }
    }

    /// Each difference as `path: before → after`.
    private func describe(_ before: State, _ after: State) -> [String] {
        ValueDifference.between(before, after).map(\.description)
    }

    @Test func equalValuesHaveNoDifferences() {
        let state = State(list: ListPart(selectedIndex: 2, titles: ["a", "b"]), status: Status(text: "x"))
        #expect(ValueDifference.between(state, state).isEmpty)
        #expect(ValueDifference.between(3, 3).isEmpty)
    }

    @Test func nestedFieldsAreNamedByTheirPath() {
        var after = State()
        after.list.selectedIndex = 1
        #expect(describe(State(), after) == ["list.selectedIndex: 0 → 1"])
    }

    @Test func optionalsAreReportedWholeWhenOneIsNilAndWalkedWhenBothAreNot() {
        var shown = State()
        shown.status = Status(text: "x")
        #expect(
            describe(State(), shown) == [#"status: nil → Optional(Status(text: "x", isError: false))"#])
        var error = shown
        error.status?.isError = true
        #expect(describe(shown, error) == ["status.isError: false → true"])
    }

    @Test func enumsAreReportedWholeAcrossCasesAndByPayloadWithinOne() {
        var editing = State()
        editing.mode = .editing(field: "title", cursor: 0)
        #expect(describe(State(), editing) == [#"mode: normal → editing(field: "title", cursor: 0)"#])
        var moved = editing
        moved.mode = .editing(field: "title", cursor: 3)
        #expect(describe(editing, moved) == ["mode.editing.cursor: 0 → 3"])
        var searching = State()
        searching.mode = .searching("a")
        var narrowed = searching
        narrowed.mode = .searching("ab")
        #expect(describe(searching, narrowed) == [#"mode.searching: "a" → "ab""#])
    }

    @Test func arraysAreComparedByIndexAndSayWhenTheirLengthsDiffer() {
        var before = State()
        before.list.titles = ["a", "b", "c"]
        var after = before
        after.list.titles = ["a", "B"]
        #expect(
            describe(before, after) == [
                #"list.titles[1]: "b" → "B""#, "list.titles.count: 3 → 2", #"list.titles[2]: "c" → (absent)"#,
            ])
        #expect(describe(after, before).last == #"list.titles[2]: (absent) → "c""#)
    }

    @Test func dictionariesAreComparedByKeyInTheOrderOfTheKeys() {
        var before = State()
        before.counts = ["open": 3, "done": 1, "late": 0]
        var after = before
        after.counts = ["open": 4, "done": 1, "archived": 2]
        #expect(
            describe(before, after) == [
                #"counts["archived"]: (absent) → 2"#, #"counts["late"]: 0 → (absent)"#,
                #"counts["open"]: 3 → 4"#,
            ])
    }

    @Test func tupleElementsAreNamedByPosition() {
        var after = State()
        after.pair = (1, "uno")
        #expect(describe(State(), after) == [#"pair.1: "one" → "uno""#])
    }

    @Test func aValueWithoutPartsIsTheDifferenceItself() {
        #expect(ValueDifference.between("a", "b").map(\.description) == [#"self: "a" → "b""#])
        #expect(
            ValueDifference.between([1], [1, 2]).map(\.description) == ["count: 1 → 2", "[1]: (absent) → 2"])
    }

    @Test func aCustomEqualityThatDisagreesWithTheFieldsIsStillReported() {
        struct Loose: Equatable {
            var value: Int
            static func == (lhs: Loose, rhs: Loose) -> Bool { lhs.value / 10 == rhs.value / 10 }
        }
        #expect(ValueDifference.between(Loose(value: 1), Loose(value: 2)).isEmpty)
        #expect(ValueDifference.between(Loose(value: 1), Loose(value: 11)).map(\.path) == ["value"])
    }
}
