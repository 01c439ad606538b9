/// Why a benchmark could not finish (tmux failed, ike never drew), with what was seen.
struct BenchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
