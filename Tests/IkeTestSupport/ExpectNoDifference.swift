import Testing

/// Expects `actual == expected`; when not, records one issue that lists only the places that differ,
/// `path: expected → actual`, instead of printing both whole values.
public func expectNoDifference<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let differences = ValueDifference.between(expected, actual)
    var lines = comment.map { [$0.rawValue] } ?? []
    lines.append("\(Value.self) differs from the expected value (expected → actual):")
    lines += differences.map { "  \($0)" }
    Issue.record(Comment(rawValue: lines.joined(separator: "\n")), sourceLocation: sourceLocation)
}
