import IkeTestSupport
import Testing

/// `expectNoDifference` passes on equal values and fails, listing only the differences, on unequal ones.
@Suite("expectNoDifference")
struct ExpectNoDifferenceTests {
    struct Screen: Equatable {
        var title: String
        var rows: [String]
        var selected: Int
    }

    let expected = Screen(title: "List", rows: ["Buy milk", "Call the bank"], selected: 0)

    @Test func equalValuesRecordNothing() {
        expectNoDifference(expected, expected)
    }

    @Test func aDifferenceFailsTheExpectationAndListsOnlyWhatDiffers() {
        var actual = expected
        actual.selected = 1
        actual.rows[1] = "Call the bank!"
        withKnownIssue {
            expectNoDifference(actual, expected, "after Down")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                after Down
                Screen differs from the expected value (expected → actual):
                  rows[1]: "Call the bank" → "Call the bank!"
                  selected: 0 → 1
                """
            ]
        }
    }
}
